import { createFileRoute } from '@tanstack/react-router'
import { redirectToWrongLink } from '@/components/auth/wrong-link'
import { lenientSearch, searchInteger, searchText } from '@/lib/search-params'
import { SiteHeader } from '@/components/layout/site-header'
import { SiteFooter } from '@/components/layout/site-footer'
import { WorksPage } from '@/components/reports/works-page'
import { WORKS_COPY } from '@/components/reports/copy'
import { getReports } from '@/server/reports/reports.functions'

const validateWorksSearch = lenientSearch({ p: searchInteger({ min: 1 }), word: searchText({ maxLength: 100 }) })

/** /suivi-des-travaux/{id}: the works follow-up of a project (the guard has checked it is the customer's). */
export const Route = createFileRoute('/suivi-des-travaux/$id')({
  validateSearch: validateWorksSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ params, deps, location }) => {
    const result = await getReports({ data: { projectId: params.id, p: deps.p ?? 1, word: deps.word ?? '' } })
    if (!result.ok && [400, 403, 404].includes(result.status)) throw redirectToWrongLink(location.href)
    if (!result.ok) throw new Error(result.error)
    return result.value
  },
  head: ({ loaderData }) => ({ meta: [{ title: `${WORKS_COPY.title} · ${loaderData?.project.title ?? ''} · Maisonnée` }] }),
  component: WorksRoute,
})

function WorksRoute() {
  const navigate = Route.useNavigate()
  const { word } = Route.useSearch()
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="contenu" className="mx-auto w-full max-w-4xl flex-1 px-4 py-8 sm:px-6">
        <WorksPage data={Route.useLoaderData()} word={word ?? ''} onSearch={(search) => void navigate({ search })} />
      </main>
      <SiteFooter />
    </div>
  )
}
