import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { stripeWebhookRoute } from '@/server/payments/payment-routes.server'

/** POST /v1/payment/stripe/webhook: Stripe's signed events (a forged signature is a 400 and changes nothing). */
export const Route = createFileRoute('/v1/payment/stripe/webhook')({
  server: { handlers: { POST: v1(stripeWebhookRoute) } },
})
