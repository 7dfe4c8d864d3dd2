import type { Payload } from 'payload'
import Stripe from 'stripe'
import type { File as FileDoc, Payment, PaymentSetting, Project, User } from '../../../payload-types.ts'
import { globalSlugs, slugs } from '../../../collections/slugs.ts'
import { relationId } from '../../../collections/fields/relation-id.ts'
import { PAYMENT_METHOD_LABELS, PAYMENT_PURPOSE_LABELS, PAYMENT_STATUS_LABELS } from '../../../collections/Payments/index.ts'
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError, RuleViolationError, UnauthenticatedError } from '../../domain/errors.ts'
import {
  applyPaymentEvent,
  checkoutMismatches,
  payableMethods,
  paymentPurposeAt,
  transferReference,
  type PaymentMethod,
  type PaymentPurpose,
  type PaymentStatus,
  type QuoteSplit,
} from '../../domain/payments/index.ts'
import { BALANCE_DUE_TEXT, type PaymentMethodOffered } from '../../domain/commitments/index.ts'
import { formatEuros, formatEurosPlain, formatRate, positiveEurosToCents } from '../../domain/money/index.ts'
import { PROJECT_STATUS, type ProjectStatus } from '../../domain/workflow/index.ts'
import { parisDateLabel } from '../../domain/booking/paris-time.ts'
import { stripeGateway, type StripeNotice } from '../../platform/adapters/payments/stripe.ts'
import { env } from '../../platform/env.ts'
import { reachProject } from '../projects/project-access.server.ts'
import { amountDueCents, quoteSplitOf } from '../../../collections/Payments/amount-due.server.ts'
import { readCommitments } from '../commitments/commitments.server.ts'
import { isUniqueViolation } from '../../platform/adapters/unique-violation.ts'
import { relationTo } from '../payload-relation.server.ts'
import { toDocId, type DocId } from '../../domain/ids/index.ts'
import { isWellFormedDocId, payloadIdOf } from '../../platform/payload-id.server.ts'
import { PAID_DOCUMENT_FIELD } from '../../../collections/Payments/hooks/file-payment-receipt.ts'
import { populated } from '../../domain/relation.ts'
import { projectTitleOf } from '../../domain/projects/index.ts'
import { screenDocumentNamed, type ScreenDocument } from '../documents/screen-document.ts'

export const PAYMENT_MESSAGES = {
  notAwaited: 'Aucun paiement n’est attendu pour ce projet à cette étape.',
  noAmount: 'Le montant de ce paiement n’est pas encore fixé : notre équipe revient vers vous très prochainement.',
  alreadyPaid: 'Ce paiement est déjà réglé. Merci !',
  processing: 'Votre paiement par prélèvement est en cours de traitement par votre banque : il sera confirmé dans quelques jours.',
  cardUnavailable: 'Le paiement par carte n’est pas disponible pour le moment.',
  transferUnavailable: 'Le paiement par virement n’est pas disponible pour le moment.',
  ownerOnly: 'Seul le titulaire du projet peut effectuer ce paiement.',
  badSignature: 'Signature du webhook invalide.',
  checkoutMismatch: 'Cet événement ne correspond pas au paiement en attente (session, montant ou devise) : il n’est pas pris en compte.',
} as const

export type TransferInstructions = { holder: string; iban: string; bic: string; bank: string; reference: string; amountLabel: string }

/**
 * The quote's split as the screens say it (design/workflow.md: at 9 the deposit, the balance later): the
 * quote, the deposit's percentage, the balance and when it is paid (« par échéances au fil des travaux »).
 */
export type DepositView = { quoteLabel: string; percent: number; percentLabel: string; balanceCents: number; balanceLabel: string; balanceDueWords: string }

/** After the deposit (status 10 on): what was paid of the quote and the balance still due, with when. */
/** The quote's balance after the deposit: still due (with when), or settled (a deposit of 100 %, or the balance paid). */
export type BalanceView =
  | { kind: 'due'; quoteLabel: string; paidLabel: string; balanceLabel: string; balanceDueWords: string }
  | { kind: 'settled'; quoteLabel: string; paidLabel: string }

/** What the project screen shows of the payment its status awaits. */
export type PaymentView = {
  purpose: PaymentPurpose
  purposeLabel: string
  /** What to pay now: the audit's price at 7, the quote's deposit at 9. */
  amountCents: number | null
  amountLabel: string | null
  /** At 9, once the quote's amount is set: how the quote splits into the deposit and the balance. */
  deposit: DepositView | null
  /** The ways to pay offered now (card through Stripe when its keys are set, transfer when the bank details are), card first. */
  methods: PaymentMethod[]
  /** The latest payment started for this purpose, if any. */
  current: { method: PaymentMethod; methodLabel: string; status: PaymentStatus; statusLabel: string; reference: string } | null
  /** Shown once the customer chose to pay by transfer. */
  transfer: TransferInstructions | null
  /** The document this payment settles (the fee note for the audit, the quote for the quote), once attached. */
  document: ScreenDocument | null
}

