import type { AccountContent } from '../content/accounts.ts'
import { daysFrom } from '../content/demo-answers.ts'
import type { DemoProject, EstimateContent, FeesContent, MoneyLine, QuoteContent, ReportContent } from '../content/demo-projects.ts'
import { eurosToCents, formatDecimal, formatEuros, formatRate, vatOf } from '../../src/domain/money/index.ts'
import { formatFrenchDate, type DocumentContent, type PartyBlock, type TableRow } from './pdf.ts'

/**
 * The demo project's documents as the renderer reads them: the estimate (a range per lot), the fee
 * presentation, the quote (priced lines and totals) and the site reports. Amounts are computed here from
 * the content's unit prices, so totals always add up.
 */

/** VAT rates in percent: renovation works, and the fees. */
const WORKS_VAT_PERCENT = 10
const FEES_VAT_PERCENT = 20

export type DocumentContext = {
  project: DemoProject
  customer: AccountContent
  projectManager: AccountContent
  /** Surface and room count as the questionnaire answered them. */
  surface: number
  seededOn: Date
  /** The chosen style's title, when there is one. */
  styleTitle?: string
}

const lineAmount = (line: MoneyLine) => (line.quantity ?? 1) * line.unitPrice
const sum = (values: number[]) => Math.round(values.reduce((total, value) => total + value, 0) * 100) / 100
const roundTo = (value: number, step: number) => Math.round(value / step) * step
/** The content's amounts are euros; the money rules work in cents. */
const formatAmount = (euros: number) => formatEuros(eurosToCents(euros))

function parties({ project, customer, projectManager, surface, styleTitle }: DocumentContext): PartyBlock[] {
  const [street, ...city] = project.address.split(/ (?=\d{5} )/)
  return [
    { title: 'Client', lines: [`${customer.firstName} ${customer.lastName}`, street ?? project.address, city.join(' '), customer.email, customer.phone] },
    {
      title: 'Projet',
      lines: [project.title, `Surface : ${surface} m²`, ...(styleTitle ? [`Style : ${styleTitle}`] : []), `Suivi : ${projectManager.firstName} ${projectManager.lastName}`],
    },
  ]
}

/** Totals block lines: HT, VAT, TTC. */
function totals(totalExclTax: number, vatRatePercent: number) {
  const exclTax = eurosToCents(totalExclTax)
  const vat = vatOf(exclTax, vatRatePercent)
  return [
    { label: 'Total HT', value: formatEuros(exclTax) },
    { label: `TVA ${formatRate(vatRatePercent)}`, value: formatEuros(vat) },
    { label: 'Total TTC', value: formatEuros(exclTax + vat), isStrong: true },
  ]
}

export function quoteTotal(quote: QuoteContent): number {
  return sum(quote.sections.flatMap((section) => section.lines.map(lineAmount)))
}

export function estimateDocument(context: DocumentContext, estimate: EstimateContent): DocumentContent {
  const total = sum(estimate.lots.map(lineAmount))
  const low = roundTo(total * (1 - estimate.margin), 50)
  const high = roundTo(total * (1 + estimate.margin), 50)
  return {
    kind: 'Estimatif',
    title: `Estimatif de votre projet – ${context.project.title}`,
    reference: estimate.reference,
    issuedOn: daysFrom(context.seededOn, estimate.daysFromSeed),
    parties: parties(context),
    blocks: [
      { kind: 'paragraph', text: estimate.intro },
      { kind: 'heading', text: 'Estimation par lot' },
      { kind: 'table', detailed: false, sections: [{ rows: estimate.lots.map((lot) => ({ label: lot.label, ...(lot.detail ? { detail: lot.detail } : {}), amount: formatAmount(lineAmount(lot)) })) }] },
      { kind: 'totals', lines: totals(total, WORKS_VAT_PERCENT) },
      { kind: 'highlight', label: 'Fourchette estimée (HT)', value: `${formatAmount(low)} – ${formatAmount(high)}` },
      { kind: 'heading', text: 'Bon à savoir' },
      { kind: 'bullets', items: estimate.notes },
      { kind: 'heading', text: 'Prochaine étape' },
      { kind: 'paragraph', text: 'Prenez rendez-vous avec votre conseiller depuis votre espace client : nous affinerons ensemble le projet avant de choisir votre style.' },
    ],
  }
}

