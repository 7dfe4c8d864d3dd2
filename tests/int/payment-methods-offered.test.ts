import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { asUser, createProject, createUser, tinyPdf } from './support/fixtures.ts'
import { startSmtpCapture } from '../support/smtp-capture.ts'
import { PRICING_TERMS } from '../../seed/content/pricing.ts'
import { BALANCE_DUE_TEXT } from '../../src/domain/commitments/index.ts'
import type * as Payments from '../../src/server/payments/payments.server.ts'
import type { User } from '../../payload-types.ts'

/**
 * The ways to pay named on screens and in emails are the ones really offered (issue #36): here Stripe's keys
 * are not set, so the card is never offered; the transfer is offered once the bank details are entered.
 */

let ctx: TestPayload
let payload: Payload
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
let payments: typeof Payments

const N = '\u00a0'

beforeAll(async () => {
  smtp = await startSmtpCapture()
  // NOTE: src/platform/env.ts reads the environment once, when the app's modules load (bootTestPayload).
  for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_URL']) delete process.env[name]
  process.env.SMTP_URL = smtp.url
  ctx = await bootTestPayload()
  payload = ctx.payload
  payments = await import('../../src/server/payments/payments.server.ts')
  await payload.updateGlobal({ slug: 'pricing-grid', data: { ...PRICING_TERMS }, overrideAccess: true })
})
afterAll(async () => {
  await ctx?.cleanup()
  await smtp?.stop()
})

const staffMove = (staff: User, projectId: number, status: number) => payload.update({ collection: 'projects', id: projectId, data: { status, statusChangeReason: 'Étape suivante.' }, user: asUser(staff), overrideAccess: false })

/** The quote and the fee presentation uploaded for a project, not attached yet. */
async function uploadedDocuments(projectId: number, ownerId: number) {
  const ids: Record<string, number> = {}
  for (const kind of ['quote', 'presentation'] as const) {
    const data = await tinyPdf(kind)
    const file = await payload.create({ collection: 'files', data: { kind, project: projectId, owner: ownerId }, file: { data, mimetype: 'application/pdf', name: `${kind}-${projectId}.pdf`, size: data.length }, overrideAccess: true })
    ids[`${kind}File`] = file.id
  }
  return ids as { quoteFile: number; presentationFile: number }
}

/** A customer's project at 6 (the audit to come) moved by staff to 7 (the audit done, its fee due): the email it sends. */
async function auditFeeDue() {
  const customer = await createUser(payload, 'customer', { firstName: 'Nina' })
  const staff = (await createUser(payload, 'staff')).user as unknown as User
  const project = await createProject(payload, customer.user.id, { title: 'Studio Nina', status: 6, auditAmount: 700, quoteAmount: 12_500 })
  await staffMove(staff, project.id, 7)
  const email = await smtp.waitForMail(customer.email, /Votre audit est réalisé/)
  return { user: asUser(customer.user) as unknown as User, staff, customer, project, email }
}

describe('the ways to pay really offered', () => {
  it('offers no way to pay while neither Stripe nor the bank details are set, and promises none', async () => {
    const { user, project, email } = await auditFeeDue()
    expect(email.text).toContain(`Réglez-la (700,00 € TTC) par les moyens de paiement indiqués par votre conseiller${N}: dès réception du paiement, nous préparons votre devis.`)
    expect(email.text).not.toMatch(/carte|virement|en ligne ou/)
    expect(await payments.paymentView(payload, { projectId: project.id, user })).toMatchObject({ purpose: 'audit', methods: [], transfer: null })
    await expect(payments.chooseTransfer(payload, { projectId: project.id, user })).rejects.toThrow(payments.PAYMENT_MESSAGES.transferUnavailable)
    await expect(payments.startCheckout(payload, { projectId: project.id, user })).rejects.toThrow(payments.PAYMENT_MESSAGES.cardUnavailable)
    expect((await payload.find({ collection: 'payments', where: { project: { equals: project.id } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  it('offers the transfer alone without Stripe’s keys: the screen, the audit’s email and the quote’s email name only it', async () => {
    await payload.updateGlobal({ slug: 'payment-settings', data: { holder: 'Maisonnée SAS', iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'DEMOFRPPXXX' }, overrideAccess: true })
    const { user, staff, customer, project, email } = await auditFeeDue()
    expect(email.text).toContain(`Notre expert a réalisé l’audit technique de votre projet «${N}Studio Nina${N}»${N}: sa note d’honoraires est disponible dans votre espace Maisonnée.`)
    expect(email.text).toContain(`Réglez-la (700,00 € TTC) par virement bancaire${N}: dès réception du paiement, nous préparons votre devis.`)
    expect(email.text).not.toMatch(/carte|en ligne ou/)
    expect(await payments.paymentView(payload, { projectId: project.id, user })).toMatchObject({ methods: ['transfer'] })
    await expect(payments.startCheckout(payload, { projectId: project.id, user })).rejects.toThrow(payments.PAYMENT_MESSAGES.cardUnavailable)
    expect((await payments.chooseTransfer(payload, { projectId: project.id, user })).transfer).toMatchObject({ iban: 'FR76 3000 6000 0112 3456 7890 189' })

    // The quote's email, when staff attach the quote and the fee presentation (8 -> 9): the deposit, its
    // percentage, the balance and when, by transfer only.
    const waiting = await createProject(payload, customer.user.id, { title: 'Studio Nina', status: 8, quoteAmount: 12_500 })
    const { quoteFile, presentationFile } = await uploadedDocuments(waiting.id, customer.user.id)
    await payload.update({ collection: 'projects', id: waiting.id, data: { quoteFile, presentationFile }, user: asUser(staff), overrideAccess: false })
    const quote = await smtp.waitForMail(customer.email, /Votre devis est prêt/)
    expect(quote.text).toContain(
      `Consultez-le, puis réglez l’acompte de 30${N}% du devis (3 750,00 € TTC) par virement bancaire${N}: vous signerez ensuite votre contrat en ligne. Le solde, 8 750,00 € TTC, se règle ${BALANCE_DUE_TEXT.instalments}.`,
    )
    expect(quote.text).not.toMatch(/carte|en ligne ou/)
  })
})
