import { createFileRoute } from '@tanstack/react-router'
import { redirectToWrongLink } from '@/components/auth/wrong-link'
import { lenientSearch, searchInteger, searchText } from '@/lib/search-params'
import { SiteHeader } from '@/components/layout/site-header'
import { SiteFooter } from '@/components/layout/site-footer'
import { DocumentsPage } from '@/components/documents/documents-page'
import { DOCUMENTS_COPY } from '@/components/documents/documents-copy'
import { folderIdOfSearch } from '@/components/documents/folder-search'
import { getDocuments } from '@/server/documents/documents.functions'

const validateDocumentsSearch = lenientSearch({
  p: searchInteger({ min: 1 }),
  tab: searchText({ maxLength: 20 }),
  word: searchText({ maxLength: 100 }),
  // NOTE: a numeric id reads as a number (SQL databases), a MongoDB one as its text.
  folder_id: (value: unknown) => searchInteger({ min: -1 })(value) ?? searchText({ maxLength: 40, pattern: /^[\da-f]{24}$/i })(value),
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
    const result = await getDocuments({
      data: {
        projectId: params.id,
        p: deps.p ?? 1,
        tab: deps.tab ?? 'all',
        word: deps.word ?? '',
        folderId: folderIdOfSearch(deps.folder_id),
      },
    })
    if (!result.ok && [400, 403, 404].includes(result.status)) throw redirectToWrongLink(location.href)
    if (!result.ok) throw new Error(result.error)
    return result.value
  },
  head: () => ({
    meta: [{ title: `${DOCUMENTS_COPY.myDocuments} · Maisonnée` }],
  }),
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
      <SiteFooter />
    </div>
  )
}
