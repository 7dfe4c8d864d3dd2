import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { clientIp } from '@/platform/rate-limit/limiter.server'
import { lookupCompany } from '@/server/company/company.server'

/**
 * GET /v1/company/siret/{siret}: the establishment registered under a SIRET in the public company register
 * (spec section 7). 400 for an invalid SIRET, 404 for an unknown one; when the register does not answer,
 * `available` is 0, `company` null and `notice` says in French to type the details by hand.
 */
export const Route = createFileRoute('/v1/company/siret/$siret')({
  server: {
    handlers: {
      GET: v1(async ({ request, params, payload }) => {
        const result = await lookupCompany(payload, { siret: params.siret, ip: clientIp(request) })
        return result.isAvailable ? { company: result.company, available: 1 } : { company: null, available: 0, notice: result.notice }
      }),
    },
  },
})
