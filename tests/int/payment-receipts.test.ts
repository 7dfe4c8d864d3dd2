import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { bootPaymentsPayload, type PaymentsPayload } from './support/payments-payload.ts'
import { asUser, createProject, createUser } from './support/fixtures.ts'
import { attachDocuments } from './support/project-facts.ts'
import { callV1 } from './support/v1-routes.ts'
import type { FakeStripe } from '../fakes/stripe-server.ts'
import { pdfPageTexts } from '../support/pdf-text.ts'
import { PRICING_TERMS } from '../../seed/content/pricing.ts'
import { COMPANY_IDENTITY } from '../../seed/content/company.ts'
import { seedCompanyIdentity } from '../../seed/company.ts'
import type * as Payments from '../../src/server/payments/payments.server.ts'
import type * as ProjectDocuments from '../../src/server/projects/project-documents.server.ts'
import type * as Documents from '../../src/server/documents/documents.server.ts'
import type { User } from '../../payload-types.ts'

/**
 * Issue #22, documents: each payment shows the document it pays, and once paid (a transfer staff confirm,
 * a card the Stripe webhook confirms) it gets one « Reçu de paiement » PDF in the project's documents.
 */

let ctx: PaymentsPayload
let payload: Payload
let stripe: FakeStripe
let smtp: PaymentsPayload['smtp']
let payments: typeof Payments
let projectDocuments: typeof ProjectDocuments
let documents: typeof Documents

beforeAll(async () => {
  ctx = await bootPaymentsPayload()
  payload = ctx.payload
  stripe = ctx.stripe
  smtp = ctx.smtp
  payments = await import('../../src/server/payments/payments.server.ts')
  projectDocuments = await import('../../src/server/projects/project-documents.server.ts')
  documents = await import('../../src/server/documents/documents.server.ts')
  await payload.updateGlobal({ slug: 'pricing-grid', data: { ...PRICING_TERMS }, overrideAccess: true })
  await seedCompanyIdentity(payload)
})
afterAll(() => ctx?.cleanup())

const customerAt = async (status: number) => {
  const customer = await createUser(payload, 'customer', { firstName: 'Camille', lastName: 'Martin' })
  const project = await createProject(payload, customer.user.id, { status, auditAmount: 700, quoteAmount: 12_480.5, title: 'Loft Paradis', address: '8 rue de Paradis 75010 Paris' })
  return { user: asUser(customer.user) as unknown as User, project, account: customer }
}

const receiptsOf = (projectId: number) => payload.find({ collection: 'files', where: { and: [{ project: { equals: projectId } }, { kind: { equals: 'receipt' } }] }, depth: 0, overrideAccess: true }).then((result) => result.docs)
const paymentsOf = (projectId: number) => payload.find({ collection: 'payments', where: { project: { equals: projectId } }, sort: 'createdAt', depth: 0, overrideAccess: true }).then((result) => result.docs)
const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer())

describe('the document a payment pays', () => {
  it('shows the quote beside the quote’s payment, and the fee note beside the audit’s, to see and download', async () => {
    const quote = await customerAt(9)
    await attachDocuments(payload, { projectId: quote.project.id, ownerId: quote.user.id, documents: ['quoteFile', 'presentationFile'] })
    const view = await payments.paymentView(payload, { projectId: quote.project.id, user: quote.user })
    expect(view?.document).toEqual({ name: `quote-${quote.project.id}.pdf`, viewUrl: `/v1/project/docs/quote-${quote.project.id}.pdf`, downloadUrl: `/v1/project/download/pdf/quote-${quote.project.id}.pdf` })
    const token = (await payload.login({ collection: 'users', data: { email: quote.account.email, password: quote.account.password } })).token
    const wire = await callV1({ path: `/v1/project/payment/${quote.project.id}`, token })
    // The quote's payment at 9 is its deposit, told with its percentage and the balance (the seeded terms: 30 %).
    expect(wire.json.payload).toMatchObject({ payment_amount: 374_415, payment_deposit: { percent: 30, balance: 873_635 } })
    expect(wire.json.payload.payment_document).toEqual({ name: `quote-${quote.project.id}.pdf`, view_url: `/v1/project/docs/quote-${quote.project.id}.pdf`, download_url: `/v1/project/download/pdf/quote-${quote.project.id}.pdf` })

    const audit = await customerAt(7)
    expect((await payments.paymentView(payload, { projectId: audit.project.id, user: audit.user }))?.document).toBeNull()
    await attachDocuments(payload, { projectId: audit.project.id, ownerId: audit.user.id, documents: ['presentationFile'] })
    expect((await payments.paymentView(payload, { projectId: audit.project.id, user: audit.user }))?.document?.name).toBe(`presentation-${audit.project.id}.pdf`)
  })
})

