import { bootTestPayload, type TestPayload } from './test-payload.ts'
import { startFakeStripe, type FakeStripe } from '../../fakes/stripe-server.ts'
import { startSmtpCapture } from '../../support/smtp-capture.ts'

export type PaymentsPayload = TestPayload & { stripe: FakeStripe; smtp: Awaited<ReturnType<typeof startSmtpCapture>> }

/**
 * Payload booted for the payment tests: the Stripe fake and a loopback SMTP server named in the environment
 * before the app's modules load (src/platform/env.ts reads it once), and the transfer details set. Its
 * cleanup stops all three.
 */
export async function bootPaymentsPayload(): Promise<PaymentsPayload> {
  const stripe = await startFakeStripe()
  const smtp = await startSmtpCapture()
  Object.assign(process.env, { SMTP_URL: smtp.url, STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_WEBHOOK_SECRET: stripe.webhookSecret, STRIPE_API_URL: stripe.url })
  const ctx = await bootTestPayload()
  await ctx.payload.updateGlobal({ slug: 'payment-settings', data: { holder: 'Maisonnée SAS', iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'DEMOFRPPXXX' }, overrideAccess: true })
  return {
    ...ctx,
    stripe,
    smtp,
    async cleanup() {
      await ctx.cleanup()
      await stripe.close()
      await smtp.stop()
    },
  }
}
