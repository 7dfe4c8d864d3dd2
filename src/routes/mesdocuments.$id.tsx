import { createFileRoute, redirect } from '@tanstack/react-router'
import { lenientSearch, searchInteger, searchText } from '@/lib/search-params'
import { SiteHeader } from '@/components/layout/site-header'
import { DocumentsPage } from '@/components/documents/documents-page'
import { DOCUMENTS_COPY } from '@/components/documents/documents-copy'
import { getDocuments } from '@/server/documents/documents.functions'

const validateDocumentsSearch = lenientSearch({
  p: searchInteger({ min: 1 }),
  tab: searchText({ maxLength: 20 }),
  word: searchText({ maxLength: 100 }),
  folder_id: searchInteger({ min: -1 }),
})

/**
 * /mesdocuments/{id}: a project's documents, or all of them with -1 (the guard has checked the project is the
 * customer's); `folder_id` opens one of the project's sub-folders (another's folder goes to the wrong-link
 * page). The spec's other query values (s, all, breadcrumbs) are accepted and ignored.
 */
export const Route = createFileRoute('/mesdocuments/$id')({
  validateSearch: validateDocumentsSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ params, deps, location }) => {
    const result = await getDocuments({ data: { projectId: params.id, p: deps.p ?? 1, tab: deps.tab ?? 'all', word: deps.word ?? '', folderId: deps.folder_id === undefined ? undefined : String(deps.folder_id) } })
    if (!result.ok && [400, 403, 404].includes(result.status)) throw redirect({ href: `/wrong/link?href=${encodeURIComponent(location.href)}` })
    if (!result.ok) throw new Error(result.error)
    return result.value
  },
  head: () => ({ meta: [{ title: `${DOCUMENTS_COPY.myDocuments} · Maisonnée` }] }),
  component: DocumentsRoute,
})

function DocumentsRoute() {
  const navigate = Route.useNavigate()
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="contenu" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6">
        <DocumentsPage data={Route.useLoaderData()} search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />
      </main>
    </div>
  )
}