describe('the receipt of a payment', () => {
  it('files one « Reçu de paiement » when staff confirm a transfer: in the customer’s documents, linked beside the payment with the quote it paid', async () => {
    const { user, project } = await customerAt(9)
    await attachDocuments(payload, { projectId: project.id, ownerId: user.id, documents: ['quoteFile', 'presentationFile'] })
    await payments.chooseTransfer(payload, { projectId: project.id, user })
    expect(await payments.settledPayments(payload, { projectId: project.id, user })).toEqual([])
    const [payment] = await paymentsOf(project.id)
    const staff = asUser((await createUser(payload, 'staff', { firstName: 'Inès', lastName: 'Roux' })).user)
    await payload.update({ collection: 'payments', id: payment!.id, data: { status: 'paid' }, user: staff, overrideAccess: false })

    const receipts = await receiptsOf(project.id)
    expect(receipts).toHaveLength(1)
    const [receipt] = receipts
    const reference = `MAISONNEE-${String(project.id).padStart(6, '0')}-DEVIS`
    expect(receipt).toMatchObject({ kind: 'receipt', owner: user.id, filename: `recu-${reference.toLowerCase()}.pdf`, mimeType: 'application/pdf' })
    expect((await payload.findByID({ collection: 'payments', id: payment!.id, depth: 0, overrideAccess: true })).receipt).toBe(receipt!.id)

    // The payment listing carries the quote it paid and its receipt.
    const [settled, ...others] = await payments.settledPayments(payload, { projectId: project.id, user })
    expect(others).toHaveLength(0)
    expect(settled).toMatchObject({
      purpose: 'quote',
      isDeposit: true,
      amountLabel: '3\u202f744,15\u00a0€',
      methodLabel: 'Virement bancaire',
      reference,
      paidOnLabel: expect.stringMatching(/^(1er|\d{1,2}) \S+ \d{4}$/),
      document: { name: `quote-${project.id}.pdf` },
      receipt: { name: receipt!.filename, viewUrl: `/v1/project/docs/${receipt!.filename}`, downloadUrl: `/v1/project/download/pdf/${receipt!.filename}` },
    })

    // The receipt's PDF says who paid what, for which project, how and under which reference.
    const requester = { user, visitorKey: null }
    const served = await projectDocuments.projectDocumentResponse(payload, { name: receipt!.filename!, requester, disposition: 'attachment' })
    expect(served.headers.get('content-type')).toBe('application/pdf')
    const [text] = await pdfPageTexts(await bytesOf(served))
    for (const expected of ['REÇU DE PAIEMENT', 'Camille Martin', 'Loft Paradis', '8 rue de Paradis 75010 Paris', 'Acompte de 30 % sur le devis des travaux du projet', `quote-${project.id}.pdf`, 'Virement bancaire', reference, '3 744,15 €', 'Reste à régler TTC', '8 736,35 €', COMPANY_IDENTITY.legalName, 'SIRET 912 345 675 00017']) {
      expect(text).toContain(expected)
    }
    // It is among the team's documents of the project, which the customer may not remove.
    const team = await documents.listDocuments(payload, { user, projectId: String(project.id), query: { tab: 'team' } })
    expect(team.data.find((document) => document.name === receipt!.filename)).toMatchObject({ kind: 'receipt', kindLabel: 'Reçu de paiement', canDelete: false })

    // The email of the payment says where the receipt is; filing it silenced none of the emails that follow.
    expect((await smtp.waitForMail(user.email!, /Paiement reçu/)).text).toContain('Votre reçu de paiement (PDF) vous attend sur la page de votre projet et dans vos documents.')
    await smtp.waitForMail(user.email!, /Votre contrat est prêt à être signé/)

    // Another customer reaches neither the receipt nor the listing.
    const stranger = asUser((await createUser(payload)).user) as unknown as User
    await expect(projectDocuments.projectDocumentResponse(payload, { name: receipt!.filename!, requester: { user: stranger, visitorKey: null }, disposition: 'inline' })).rejects.toMatchObject({ status: 404 })
    await expect(payments.settledPayments(payload, { projectId: project.id, user: stranger })).rejects.toMatchObject({ status: 404 })
    expect((await payload.find({ collection: 'files', where: { id: { equals: receipt!.id } }, user: stranger, overrideAccess: false })).docs).toHaveLength(0)

    // Nobody marks a file as a receipt, nor links one on a payment, not even staff.
    const forged = await payload.update({ collection: 'files', id: (await attachDocuments(payload, { projectId: project.id, ownerId: user.id, documents: ['contractFile'] })).contractFile!, data: { kind: 'receipt' }, user: staff, overrideAccess: false })
    expect(forged.kind).toBe('contract')
    await payload.update({ collection: 'payments', id: payment!.id, data: { receipt: forged.id }, user: staff, overrideAccess: false }).catch(() => null)
    expect((await payload.findByID({ collection: 'payments', id: payment!.id, depth: 0, overrideAccess: true })).receipt).toBe(receipt!.id)
    expect(await receiptsOf(project.id)).toHaveLength(1)
  })

  it('files exactly one receipt for a card payment, however often and however concurrently Stripe delivers its events', async () => {
    const { user, project } = await customerAt(7)
    const { uri } = await payments.startCheckout(payload, { projectId: project.id, user })
    const sessionId = uri.split('/').pop() ?? ''
    stripe.complete(sessionId, 'card')
    const completed = stripe.eventFor(sessionId, 'checkout.session.completed')
    const outcomes = await Promise.all([
      payments.receiveStripeWebhook(payload, { rawBody: completed, signature: stripe.sign(completed) }),
      payments.receiveStripeWebhook(payload, { rawBody: completed, signature: stripe.sign(completed) }),
    ])
    expect(outcomes.map((outcome) => outcome.outcome).sort()).toEqual(['confirmed', 'duplicate'])
    // A replay, and another event about the same session, later.
    expect(await payments.receiveStripeWebhook(payload, { rawBody: completed, signature: stripe.sign(completed) })).toEqual({ outcome: 'duplicate' })
    const succeeded = stripe.eventFor(sessionId, 'checkout.session.async_payment_succeeded')
    expect((await payments.receiveStripeWebhook(payload, { rawBody: succeeded, signature: stripe.sign(succeeded) })).outcome).toBe('unchanged')
    // Even server code writing 'paid' again makes none.
    const [payment] = await paymentsOf(project.id)
    await payload.update({ collection: 'payments', id: payment!.id, data: { status: 'paid' }, overrideAccess: true })

    const receipts = await receiptsOf(project.id)
    expect(receipts).toHaveLength(1)
    expect(receipts[0]).toMatchObject({ owner: user.id, filename: `recu-maisonnee-${String(project.id).padStart(6, '0')}-audit.pdf` })
    const [text] = await pdfPageTexts(await bytesOf(await projectDocuments.projectDocumentResponse(payload, { name: receipts[0]!.filename!, requester: { user, visitorKey: null }, disposition: 'inline' })))
    expect(text).toContain('Honoraires de l’audit technique du projet')
    expect(text).toContain('Carte ou prélèvement SEPA (Stripe)')
    expect(text).toContain('700,00 €')
    expect((await payments.settledPayments(payload, { projectId: project.id, user })).map((settled) => [settled.purpose, settled.receipt?.name])).toEqual([['audit', receipts[0]!.filename]])
    // The unique key stops a second receipt of the same payment whatever writes it.
    await expect(
      payload.create({
        collection: 'files',
        data: { kind: 'receipt', onceKey: `receipt:${payment!.id}`, project: project.id, owner: user.id },
        file: { data: Buffer.from(await (await projectDocuments.projectDocumentResponse(payload, { name: receipts[0]!.filename!, requester: { user, visitorKey: null }, disposition: 'inline' })).arrayBuffer()), mimetype: 'application/pdf', name: 'recu-double.pdf', size: 1 },
        overrideAccess: true,
      }),
    ).rejects.toThrow()
    expect(await receiptsOf(project.id)).toHaveLength(1)
  })
})
