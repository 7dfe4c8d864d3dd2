import { formatEurosPlain, formatRate } from '../../domain/money/index.ts'
import { parisDate, parisLabel } from '../../domain/booking/index.ts'
import type { PaymentPurpose } from '../../domain/payments/index.ts'
import { DOCUMENT_COPY } from './copy.ts'
import { longFrenchDate } from './french-format.ts'
import { splitInclTax, type CompanyIdentity } from '../../domain/commitments/index.ts'
import { companyLetterhead } from './letterhead.ts'
import { PdfComposer } from './pdf-composer.ts'

const COPY = DOCUMENT_COPY.receipt

/** Everything a payment receipt shows: who paid what, for which project, when, how, under which reference. */
export type ReceiptDocument = {
  company: CompanyIdentity
  customer: { name: string; email: string }
  project: { title: string; address: string }
  payment: {
    purpose: PaymentPurpose
    /** What was paid, VAT included. */
    amountCents: number
    /** The VAT rate of what was paid (the audit's, or the quote's for its deposit): the receipt shows HT, TVA and TTC. */
    vatRatePercent: number
    paidAt: Date
    /** The way it was paid, as the payment's label says it (« Virement bancaire »…). */
    methodLabel: string
    reference: string
    /** The file name of the document paid (the quote, the fee note), when there is one. */
    documentName: string | null
    /** When it paid a quote's deposit: its percentage, the quote, the balance still due and when (plain-space labels). */
    deposit: { percentLabel: string; quoteLabel: string; balanceLabel: string; balanceDueText: string } | null
  }
}

/** The receipt of a payment as an A4 PDF: letterhead, client and project, the payment's facts, its amount (a deposit with the quote and the balance). */
export async function renderReceiptPdf({ company, customer, project, payment }: ReceiptDocument): Promise<Uint8Array> {
  const paidOn = parisDate(payment.paidAt)
  const composer = await PdfComposer.create({
    title: `${COPY.title(project.title)} – ${payment.reference}`,
    subject: COPY.subject,
    createdOn: payment.paidAt,
    letterhead: companyLetterhead(company, { kind: COPY.kind, references: [COPY.reference(payment.reference), DOCUMENT_COPY.date(longFrenchDate(paidOn))] }),
  })
  composer.title(COPY.title(project.title))
  composer.parties([
    { title: COPY.client, lines: [customer.name, customer.email].filter(Boolean) },
    { title: COPY.project, lines: [project.title, project.address || COPY.noAddress] },
  ])
  composer.heading(COPY.heading)
  composer.facts([
    { label: COPY.purpose, value: payment.deposit ? COPY.depositPurpose(payment.deposit.percentLabel) : COPY.purposes[payment.purpose] },
    ...(payment.documentName ? [{ label: COPY.document, value: payment.documentName }] : []),
    { label: COPY.paidAt, value: parisLabel(payment.paidAt) },
    { label: COPY.method, value: payment.methodLabel },
    { label: COPY.paymentReference, value: payment.reference },
  ])
  const { deposit } = payment
  const { exclTax, vat } = splitInclTax(payment.amountCents, payment.vatRatePercent)
  composer.totals([
    ...(deposit ? [{ label: COPY.quoteTotal, value: deposit.quoteLabel }] : []),
    { label: COPY.amountExclTax, value: formatEurosPlain(exclTax) },
    { label: COPY.vat(formatRate(payment.vatRatePercent)), value: formatEurosPlain(vat) },
    { label: COPY.amount, value: formatEurosPlain(payment.amountCents), isStrong: true },
    ...(deposit ? [{ label: COPY.balance, value: deposit.balanceLabel }] : []),
  ])
  if (deposit) composer.paragraph(COPY.balanceDue(deposit.balanceLabel, deposit.balanceDueText))
  composer.paragraph(COPY.attestation(company.legalName))
  return composer.save()
}
