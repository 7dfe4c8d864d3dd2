import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { searchCommunes } from '@/server/questionnaire/communes.server'

/** GET /v1/project/communes?q=: French communes by name, INSEE code or postcode (at most 20). */
export const Route = createFileRoute('/v1/project/communes')({
  server: {
    handlers: {
      GET: v1(async ({ request }) => {
        const query = new URL(request.url).searchParams.get('q') ?? ''
        return { data: searchCommunes(query).map((commune) => ({ value: commune.code, label: `${commune.name} (${commune.department})` })) }
      }),
    },
  },
})