/** A payment made, as the project screen lists it: what, how much, how, when, the document it paid and its receipt. */
export type SettledPayment = {
  id: DocId
  purpose: PaymentPurpose
  purposeLabel: string
  /** A quote payment for less than the quote: its deposit (the balance follows). */
  isDeposit: boolean
  amountLabel: string
  methodLabel: string
  reference: string
  /** ISO instant it was confirmed, and its Paris day in French (« 26 novembre 2026 »). */
  paidAt: string | null
  paidOnLabel: string | null
  document: ScreenDocument | null
  /** The « Reçu de paiement » filed when it was confirmed (collections/Payments/hooks/file-payment-receipt.ts). */
  receipt: ScreenDocument | null
}

type Awaited = { project: Project; purpose: PaymentPurpose; amountCents: number | null; split: QuoteSplit | null; offered: PaymentMethodOffered[]; user: User }

/** The project and the payment its status awaits, for its owner (staff may look, not pay). */
async function awaitedPayment(payload: Payload, { projectId, user, toPay }: { projectId: DocId | number; user: User | null; toPay: boolean }): Promise<Awaited | null> {
  if (!user) throw new UnauthenticatedError()
  const { project } = await reachProject(payload, projectId, { user, visitorKey: null }, { forWrite: toPay })
  if (toPay && String(relationId(project.owner)) !== String(user.id)) throw new ForbiddenError(PAYMENT_MESSAGES.ownerOnly)
  const purpose = paymentPurposeAt(project.status as ProjectStatus)
  if (!purpose) return null
  const split = purpose === 'quote' ? await quoteSplitOf(payload, { project }) : null
  const amountCents = purpose === 'quote' ? (split?.depositCents ?? null) : await amountDueCents(payload, { project, purpose })
  const { terms } = await readCommitments(payload)
  return { project, purpose, amountCents, split, offered: terms.paymentMethods, user }
}

function depositView(split: QuoteSplit): DepositView {
  return {
    quoteLabel: formatEuros(split.quoteCents),
    percent: split.depositPercent,
    percentLabel: formatRate(split.depositPercent),
    balanceCents: split.balanceCents,
    balanceLabel: formatEuros(split.balanceCents),
    balanceDueWords: BALANCE_DUE_TEXT[split.balanceDue],
  }
}

/** The payments started for a project's purpose, newest first, read with the requester's rights. */
async function paymentsFor(payload: Payload, { project, purpose, user }: Awaited): Promise<Payment[]> {
  const { docs } = await payload.find({
    collection: slugs.payments,
    where: { and: [{ project: { equals: project.id } }, { purpose: { equals: purpose } }, { status: { not_equals: 'cancelled' } }] },
    sort: '-createdAt',
    depth: 0,
    pagination: false,
    user,
    overrideAccess: false,
  })
  return docs
}

/**
 * The document a project's payment settles, by its purpose: the fee note (audit) or the quote. NOTE: read as
 * the system: the caller reached the project with the requester's rights, and a project's documents are
 * served to whoever may reach it (projectDocumentResponse).
 */
async function paidDocumentOf(payload: Payload, { project, purpose }: { project: Pick<Project, 'quoteFile' | 'presentationFile'>; purpose: PaymentPurpose }): Promise<ScreenDocument | null> {
  const id = relationId(project[PAID_DOCUMENT_FIELD[purpose]])
  if (id === null) return null
  const file = await payload.findByID({ collection: slugs.files, id, depth: 0, overrideAccess: true, disableErrors: true, select: { filename: true } })
  return screenDocumentNamed(file?.filename)
}

async function transferInstructions(payload: Payload, payment: Payment): Promise<TransferInstructions> {
  // NOTE: the bank details are staff-readable only; the customer sees them through this call, for their own payment.
  const settings: PaymentSetting = await payload.findGlobal({ slug: globalSlugs.paymentSettings, depth: 0, overrideAccess: true })
  return { holder: settings.holder, iban: settings.iban, bic: settings.bic, bank: settings.bank ?? '', reference: payment.reference, amountLabel: formatEuros(payment.amountCents) }
}

