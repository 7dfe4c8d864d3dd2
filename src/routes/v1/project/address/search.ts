import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { env } from '@/server/env'
import { searchAddresses } from '@/server/adapters/geocoding'

/**
 * GET /v1/project/address/search?q=: address suggestions (label/value) from the national address
 * service. When it cannot answer, `available` is 0 and the client offers the typed text (spec section 8).
 */
export const Route = createFileRoute('/v1/project/address/search')({
  server: {
    handlers: {
      GET: v1(async ({ request, payload }) => {
        const query = new URL(request.url).searchParams.get('q') ?? ''
        const result = await searchAddresses(query, { baseUrl: env.geocodingUrl, timeoutMs: env.geocodingTimeoutMs })
        if (result.status === 'ok') return { data: result.suggestions, available: 1 }
        payload.logger.warn({ reason: result.reason }, 'Service d’adresses indisponible')
        return { data: [], available: 0 }
      }),
    },
  },
})
