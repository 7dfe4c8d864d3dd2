import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { listProjects, parseProjectFilters } from '@/server/projects/project-list.server'

/** GET /v1/project/list/all?visa&apparttype&address&p&div: the requester's projects (12 a page); staff see all. */
export const Route = createFileRoute('/v1/project/list/all')({
  server: {
    handlers: {
      GET: v1(({ request, payload, user }) => {
        const query = new URL(request.url).searchParams
        const filters = parseProjectFilters({ address: query.get('address') ?? undefined, apartmentTypes: query.getAll('apparttype'), visa: query.get('visa'), page: query.get('p') })
        return listProjects(payload, { user, filters, pageSize: query.get('div') })
      }),
    },
  },
})
