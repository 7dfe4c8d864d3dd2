import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { bootPaymentsPayload, type PaymentsPayload } from './support/payments-payload.ts'
import { asUser, createProject, createUser, refusalMessage } from './support/fixtures.ts'
import type { FakeStripe } from '../fakes/stripe-server.ts'
import { PRICING_TERMS } from '../../seed/content/pricing.ts'
import type * as Payments from '../../src/server/payments/payments.server.ts'
import type { User } from '../../payload-types.ts'
import { BALANCE_DUE_TEXT } from '../../src/domain/commitments/index.ts'

let ctx: PaymentsPayload
let payload: Payload
let stripe: FakeStripe
let smtp: PaymentsPayload['smtp']
let payments: typeof Payments

beforeAll(async () => {
  ctx = await bootPaymentsPayload()
  payload = ctx.payload
  stripe = ctx.stripe
  smtp = ctx.smtp
  payments = await import('../../src/server/payments/payments.server.ts')
})
afterAll(() => ctx?.cleanup())

const customerAt = async (status: number, amounts: { auditAmount?: number; quoteAmount?: number } = { auditAmount: 700, quoteAmount: 12_480.5 }) => {
  const customer = await createUser(payload)
  const project = await createProject(payload, customer.user.id, { status, ...amounts })
  return { user: asUser(customer.user) as unknown as User, project }
}

const statusOf = async (projectId: number) => (await payload.findByID({ collection: 'projects', id: projectId, depth: 0, overrideAccess: true })).status
const paymentsOf = (projectId: number) => payload.find({ collection: 'payments', where: { project: { equals: projectId } }, sort: 'createdAt', depth: 0, overrideAccess: true }).then((result) => result.docs)

/** Starts a card payment and has the fake complete its session; answers the session and its completed event. */
async function paidSession(user: User, projectId: number, method: 'card' | 'sepa_debit' = 'card') {
  const { uri } = await payments.startCheckout(payload, { projectId, user })
  const sessionId = uri.split('/').pop() ?? ''
  stripe.complete(sessionId, method)
  const body = stripe.eventFor(sessionId, 'checkout.session.completed')
  return { sessionId, body }
}

/** Sets the price grid's terms (the deposit's percentage, the balance's moment, the audit's price); the seed's without arguments. */
const setTerms = (terms: Partial<{ depositPercent: number; balanceDue: 'instalments' | 'handover'; auditPrice: number }> = {}) =>
  payload.updateGlobal({ slug: 'pricing-grid', data: { ...PRICING_TERMS, ...terms }, overrideAccess: true })

describe('the payment a status awaits', () => {
  it('shows the audit at 7 and the quote’s deposit at 9 with their amounts and both ways to pay; nothing at 8', async () => {
    await setTerms()
    const audit = await customerAt(7)
    expect(await payments.paymentView(payload, { projectId: audit.project.id, user: audit.user })).toMatchObject({
      purpose: 'audit',
      amountCents: 70_000,
      amountLabel: '700,00 €',
      deposit: null,
      methods: ['stripe', 'transfer'],
      current: null,
      transfer: null,
    })
    const quote = await customerAt(9)
    expect(await payments.paymentView(payload, { projectId: quote.project.id, user: quote.user })).toMatchObject({
      purpose: 'quote',
      amountCents: 374_415,
      amountLabel: '3 744,15 €',
      deposit: { quoteLabel: '12 480,50 €', percent: 30, percentLabel: '30 %', balanceCents: 873_635, balanceLabel: '8 736,35 €', balanceDueWords: BALANCE_DUE_TEXT.instalments },
    })
    const between = await customerAt(8)
    expect(await payments.paymentView(payload, { projectId: between.project.id, user: between.user })).toBeNull()
  })

  it('asks at 9 the settings’ percentage of the quote, computed by the server, up to the whole quote', async () => {
    const { user, project } = await customerAt(9, { quoteAmount: 48_000 })
    await setTerms({ depositPercent: 40, balanceDue: 'handover' })
    expect(await payments.paymentView(payload, { projectId: project.id, user })).toMatchObject({ amountCents: 1_920_000, deposit: { percent: 40, balanceCents: 2_880_000, balanceDueWords: BALANCE_DUE_TEXT.handover } })
    await payments.chooseTransfer(payload, { projectId: project.id, user })
    expect(await paymentsOf(project.id)).toMatchObject([{ purpose: 'quote', method: 'transfer', amountCents: 1_920_000 }])
    await setTerms({ depositPercent: 100 })
    expect(await payments.paymentView(payload, { projectId: project.id, user })).toMatchObject({ amountCents: 4_800_000, deposit: { percent: 100, balanceCents: 0 } })
    await setTerms()
  })

  it('charges the price grid’s audit price when staff set none on the project', async () => {
    await setTerms({ auditPrice: 650 })
    const { user, project } = await customerAt(7, {})
    expect(await payments.paymentView(payload, { projectId: project.id, user })).toMatchObject({ purpose: 'audit', amountCents: 65_000, amountLabel: '650,00 €' })
    await setTerms()
  })

  it('refuses to start a payment without an amount, or for another customer’s project', async () => {
    const { user, project } = await customerAt(9, {})
    await expect(payments.chooseTransfer(payload, { projectId: project.id, user })).rejects.toThrow(payments.PAYMENT_MESSAGES.noAmount)
    const other = await customerAt(7)
    await expect(payments.startCheckout(payload, { projectId: other.project.id, user })).rejects.toMatchObject({ status: 404 })
    expect(await paymentsOf(other.project.id)).toHaveLength(0)
  })
})

