import { getProjects } from '@/server/projects/project-list.functions'
import { filtersOfSearch, projectsSearchSchema, type ProjectsSearch } from './projects-search'
import { DASHBOARD_COPY } from './copy'

/** What '/', '/dashboard' and '/projets' share: the same list of projects, filtered by the URL. */
export const projectsRouteOptions = {
  validateSearch: projectsSearchSchema,
  loaderDeps: ({ search }: { search: ProjectsSearch }) => search,
  loader: ({ deps }: { deps: ProjectsSearch }) => {
    const filters = filtersOfSearch(deps)
    return getProjects({ data: { ...(filters.address ? { address: filters.address } : {}), apartmentTypes: filters.apartmentTypes, ...(filters.visa === undefined ? {} : { visa: filters.visa }), page: filters.page } })
  },
  head: () => ({ meta: [{ title: `${DASHBOARD_COPY.projects} · Maisonnée` }] }),
}
