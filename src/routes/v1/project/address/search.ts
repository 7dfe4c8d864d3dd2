import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { addressSuggestions } from '@/server/questionnaire/suggestions.server'

/**
 * GET /v1/project/address/search?q=: address suggestions (label/value) from the national address
 * service. When it cannot answer, `available` is 0 and the client offers the typed text (spec section 8).
 */
export const Route = createFileRoute('/v1/project/address/search')({
  server: {
    handlers: {
      GET: v1(async ({ request, payload }) => {
        const { suggestions, isAvailable } = await addressSuggestions(payload, new URL(request.url).searchParams.get('q') ?? '')
        return { data: suggestions, available: isAvailable ? 1 : 0 }
      }),
    },
  },
})
