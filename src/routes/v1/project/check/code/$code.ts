import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { checkPromoCodeRoute } from '@/server/projects/project-routes.server'

/** GET /v1/project/check/code/$code?type: the promo code check (the product has no promo codes: see promo-code.server.ts). */
export const Route = createFileRoute('/v1/project/check/code/$code')({
  server: { handlers: { GET: v1(checkPromoCodeRoute) } },
})
