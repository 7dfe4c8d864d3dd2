import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { listProjects, parseProjectFilters } from '@/server/projects/project-list.server'
import { toWireListedProject } from '@/server/v1/serializers/project'

/** GET /v1/project/list/all?visa&apparttype&address&p&div: the requester's projects (12 a page); staff see all. */
export const Route = createFileRoute('/v1/project/list/all')({
  server: {
    handlers: {
      GET: v1(async ({ request, payload, user }) => {
        const query = new URL(request.url).searchParams
        const filters = parseProjectFilters({ address: query.get('address') ?? undefined, apartmentTypes: query.getAll('apparttype'), visa: query.get('visa'), page: query.get('p') })
        const page = await listProjects(payload, { user, filters, pageSize: query.get('div') })
        return { ...page, data: page.data.map(toWireListedProject) }
      }),
    },
  },
})
