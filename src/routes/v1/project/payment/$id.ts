import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { paymentViewRoute } from '@/server/payments/payment-routes.server'

/** GET /v1/project/payment/$id: the payment the project's status awaits (audit at 7, quote at 9), or null. */
export const Route = createFileRoute('/v1/project/payment/$id')({
  server: { handlers: { GET: v1(paymentViewRoute) } },
})