describe('paying by bank transfer', () => {
  it('gives the instructions with a stable reference; staff confirm it and the project moves 7 -> 8, recorded in its history', async () => {
    const { user, project } = await customerAt(7)
    const first = await payments.chooseTransfer(payload, { projectId: project.id, user })
    const again = await payments.chooseTransfer(payload, { projectId: project.id, user })
    const reference = `MAISONNEE-${String(project.id).padStart(6, '0')}-AUDIT`
    expect(first.transfer).toEqual({ holder: 'Maisonnée SAS', iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'DEMOFRPPXXX', bank: '', reference, amountLabel: '700,00 €' })
    expect(again.transfer?.reference).toBe(reference)
    const [payment, ...more] = await paymentsOf(project.id)
    expect(more).toHaveLength(0)
    expect(payment).toMatchObject({ method: 'transfer', status: 'pending', amountCents: 70_000 })

    // The customer may not confirm their own transfer.
    await expect(payload.update({ collection: 'payments', id: payment!.id, data: { status: 'paid' }, user, overrideAccess: false })).rejects.toThrow()
    expect(await statusOf(project.id)).toBe(7)

    const staff = asUser((await createUser(payload, 'staff', { firstName: 'Inès', lastName: 'Roux' })).user)
    const confirmed = await payload.update({ collection: 'payments', id: payment!.id, data: { status: 'paid' }, user: staff, overrideAccess: false })
    expect(confirmed).toMatchObject({ status: 'paid', confirmedBy: 'Confirmé à la main par Inès Roux' })
    expect(confirmed.paidAt).toBeTruthy()
    expect(await statusOf(project.id)).toBe(8)
    const { docs: history } = await payload.find({ collection: 'project-history', where: { project: { equals: project.id } }, sort: '-createdAt', limit: 1, depth: 0, overrideAccess: true })
    expect(history[0]).toMatchObject({ from: '7', to: '8', move: 'workflow', actor: 'staff', reason: `Paiement de l’audit confirmé (${reference}).` })

    // The customer gets a receipt.
    const receipt = await smtp.waitForMail(user.email!, /Paiement reçu/)
    expect(receipt.text).toContain(`Nous avons bien reçu votre règlement de l’audit de votre projet « Projet test » : 700,00 € (référence ${reference}).`)
    expect(receipt.text).not.toContain('Reste à régler')

    // A paid payment stays paid.
    expect(await refusalMessage(payload.update({ collection: 'payments', id: payment!.id, data: { status: 'pending' }, user: staff, overrideAccess: false }))).toBe(
      'Ce paiement est déjà payé ou annulé : son statut ne change plus.',
    )
  })
})

