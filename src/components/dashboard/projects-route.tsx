import { getProjects } from '@/server/projects/project-list.functions'
import { validateProjectsSearch, type ProjectsSearch } from './projects-search'
import { DASHBOARD_COPY } from './copy'

/** What '/', '/dashboard' and '/projets' share: the same list of projects, filtered by the URL. */
export const projectsRouteOptions = {
  validateSearch: validateProjectsSearch,
  loaderDeps: ({ search }: { search: ProjectsSearch }) => search,
  loader: ({ deps }: { deps: ProjectsSearch }) =>
    getProjects({ data: { address: deps.project_address, apartmentTypes: deps.project_apparttype ?? [], visa: deps.visa, page: deps.p ?? 1 } }),
  head: () => ({ meta: [{ title: `${DASHBOARD_COPY.projects} · Maisonnée` }] }),
}
