import { createFileRoute } from '@tanstack/react-router'
import { ProjectsPage } from '@/components/dashboard/projects-page'
import { projectsRouteOptions } from '@/components/dashboard/projects-route'

/** /projets : mes projets. */
export const Route = createFileRoute('/_dashboard/projets')({
  ...projectsRouteOptions,
  component: ProjectsRoute,
})

function ProjectsRoute() {
  const navigate = Route.useNavigate()
  return <ProjectsPage data={Route.useLoaderData()} search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />
}