describe('the deposit at 9', () => {
  it('settles the quote’s step for the deposit (9 -> 10): the receipt says deposit, percentage and balance, the screen the balance still due', async () => {
    await setTerms()
    const { user, project } = await customerAt(9)
    const staff = asUser((await createUser(payload, 'staff')).user)
    // The whole quote, what the product asked before the deposit, is not the amount due.
    expect(
      await refusalMessage(
        payload.create({
          collection: 'payments',
          data: { project: project.id, owner: user.id, purpose: 'quote', method: 'transfer', reference: 'TOUT-LE-DEVIS', amountCents: 1_248_050, status: 'pending' },
          overrideAccess: true,
        }),
      ),
    ).toBe('Le montant de ce paiement (12 480,50 €) n’est pas le montant dû pour ce projet (3 744,15 €).')

    const view = await payments.chooseTransfer(payload, { projectId: project.id, user })
    expect(view.transfer?.amountLabel).toBe('3 744,15 €')
    expect(await payments.balanceView(payload, { projectId: project.id, user })).toBeNull()
    const [payment] = await paymentsOf(project.id)
    await payload.update({ collection: 'payments', id: payment!.id, data: { status: 'paid' }, user: staff, overrideAccess: false })
    expect(await statusOf(project.id)).toBe(10)

    const receipt = await smtp.waitForMail(user.email!, /Paiement reçu/)
    expect(receipt.text).toContain(`Nous avons bien reçu votre acompte de 30 % sur le devis de votre projet « Projet test » (12 480,50 € TTC) : 3 744,15 € (référence ${payment!.reference}).`)
    expect(receipt.text).toContain(`Reste à régler : 8 736,35 € TTC, ${BALANCE_DUE_TEXT.instalments}.`)
    expect(await payments.balanceView(payload, { projectId: project.id, user })).toEqual({
      kind: 'due',
      quoteLabel: '12 480,50 €',
      paidLabel: '3 744,15 €',
      balanceLabel: '8 736,35 €',
      balanceDueWords: BALANCE_DUE_TEXT.instalments,
    })
    expect((await payments.settledPayments(payload, { projectId: project.id, user })).map((made) => made.isDeposit)).toEqual([true])
  })
})

describe('the balance once delivered (12)', () => {
  /** A customer whose deposit at 9 is paid by transfer (-> 10), then delivered (12, set as the test's setting). */
  async function deliveredAfterDeposit() {
    const { user, project } = await customerAt(9)
    const staff = asUser((await createUser(payload, 'staff')).user)
    await payments.chooseTransfer(payload, { projectId: project.id, user })
    const [payment] = await paymentsOf(project.id)
    await payload.update({ collection: 'payments', id: payment!.id, data: { status: 'paid' }, user: staff, overrideAccess: false })
    expect(await statusOf(project.id)).toBe(10)
    await payload.db.updateOne({ collection: 'projects', id: project.id, data: { status: 12 } })
    return { user, project }
  }

  it('says the balance still due, as at 10 and 11', async () => {
    await setTerms()
    const { user, project } = await deliveredAfterDeposit()
    expect(await payments.balanceView(payload, { projectId: project.id, user })).toEqual({
      kind: 'due',
      quoteLabel: '12 480,50 €',
      paidLabel: '3 744,15 €',
      balanceLabel: '8 736,35 €',
      balanceDueWords: BALANCE_DUE_TEXT.instalments,
    })
  })

  it('says the quote is settled when the deposit was the whole quote', async () => {
    await setTerms({ depositPercent: 100 })
    try {
      const { user, project } = await deliveredAfterDeposit()
      const view = await payments.balanceView(payload, { projectId: project.id, user })
      expect(view).toMatchObject({ kind: 'settled' })
      expect(view?.quoteLabel).toBe(view?.paidLabel)
    } finally {
      await setTerms()
    }
  })
})