async function viewOf(payload: Payload, awaited: Awaited): Promise<PaymentView> {
  const payments = await paymentsFor(payload, awaited)
  const latest = payments[0]
  const methods = payableMethods(awaited.offered)
  // Instructions only while the transfer is offered (bank details removed since: none shown).
  const transfer = methods.includes('transfer') ? payments.find((payment) => payment.method === 'transfer' && payment.status !== 'paid') : undefined
  return {
    purpose: awaited.purpose,
    purposeLabel: PAYMENT_PURPOSE_LABELS[awaited.purpose],
    amountCents: awaited.amountCents,
    amountLabel: awaited.amountCents === null ? null : formatEuros(awaited.amountCents),
    deposit: awaited.split ? depositView(awaited.split) : null,
    methods,
    current: latest
      ? {
          method: latest.method,
          methodLabel: PAYMENT_METHOD_LABELS[latest.method],
          status: latest.status,
          statusLabel: PAYMENT_STATUS_LABELS[latest.status],
          reference: latest.reference,
        }
      : null,
    transfer: transfer ? await transferInstructions(payload, transfer) : null,
    document: await paidDocumentOf(payload, awaited),
  }
}

/** GET /v1/project/payment/{id}: the payment the project's status awaits, or null when none. */
export async function paymentView(payload: Payload, { projectId, user }: { projectId: DocId | number; user: User | null }): Promise<PaymentView | null> {
  const awaited = await awaitedPayment(payload, { projectId, user, toPay: false })
  return awaited ? viewOf(payload, awaited) : null
}

/**
 * The payments made for a project (its audit, its quote), oldest first, read with the requester's rights
 * (its owner or staff), each with the document it paid and its receipt.
 */
export async function settledPayments(payload: Payload, { projectId, user }: { projectId: DocId | number; user: User | null }): Promise<SettledPayment[]> {
  if (!user) throw new UnauthenticatedError()
  const { project } = await reachProject(payload, projectId, { user, visitorKey: null })
  const quoteCents = positiveEurosToCents(project.quoteAmount)
  const { docs } = await payload.find({
    collection: slugs.payments,
    where: { and: [{ project: { equals: project.id } }, { status: { equals: 'paid' } }] },
    sort: 'createdAt',
    depth: 1,
    pagination: false,
    user,
    overrideAccess: false,
  })
  return Promise.all(
    docs.map(async (payment) => ({
      id: toDocId(payment.id),
      purpose: payment.purpose,
      purposeLabel: PAYMENT_PURPOSE_LABELS[payment.purpose],
      isDeposit: payment.purpose === 'quote' && quoteCents !== null && payment.amountCents < quoteCents,
      amountLabel: formatEuros(payment.amountCents),
      methodLabel: PAYMENT_METHOD_LABELS[payment.method],
      reference: payment.reference,
      paidAt: payment.paidAt ?? null,
      paidOnLabel: payment.paidAt ? parisDateLabel(new Date(payment.paidAt)) : null,
      document: await paidDocumentOf(payload, { project, purpose: payment.purpose }),
      receipt: screenDocumentNamed(populated<FileDoc>(payment.receipt)?.filename),
    })),
  )
}

/**
 * The audit's price as this project will be charged it (the amount staff set on it, else the price grid's), for
 * the screens that announce it before the appointment is booked and before the style is validated (CGV
 * article 3); null when neither is set.
 */
export async function auditPriceLabelOf(payload: Payload, project: Pick<Project, 'auditAmount' | 'quoteAmount'>): Promise<string | null> {
  const cents = await amountDueCents(payload, { project, purpose: 'audit' })
  return cents === null ? null : formatEuros(cents)
}

/** The statuses whose screen shows the quote's balance: awaiting the signature, the works and delivered (design/workflow.md). */
const BALANCE_SHOWN_AT: readonly ProjectStatus[] = [PROJECT_STATUS.awaitingSignature, PROJECT_STATUS.worksInProgress, PROJECT_STATUS.delivered]

/**
 * After the deposit (status 10, 11 and 12, or held at them): the quote, what its paid payments covered and the balance
 * still due, with when it is paid (the price grid's terms), or that the quote is settled (a deposit of 100 %, or the
 * balance paid); null before a quote payment is paid. Read with the requester's rights (the project's owner or staff).
 */
