import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { startCheckoutRoute } from '@/server/payments/payment-routes.server'

/** POST /v1/project/payment/checkout/$id: the owner pays by card or SEPA debit; answers the Stripe Checkout uri. */
export const Route = createFileRoute('/v1/project/payment/checkout/$id')({
  server: { handlers: { POST: v1(startCheckoutRoute) } },
})