describe('paying by card through Stripe Checkout', () => {
  it('creates a Checkout Session for the deposit, card and SEPA debit, in French, with the way back to the project', async () => {
    const { user, project } = await customerAt(9)
    const { uri } = await payments.startCheckout(payload, { projectId: project.id, user })
    const session = stripe.sessions.get(uri.split('/').pop() ?? '')
    expect(session).toMatchObject({
      amount_total: 374_415,
      currency: 'eur',
      customer_email: user.email,
      locale: 'fr',
      allowed_payment_method_types: ['card', 'sepa_debit'],
      metadata: { project_id: String(project.id), purpose: 'quote' },
    })
    expect(session?.success_url).toMatch(new RegExp(`/project/${project.id}\\?paiement=merci$`))
    const [payment] = await paymentsOf(project.id)
    expect(payment).toMatchObject({ method: 'stripe', status: 'pending', providerSessionId: session?.id })
  })

  it('confirms on the signed webhook (9 -> 10, as the system) and only once when it is delivered twice', async () => {
    const { user, project } = await customerAt(9)
    await payments.chooseTransfer(payload, { projectId: project.id, user })
    const { body } = await paidSession(user, project.id)
    const signature = stripe.sign(body)
    expect(await payments.receiveStripeWebhook(payload, { rawBody: body, signature })).toEqual({ outcome: 'confirmed' })
    expect(await payments.receiveStripeWebhook(payload, { rawBody: body, signature: stripe.sign(body) })).toEqual({ outcome: 'duplicate' })
    expect(await statusOf(project.id)).toBe(10)
    const all = await paymentsOf(project.id)
    expect(all.map((payment) => `${payment.method}:${payment.status}`)).toEqual(['transfer:cancelled', 'stripe:paid'])
    const { docs: history } = await payload.find({ collection: 'project-history', where: { project: { equals: project.id } }, depth: 0, overrideAccess: true })
    expect(history.filter((entry) => entry.to === '10')).toHaveLength(1)
    expect(history.find((entry) => entry.to === '10')).toMatchObject({ actor: 'system', move: 'workflow' })
  })

  it('handles two deliveries of one event arriving together once', async () => {
    const { user, project } = await customerAt(7)
    const { body } = await paidSession(user, project.id)
    const outcomes = await Promise.all([
      payments.receiveStripeWebhook(payload, { rawBody: body, signature: stripe.sign(body) }),
      payments.receiveStripeWebhook(payload, { rawBody: body, signature: stripe.sign(body) }),
    ])
    expect(outcomes.map((outcome) => outcome.outcome).sort()).toEqual(['confirmed', 'duplicate'])
    expect(await statusOf(project.id)).toBe(8)
  })

  it('refuses a forged webhook (400) and a tampered body: nothing changes', async () => {
    const { user, project } = await customerAt(7)
    const { body } = await paidSession(user, project.id)
    await expect(payments.receiveStripeWebhook(payload, { rawBody: body, signature: stripe.sign(body, { forge: true }) })).rejects.toMatchObject({ status: 400, message: 'Signature du webhook invalide.' })
    const signature = stripe.sign(body)
    const tampered = body.replace('"amount_total":70000', '"amount_total":1')
    expect(tampered).not.toBe(body)
    await expect(payments.receiveStripeWebhook(payload, { rawBody: tampered, signature })).rejects.toMatchObject({ status: 400 })
    await expect(payments.receiveStripeWebhook(payload, { rawBody: body, signature: null })).rejects.toMatchObject({ status: 400 })
    expect(await statusOf(project.id)).toBe(7)
    expect((await paymentsOf(project.id))[0]?.status).toBe('pending')
    expect((await payload.find({ collection: 'payment-events', where: { type: { equals: 'checkout.session.completed' } }, depth: 0, overrideAccess: true })).docs.every((event) => !body.includes(event.eventId))).toBe(true)
  })

  it('waits for a SEPA debit: processing on completion (no new payment allowed), confirmed when the bank settles it', async () => {
    const { user, project } = await customerAt(9)
    const { sessionId, body } = await paidSession(user, project.id, 'sepa_debit')
    expect(await payments.receiveStripeWebhook(payload, { rawBody: body, signature: stripe.sign(body) })).toEqual({ outcome: 'updated' })
    expect(await statusOf(project.id)).toBe(9)
    expect((await payments.paymentView(payload, { projectId: project.id, user }))?.current).toMatchObject({ method: 'stripe', status: 'processing' })
    await expect(payments.chooseTransfer(payload, { projectId: project.id, user })).rejects.toThrow(payments.PAYMENT_MESSAGES.processing)

    stripe.complete(sessionId)
    const settled = stripe.eventFor(sessionId, 'checkout.session.async_payment_succeeded')
    expect(await payments.receiveStripeWebhook(payload, { rawBody: settled, signature: stripe.sign(settled) })).toEqual({ outcome: 'confirmed' })
    expect(await statusOf(project.id)).toBe(10)
    await expect(payments.startCheckout(payload, { projectId: project.id, user })).rejects.toThrow(payments.PAYMENT_MESSAGES.notAwaited)
  })

  it('ignores the events it does not act on', async () => {
    const body = JSON.stringify({ id: 'evt_other', object: 'event', type: 'customer.created', data: { object: { id: 'cus_1', object: 'customer' } } })
    expect(await payments.receiveStripeWebhook(payload, { rawBody: body, signature: stripe.sign(body) })).toEqual({ outcome: 'ignored' })
  })
})