export async function balanceView(payload: Payload, { projectId, user }: { projectId: DocId | number; user: User | null }): Promise<BalanceView | null> {
  if (!user) throw new UnauthenticatedError()
  const { project } = await reachProject(payload, projectId, { user, visitorKey: null })
  const quoteCents = positiveEurosToCents(project.quoteAmount)
  const status = project.status === PROJECT_STATUS.exception ? project.statusBeforeException : project.status
  if (quoteCents === null || !BALANCE_SHOWN_AT.includes(status as ProjectStatus)) return null
  const { docs } = await payload.find({
    collection: slugs.payments,
    where: { and: [{ project: { equals: project.id } }, { purpose: { equals: 'quote' } }, { status: { equals: 'paid' } }] },
    depth: 0,
    pagination: false,
    user,
    overrideAccess: false,
  })
  const paidCents = docs.reduce((sum, payment) => sum + payment.amountCents, 0)
  if (docs.length === 0) return null
  if (paidCents >= quoteCents) return { kind: 'settled', quoteLabel: formatEuros(quoteCents), paidLabel: formatEuros(paidCents) }
  const { terms } = await readCommitments(payload)
  return { kind: 'due', quoteLabel: formatEuros(quoteCents), paidLabel: formatEuros(paidCents), balanceLabel: formatEuros(quoteCents - paidCents), balanceDueWords: BALANCE_DUE_TEXT[terms.balanceDue] }
}

/**
 * The payment to start now by `method`: refused when none is awaited, the method is not offered, no amount
 * is set, or one is paid or under way.
 */
async function payable(payload: Payload, input: { projectId: DocId | number; user: User | null; method: PaymentMethod }): Promise<{ awaited: Awaited & { amountCents: number }; payments: Payment[] }> {
  const awaited = await awaitedPayment(payload, { ...input, toPay: true })
  if (!awaited) throw new RuleViolationError(PAYMENT_MESSAGES.notAwaited)
  if (!payableMethods(awaited.offered).includes(input.method)) throw new RuleViolationError(input.method === 'stripe' ? PAYMENT_MESSAGES.cardUnavailable : PAYMENT_MESSAGES.transferUnavailable)
  const { amountCents } = awaited
  if (amountCents === null) throw new RuleViolationError(PAYMENT_MESSAGES.noAmount)
  const payments = await paymentsFor(payload, awaited)
  if (payments.some((payment) => payment.status === 'paid')) throw new RuleViolationError(PAYMENT_MESSAGES.alreadyPaid)
  if (payments.some((payment) => payment.status === 'processing')) throw new RuleViolationError(PAYMENT_MESSAGES.processing)
  return { awaited: { ...awaited, amountCents }, payments }
}

/** Finds this method's open payment or starts one (as the system: customers may not write payments). */
async function openPayment(payload: Payload, { awaited, payments, method }: { awaited: Awaited & { amountCents: number }; payments: Payment[]; method: PaymentMethod }): Promise<Payment> {
  const { project, purpose, amountCents } = awaited
  const data = { amountCents, amountLabel: formatEurosPlain(amountCents), status: 'pending' as const }
  const open = payments.find((payment) => payment.method === method)
  if (open) return payload.update({ collection: slugs.payments, id: open.id, data, depth: 0, overrideAccess: true })
  return payload.create({
    collection: slugs.payments,
    data: { ...data, project: project.id, purpose, method, reference: transferReference(project.id, purpose), owner: relationTo(payload, relationId(project.owner)!) },
    depth: 0,
    overrideAccess: true,
  })
}

/** What the customer pays for, as Stripe's page names it: the audit, or the quote's deposit and its percentage. */
function checkoutLabel({ purpose, split, project }: Awaited): string {
  const title = `du projet « ${projectTitleOf(project)} »`
  if (purpose === 'audit') return `Audit ${title}`
  return split && split.depositPercent < 100 ? `Acompte de ${split.depositPercent} % du devis ${title}` : `Devis ${title}`
}

/** POST /v1/project/payment/transfer/{id}: the customer pays by bank transfer; the instructions to follow. */
export async function chooseTransfer(payload: Payload, input: { projectId: DocId | number; user: User | null }): Promise<PaymentView> {
  const { awaited, payments } = await payable(payload, { ...input, method: 'transfer' })
  await openPayment(payload, { awaited, payments, method: 'transfer' })
  return viewOf(payload, awaited)
}

/**
 * POST /v1/project/payment/checkout/{id}: the customer pays by card or SEPA debit; the Stripe Checkout
 * page to go to. Coming back, the project screen says the payment is being confirmed: the webhook moves it.
 */
