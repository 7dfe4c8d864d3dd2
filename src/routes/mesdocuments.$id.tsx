import { createFileRoute, redirect } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { SiteHeader } from '@/components/layout/site-header'
import { DocumentsPage } from '@/components/documents/documents-page'
import { DOCUMENTS_COPY } from '@/components/documents/documents-copy'
import { getDocuments } from '@/server/documents/documents.functions'

/**
 * /mesdocuments/{id}: a project's documents, or all of them with -1 (the guard has checked the project is the
 * customer's); `folder_id` opens one of the project's sub-folders (another's folder goes to the wrong-link
 * page). The spec's other query values (s, all, breadcrumbs) are accepted and ignored.
 */
export const Route = createFileRoute('/mesdocuments/$id')({
  validateSearch: z.object({
    p: z.catch(z.optional(z.int().check(z.gte(1))), undefined),
    tab: z.catch(z.optional(z.string().check(z.maxLength(20))), undefined),
    word: z.catch(z.optional(z.string().check(z.maxLength(100))), undefined),
    folder_id: z.catch(z.optional(z.int().check(z.gte(-1))), undefined),
  }),
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