export function feesDocument(context: DocumentContext, fees: FeesContent, worksTotal: number): DocumentContent {
  const followUp = Math.round(worksTotal * fees.worksFeeRate * 100) / 100
  const rows: TableRow[] = [
    ...fees.missions.map((mission) => ({ label: mission.label, ...(mission.detail ? { detail: mission.detail } : {}), amount: formatAmount(lineAmount(mission)) })),
    {
      label: 'Maîtrise d’œuvre et suivi de chantier',
      detail: `${Math.round(fees.worksFeeRate * 100)} % du montant HT des travaux (${formatAmount(worksTotal)})`,
      amount: formatAmount(followUp),
    },
  ]
  const total = sum([...fees.missions.map(lineAmount), followUp])
  return {
    kind: 'Honoraires',
    title: 'Présentation des honoraires',
    reference: fees.reference,
    issuedOn: daysFrom(context.seededOn, fees.daysFromSeed),
    parties: parties(context),
    blocks: [
      { kind: 'paragraph', text: fees.intro },
      { kind: 'heading', text: 'Nos missions' },
      { kind: 'table', detailed: false, sections: [{ rows }] },
      { kind: 'totals', lines: totals(total, FEES_VAT_PERCENT) },
      { kind: 'heading', text: 'Conditions' },
      { kind: 'bullets', items: fees.notes },
      { kind: 'signature', parties: ['Pour Maisonnée', `${context.customer.firstName} ${context.customer.lastName}`] },
    ],
  }
}

export function quoteDocument(context: DocumentContext, quote: QuoteContent): DocumentContent {
  const total = quoteTotal(quote)
  return {
    kind: 'Devis',
    title: `Devis nº ${quote.reference}`,
    reference: quote.reference,
    issuedOn: daysFrom(context.seededOn, quote.daysFromSeed),
    parties: parties(context),
    blocks: [
      { kind: 'paragraph', text: quote.intro },
      {
        kind: 'table',
        detailed: true,
        sections: quote.sections.map((section) => ({
          title: section.title,
          rows: section.lines.map((line) => ({
            label: line.label,
            quantity: formatDecimal(line.quantity ?? 1),
            unit: line.unit ?? 'u',
            unitPrice: formatAmount(line.unitPrice),
            amount: formatAmount(lineAmount(line)),
          })),
        })),
      },
      { kind: 'totals', lines: totals(total, WORKS_VAT_PERCENT) },
      { kind: 'heading', text: 'Conditions' },
      { kind: 'bullets', items: [`Devis valable jusqu’au ${formatFrenchDate(daysFrom(context.seededOn, quote.daysFromSeed + 90))}.`, ...quote.notes] },
      { kind: 'signature', parties: ['Pour Maisonnée', `${context.customer.firstName} ${context.customer.lastName}`] },
    ],
  }
}

export function reportDocument(context: DocumentContext, report: ReportContent, number: number): DocumentContent {
  return {
    kind: 'Rapport de suivi',
    title: report.title,
    reference: `RAP-${context.project.key.toUpperCase()}-${String(number).padStart(2, '0')}`,
    issuedOn: daysFrom(context.seededOn, report.daysFromSeed),
    parties: parties(context),
    blocks: [
      { kind: 'progress', label: 'Avancement du chantier', ratio: report.progress },
      { kind: 'paragraph', text: report.summary },
      { kind: 'heading', text: 'Travaux réalisés' },
      { kind: 'bullets', items: report.done },
      { kind: 'heading', text: 'Prochaines étapes' },
      { kind: 'bullets', items: report.next },
      { kind: 'heading', text: 'Points d’attention' },
      { kind: 'bullets', items: report.attention },
      { kind: 'paragraph', text: `Rapport rédigé par ${context.projectManager.firstName} ${context.projectManager.lastName}, ${context.projectManager.job.toLowerCase()}.` },
    ],
  }
}
