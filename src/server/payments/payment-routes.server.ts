import type { V1Context } from '../v1/handler.server.ts'
import { ok } from '../v1/envelope.ts'
import { toWirePaymentView } from '../v1/serializers/payment.ts'
import { parseProjectId } from '../projects/project-access.server.ts'
import { chooseTransfer, paymentView, receiveStripeWebhook, startCheckout } from './payments.server.ts'

/** The payment calls of /v1, as thin adapters over payments.server.ts. */

/** GET /v1/project/payment/{id}: the payment the project awaits now, or null. */
export async function paymentViewRoute({ params, payload, user }: V1Context) {
  return toWirePaymentView(await paymentView(payload, { projectId: parseProjectId(payload, params.id), user }))
}

/** POST /v1/project/payment/transfer/{id}: pay by bank transfer; answers the instructions. */
export async function chooseTransferRoute({ params, payload, user }: V1Context) {
  return toWirePaymentView(await chooseTransfer(payload, { projectId: parseProjectId(payload, params.id), user }))
}

/** POST /v1/project/payment/checkout/{id}: pay by card or SEPA debit; answers `{ uri }`, the Checkout page. */
export async function startCheckoutRoute({ params, payload, user }: V1Context) {
  return ok(await startCheckout(payload, { projectId: parseProjectId(payload, params.id), user }), { status: 201 })
}

/** POST /v1/payment/stripe/webhook: Stripe's events, signed (raw body and Stripe-Signature header). */
export async function stripeWebhookRoute({ request, payload }: V1Context) {
  return receiveStripeWebhook(payload, { rawBody: await request.text(), signature: request.headers.get('stripe-signature') })
}