export async function startCheckout(payload: Payload, input: { projectId: DocId | number; user: User | null }): Promise<{ uri: string }> {
  const { awaited, payments } = await payable(payload, { ...input, method: 'stripe' })
  const gateway = stripeGateway()
  if (!gateway) throw new RuleViolationError(PAYMENT_MESSAGES.cardUnavailable)
  const payment = await openPayment(payload, { awaited, payments, method: 'stripe' })
  const projectUrl = `${env.publicUrl}/project/${awaited.project.id}`
  const { sessionId, url } = await gateway.createCheckout({
    paymentId: toDocId(payment.id),
    projectId: toDocId(awaited.project.id),
    purpose: awaited.purpose,
    amountCents: awaited.amountCents,
    label: checkoutLabel(awaited),
    customerEmail: awaited.user.email ?? null,
    successUrl: `${projectUrl}?paiement=merci`,
    cancelUrl: `${projectUrl}?paiement=annule`,
  })
  await payload.update({ collection: slugs.payments, id: payment.id, data: { providerSessionId: sessionId }, depth: 0, overrideAccess: true })
  return { uri: url }
}

export type WebhookOutcome = 'ignored' | 'duplicate' | 'unknown-payment' | 'unchanged' | 'updated' | 'confirmed'

/**
 * POST /v1/payment/stripe/webhook: a Stripe event, verified with the webhook secret (a forged one is a
 * 400 and changes nothing). The Checkout Session it carries must be the one the payment started, for its
 * amount and currency; otherwise it is refused (409), logged, and the payment stays as it was
 * (design/trust-boundary.md). Each event id is handled once: its record is written first, under a unique
 * index, so a replay or a concurrent second delivery finds it and stops; if handling then fails or is
 * refused, the record goes so that Stripe's retry is handled (and refused) again.
 */
export async function receiveStripeWebhook(payload: Payload, { rawBody, signature }: { rawBody: string; signature: string | null }): Promise<{ outcome: WebhookOutcome }> {
  const gateway = stripeGateway()
  if (!gateway) throw new NotFoundError('Paiement par carte non configuré.')
  let notice
  try {
    notice = await gateway.readWebhook(rawBody, signature ?? '')
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw new InvalidInputError(PAYMENT_MESSAGES.badSignature, { cause: error })
    throw error
  }
  if (!notice.event || notice.paymentId === null || !isWellFormedDocId(payload, notice.paymentId)) return { outcome: 'ignored' }
  const { event, paymentId } = notice

  let record
  try {
    record = await payload.create({ collection: slugs.paymentEvents, data: { eventId: notice.eventId, type: notice.type, outcome: 'received' }, depth: 0, overrideAccess: true })
  } catch (error) {
    if (isUniqueViolation(error)) return { outcome: 'duplicate' }
    throw error
  }
  try {
    const payment = await payload.findByID({ collection: slugs.payments, id: payloadIdOf(payload, paymentId), depth: 0, overrideAccess: true, disableErrors: true })
    if (payment) refuseMismatch(payload, { payment, notice })
    const outcome = payment ? await applyToPayment(payload, payment, event, notice.eventId) : 'unknown-payment'
    await payload.update({ collection: slugs.paymentEvents, id: record.id, data: { payment: payment?.id ?? null, outcome }, depth: 0, overrideAccess: true })
    return { outcome }
  } catch (error) {
    await payload.delete({ collection: slugs.paymentEvents, id: record.id, overrideAccess: true })
    throw error
  }
}

/** Throws a 409 (logged, with no secret) when the checkout is not the payment's session, amount and currency. */
function refuseMismatch(payload: Payload, { payment, notice }: { payment: Payment; notice: StripeNotice }): void {
  const mismatches = checkoutMismatches({ payment, checkout: notice })
  if (mismatches.length === 0) return
  payload.logger.warn(
    { eventId: notice.eventId, type: notice.type, paymentId: payment.id, mismatches, amountCents: notice.amountCents, currency: notice.currency, expectedAmountCents: payment.amountCents },
    'Webhook Stripe refusé : la session ne correspond pas au paiement en attente',
  )
  throw new ConflictError(PAYMENT_MESSAGES.checkoutMismatch)
}

async function applyToPayment(payload: Payload, payment: Payment, event: Parameters<typeof applyPaymentEvent>[1], eventId: string): Promise<WebhookOutcome> {
  const next = applyPaymentEvent(payment.status, event)
  if (next.status === payment.status) return 'unchanged'
  // NOTE: no user: the Payments hook moves the project as the system (design/workflow.md, 'system / staff').
  await payload.update({
    collection: slugs.payments,
    id: payment.id,
    data: { status: next.status, ...(next.confirm ? { paidAt: new Date().toISOString(), confirmedBy: `Stripe (${eventId})` } : {}) },
    depth: 0,
    overrideAccess: true,
  })
  return next.confirm ? 'confirmed' : 'updated'
}
