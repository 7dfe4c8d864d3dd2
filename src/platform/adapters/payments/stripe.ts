import Stripe from 'stripe'
import { PAYMENT_CURRENCY, type PaymentEvent, type PaymentPurpose } from '../../../domain/payments/index.ts'
import type { DocId } from '../../../domain/ids/index.ts'
import { env } from '../../env.ts'

/** What the app asks of Stripe: a Checkout Session to pay one payment, and the events it signs. */
export type CheckoutRequest = {
  paymentId: DocId
  projectId: DocId
  purpose: PaymentPurpose
  amountCents: number
  label: string
  /** Null for a customer without an email (signed up with a phone): Stripe's page asks for one. */
  customerEmail: string | null
  successUrl: string
  cancelUrl: string
}

/**
 * A verified Stripe event, reduced to what the app acts on: the payment it names, and the Checkout
 * Session's id, amount (in cents) and currency, which must match that payment before anything changes.
 */
export type StripeNotice = {
  eventId: string
  type: string
  /** The payment's id as our checkout request gave it (opaque: checked against the database by the caller). */
  paymentId: DocId | null
  sessionId: string | null
  amountCents: number | null
  currency: string | null
  event: PaymentEvent | null
}

export type StripeGateway = {
  createCheckout: (request: CheckoutRequest) => Promise<{ sessionId: string; url: string }>
  /** Verifies the signature of a webhook delivery (throws when it is not Stripe's) and reads it. */
  readWebhook: (rawBody: string, signatureHeader: string) => Promise<StripeNotice>
}

const PAYMENT_EVENTS: Record<string, (session: Stripe.Checkout.Session) => PaymentEvent> = {
  'checkout.session.completed': (session) => ({ type: 'completed', paid: session.payment_status === 'paid' || session.payment_status === 'no_payment_required' }),
  'checkout.session.async_payment_succeeded': () => ({ type: 'async-succeeded' }),
  'checkout.session.async_payment_failed': () => ({ type: 'async-failed' }),
  'checkout.session.expired': () => ({ type: 'expired' }),
}

/** The SDK's options for a Stripe API origin other than Stripe's own (a local fake in tests). */
function apiOrigin(url: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!url) return {}
  const parsed = new URL(url)
  return { host: parsed.hostname, port: parsed.port || (parsed.protocol === 'https:' ? 443 : 80), protocol: parsed.protocol === 'http:' ? 'http' : 'https' }
}

/**
 * Stripe Checkout (card and SEPA debit) over the official SDK, or null when the keys are not set (then
 * customers pay by bank transfer only). One Checkout Session per attempt, created with an idempotency key.
 */
export function stripeGateway(): StripeGateway | null {
  const { stripeSecretKey: secretKey, stripeWebhookSecret: webhookSecret } = env
  if (!secretKey || !webhookSecret) return null
  const stripe = new Stripe(secretKey, { ...apiOrigin(env.stripeApiUrl), maxNetworkRetries: 1, timeout: 20_000, telemetry: false })

  return {
    async createCheckout(request) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          locale: 'fr',
          allowed_payment_method_types: ['card', 'sepa_debit'],
          ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
          client_reference_id: String(request.paymentId),
          line_items: [{ quantity: 1, price_data: { currency: PAYMENT_CURRENCY, unit_amount: request.amountCents, product_data: { name: request.label } } }],
          metadata: { payment_id: String(request.paymentId), project_id: String(request.projectId), purpose: request.purpose },
          payment_intent_data: { metadata: { payment_id: String(request.paymentId), project_id: String(request.projectId) } },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        // NOTE: a new key per attempt (the payment id and the time): a retry of one attempt reuses it.
        { idempotencyKey: `maisonnee-payment-${request.paymentId}-${Date.now()}` },
      )
      if (!session.url) throw new Error(`Stripe returned no Checkout URL for session ${session.id}`)
      return { sessionId: session.id, url: session.url }
    },

    async readWebhook(rawBody, signatureHeader) {
      const event = await stripe.webhooks.constructEventAsync(rawBody, signatureHeader, webhookSecret)
      const toPaymentEvent = PAYMENT_EVENTS[event.type]
      if (!toPaymentEvent) return { eventId: event.id, type: event.type, paymentId: null, sessionId: null, amountCents: null, currency: null, event: null }
      const session = event.data.object as Stripe.Checkout.Session
      const paymentId = String(session.metadata?.payment_id ?? session.client_reference_id ?? '')
      return {
        eventId: event.id,
        type: event.type,
        paymentId: /^[\w-]{1,64}$/.test(paymentId) ? paymentId : null,
        sessionId: session.id,
        amountCents: typeof session.amount_total === 'number' ? session.amount_total : null,
        currency: typeof session.currency === 'string' ? session.currency.toLowerCase() : null,
        event: toPaymentEvent(session),
      }
    },
  }
}
