import { createFileRoute } from '@tanstack/react-router'
import { ProjectsPage } from '@/components/dashboard/projects-page'
import { projectsRouteOptions } from '@/components/dashboard/projects-route'

/** /dashboard : mes projets. */
export const Route = createFileRoute('/_dashboard/dashboard')({
  ...projectsRouteOptions,
  component: ProjectsRoute,
})

function ProjectsRoute() {
  const navigate = Route.useNavigate()
  return <ProjectsPage data={Route.useLoaderData()} search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />
}
