import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { communeSuggestions } from '@/server/questionnaire/suggestions.server'

/** GET /v1/project/communes?q=: French communes by name, INSEE code or postcode (at most 20). */
export const Route = createFileRoute('/v1/project/communes')({
  server: {
    handlers: {
      GET: v1(async ({ request }) => ({ data: communeSuggestions(new URL(request.url).searchParams.get('q') ?? '') })),
    },
  },
})