describe('the amount and the Stripe checkout must be the ones the product expects', () => {
  it('The Stripe webhook settles a payment without matching the session id, amount and currency', async () => {
    const { user, project } = await customerAt(7)
    const { sessionId, body } = await paidSession(user, project.id)
    const forged = (change: (session: Record<string, unknown>) => void) => {
      const event = JSON.parse(body) as { id: string; data: { object: Record<string, unknown> } }
      event.id = `evt_forged_${Math.random().toString(16).slice(2)}`
      change(event.data.object)
      return JSON.stringify(event)
    }
    const variants = [
      forged((session) => void (session.id = 'cs_test_another_session')),
      forged((session) => void (session.amount_total = 100)),
      forged((session) => void (session.currency = 'usd')),
    ]
    for (const variant of variants) {
      // Signed with the real secret: only the match with the pending payment can refuse it.
      await expect(payments.receiveStripeWebhook(payload, { rawBody: variant, signature: stripe.sign(variant) })).rejects.toMatchObject({ status: 409, message: payments.PAYMENT_MESSAGES.checkoutMismatch })
      expect(await statusOf(project.id)).toBe(7)
      const [payment] = await paymentsOf(project.id)
      expect(payment).toMatchObject({ status: 'pending', providerSessionId: sessionId })
      // Never paid: null on SQL, no field at all on MongoDB.
      expect(payment?.paidAt ?? null).toBeNull()
    }
    // The genuine event still settles it.
    expect(await payments.receiveStripeWebhook(payload, { rawBody: body, signature: stripe.sign(body) })).toEqual({ outcome: 'confirmed' })
    expect(await statusOf(project.id)).toBe(8)
  })

  it('Paying 1 euro: a payment is only ever for the amount the product computes', async () => {
    const { user, project } = await customerAt(7)
    const staff = asUser((await createUser(payload, 'staff')).user)
    // Even trusted code cannot start a payment of 1 €.
    expect(
      await refusalMessage(
        payload.create({
          collection: 'payments',
          data: { project: project.id, owner: user.id, purpose: 'audit', method: 'transfer', reference: 'UN-EURO', amountCents: 100, status: 'pending' },
          overrideAccess: true,
        }),
      ),
    ).toBe('Le montant de ce paiement (1,00 €) n’est pas le montant dû pour ce projet (700,00 €).')
    // A transfer started at 700 € while the audit now costs 900 € is not confirmed, and the project waits.
    await payments.chooseTransfer(payload, { projectId: project.id, user })
    await payload.update({ collection: 'projects', id: project.id, data: { auditAmount: 900 }, user: staff, overrideAccess: false })
    const [payment] = await paymentsOf(project.id)
    expect(await refusalMessage(payload.update({ collection: 'payments', id: payment!.id, data: { status: 'paid' }, user: staff, overrideAccess: false }))).toBe(
      'Le montant de ce paiement (700,00 €) n’est pas le montant dû pour ce projet (900,00 €).',
    )
    expect(await statusOf(project.id)).toBe(7)
    // Choosing the transfer again brings the payment to the amount due; then it is confirmed.
    await payments.chooseTransfer(payload, { projectId: project.id, user })
    await payload.update({ collection: 'payments', id: payment!.id, data: { status: 'paid' }, user: staff, overrideAccess: false })
    expect(await statusOf(project.id)).toBe(8)
  })
})
