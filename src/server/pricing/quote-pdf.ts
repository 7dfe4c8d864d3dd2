import { formatEuros, formatRate } from '../../domain/money/index.ts'
import type { Quote, QuoteLine } from '../../domain/pricing/index.ts'
import { DOCUMENT_COPY } from '../../platform/pdf/copy.ts'
import { frenchNumber, longFrenchDate } from '../../platform/pdf/french-format.ts'
import { PdfComposer, type TableColumn } from '../../platform/pdf/pdf-composer.ts'
import { companyLetterhead } from '../../platform/pdf/letterhead.ts'
import { BALANCE_DUE_TEXT, balanceCents, commitmentText, depositCents, oneLine, paymentMethodsText, type Commitments } from '../../domain/commitments/index.ts'

const COPY = DOCUMENT_COPY.quote

/** Everything a quote PDF shows; dates are Paris calendar dates (YYYY-MM-DD). */
export type QuoteDocument = {
  /** Who quotes (the letterhead, the décennale, the médiateur) and on which terms (deposit, balance, methods, withdrawal). */
  commitments: Commitments
  customer: { name: string; email: string }
  project: { id: number; title: string; address: string }
  number: string
  issuedOn: string
  validUntil: string
  quote: Quote
}

const COLUMNS: TableColumn[] = [
  { header: COPY.columns.description, width: 200, align: 'left' },
  { header: COPY.columns.quantity, width: 45, align: 'right' },
  { header: COPY.columns.unit, width: 50, align: 'left' },
  { header: COPY.columns.unitPrice, width: 75, align: 'right' },
  { header: COPY.columns.vat, width: 45, align: 'right' },
  { header: COPY.columns.total, width: 85, align: 'right' },
]

const cellsOf = (line: QuoteLine) => [line.description, frenchNumber(line.quantity), line.unit, formatEuros(line.unitPrice), formatRate(line.vatRatePercent), formatEuros(line.total)]

/**
 * The quote as an A4 PDF: letterhead, client and site, lines by room then fixed costs, totals, validity, the
 * payment terms (deposit, balance, methods), the withdrawal right, the décennale and the médiateur, signature.
 */
export async function renderQuotePdf(document: QuoteDocument): Promise<Uint8Array> {
  const { commitments, customer, project, quote } = document
  const { company, terms } = commitments
  const composer = await PdfComposer.create({
    title: `${COPY.title(project.title)} – ${document.number}`,
    subject: COPY.subject,
    createdOn: new Date(`${document.issuedOn}T12:00:00Z`),
    letterhead: companyLetterhead(company, { kind: COPY.kind, references: [COPY.number(document.number), DOCUMENT_COPY.date(longFrenchDate(document.issuedOn))] }),
  })
  composer.title(COPY.title(project.title))
  composer.parties([
    { title: COPY.client, lines: [customer.name, customer.email].filter(Boolean) },
    { title: COPY.site, lines: [project.address || COPY.noAddress] },
  ])
  if (quote.roomLines.length > 0) {
    composer.heading(COPY.roomsHeading)
    composer.table(COLUMNS, quote.roomLines.map(cellsOf))
  }
  if (quote.fixedLines.length > 0) {
    composer.heading(COPY.fixedHeading)
    composer.table(COLUMNS, quote.fixedLines.map(cellsOf))
  }
  composer.totals([
    { label: COPY.totalExclTax, value: formatEuros(quote.totals.exclTax) },
    { label: COPY.vat(formatRate(quote.vatRatePercent)), value: formatEuros(quote.totals.vat) },
    { label: COPY.totalInclTax, value: formatEuros(quote.totals.inclTax), isStrong: true },
  ])
  if (quote.excluded.length > 0) composer.paragraph(COPY.excluded(quote.excluded.map(({ room }) => room.title).join(', ')), { isMuted: true })
  composer.paragraph(COPY.validUntil(longFrenchDate(document.validUntil)))
  composer.paragraph(COPY.terms, { isMuted: true })
  composer.heading(COPY.paymentHeading)
  const total = quote.totals.inclTax
  composer.paragraph(COPY.deposit(formatRate(terms.depositPercent), formatEuros(depositCents(total, terms.depositPercent))))
  if (terms.depositPercent < 100) {
    composer.paragraph(COPY.balance(commitmentText(commitments, 'balancePercent'), formatEuros(balanceCents(total, terms.depositPercent)), BALANCE_DUE_TEXT[terms.balanceDue]))
  }
  composer.paragraph(COPY.methods(paymentMethodsText(terms.paymentMethods)))
  composer.paragraph(COPY.withdrawal(commitmentText(commitments, 'withdrawalPeriod')))
  composer.heading(COPY.mentionsHeading)
  composer.paragraph(COPY.decennale(company.decennale.insurer, company.decennale.policyNumber, company.decennale.coverage))
  composer.paragraph(COPY.mediator(company.mediator.name, oneLine(company.mediator.address), company.mediator.website))
  composer.signature({ title: COPY.signatureTitle, hints: [...COPY.signatureHints] })
  return composer.save()
}
