import { formatRate, formatWholeEuros, formatEuros, type Cents } from '../money/index.ts'
import type { BalanceDue, Commitments, PaymentMethodOffered } from './commitments.ts'

/**
 * The values the legal texts quote from the commitments: each is a key of an inline placeholder that
 * marketing places in the CGV, CGU or mentions légales, rendered with the current value when the page is
 * shown. The labels are what the back office's select lists.
 */
export const COMMITMENT_PLACEHOLDERS = {
  legalName: 'Raison sociale',
  legalForm: 'Forme juridique',
  capital: 'Capital social',
  address: 'Adresse du siège',
  siret: 'SIRET',
  rcs: 'RCS',
  vatNumber: 'Numéro de TVA intracommunautaire',
  email: 'Email de contact',
  phone: 'Téléphone',
  publicationDirector: 'Directeur de la publication',
  hostName: 'Hébergeur : nom',
  hostAddress: 'Hébergeur : adresse',
  hostPhone: 'Hébergeur : téléphone',
  mediatorName: 'Médiateur de la consommation : nom',
  mediatorAddress: 'Médiateur de la consommation : adresse',
  mediatorWebsite: 'Médiateur de la consommation : site',
  decennaleInsurer: 'Assureur décennale',
  decennalePolicyNumber: 'Assurance décennale : numéro de contrat',
  decennaleCoverage: 'Assurance décennale : couverture géographique et activités',
  auditPrice: 'Prix de l’audit (TTC)',
  depositPercent: 'Pourcentage d’acompte',
  balancePercent: 'Pourcentage du solde',
  balanceDue: 'Échéance du solde',
  balance: 'Solde : phrase entière (pourcentage et échéance, ou aucun solde)',
  paymentMethods: 'Moyens de paiement proposés',
  quoteValidity: 'Validité du devis',
  withdrawalPeriod: 'Délai de rétractation',
} as const

export type CommitmentPlaceholder = keyof typeof COMMITMENT_PLACEHOLDERS

export const COMMITMENT_PLACEHOLDER_KEYS = Object.keys(COMMITMENT_PLACEHOLDERS) as [CommitmentPlaceholder, ...CommitmentPlaceholder[]]

export function isCommitmentPlaceholder(key: unknown): key is CommitmentPlaceholder {
  return typeof key === 'string' && Object.hasOwn(COMMITMENT_PLACEHOLDERS, key)
}

/** How the CGV name each moment of the balance. */
export const BALANCE_DUE_TEXT: Record<BalanceDue, string> = {
  instalments: 'par échéances, au fur et à mesure de l’avancement des travaux, selon l’échéancier du devis',
  handover: 'à la réception des travaux',
}

/**
 * How each way to pay is named to the customer, the one label of the payment panel's buttons, the emails, the
 * CGV and the quote: « card » is Stripe Checkout, which offers the card and the SEPA debit
 * (allowed_payment_method_types in src/platform/adapters/payments/stripe.ts).
 */
export const PAYMENT_METHOD_TEXT: Record<PaymentMethodOffered, string> = {
  card: 'carte ou prélèvement SEPA',
  transfer: 'virement bancaire',
}

/** NOTE: what is said when neither Stripe nor the bank details are configured: nothing false is promised. */
export const NO_PAYMENT_METHOD_TEXT = 'les moyens de paiement indiqués par votre conseiller'

/** « carte ou prélèvement SEPA, ou virement bancaire »: the methods offered, as one phrase. */
export function paymentMethodsText(methods: readonly PaymentMethodOffered[]): string {
  if (methods.length === 0) return NO_PAYMENT_METHOD_TEXT
  const names = methods.map((method) => PAYMENT_METHOD_TEXT[method])
  // A comma before the last « ou »: the card's label has its own (« carte ou prélèvement SEPA, ou virement bancaire »).
  return names.length === 1 ? (names[0] as string) : `${names.slice(0, -1).join(', ')}, ou ${names.at(-1)}`
}

/** 700 € when whole, 700,50 € otherwise. */
export function formatAmount(amount: Cents): string {
  return amount % 100 === 0 ? formatWholeEuros(amount) : formatEuros(amount)
}

/** « 552 081 317 00033 »: a SIRET as it is printed (SIREN in groups of three, then the establishment's five digits). */
export function formatSiret(siret: string): string {
  const digits = siret.replace(/\D/g, '')
  if (digits.length !== 14) return siret
  return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 9)} ${digits.slice(9)}`
}

/** An address typed on several lines, on one: « 18 rue de Paradis, 75010 Paris ». */
export function oneLine(address: string): string {
  return address
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join(', ')
}

/** A phone number kept on one line: « 01 84 60 12 00 » with no-break spaces. */
const unbroken = (phone: string) => phone.replace(/ /g, '\u00a0')

const days = (count: number) => `${count}\u00a0jour${count > 1 ? 's' : ''}`

/**
 * The CGV's balance, as one phrase: « le solde, soit 70 % du montant TTC du devis, payable à la réception des
 * travaux », or, when the deposit is the whole quote, that there is none (never « le solde, soit 0 % »).
 */
function balanceSentence(terms: Commitments['terms']): string {
  if (terms.depositPercent >= 100) return 'pas de solde\u00a0: l’acompte couvre la totalité du montant TTC du devis'
  return `le solde, soit ${balancePercentText(terms)} du montant TTC du devis, payable ${BALANCE_DUE_TEXT[terms.balanceDue]}`
}

/** « 70 % »: what the deposit leaves of the quote. */
const balancePercentText = (terms: Commitments['terms']) => formatRate(Number((100 - terms.depositPercent).toFixed(2)))

/** The text a placeholder renders: the current value, formatted as the legal texts print it. */
export function commitmentText({ company, terms }: Commitments, key: CommitmentPlaceholder): string {
  switch (key) {
    case 'legalName':
      return company.legalName
    case 'legalForm':
      return company.legalForm
    case 'capital':
      return formatAmount(company.capitalCents)
    case 'address':
      return oneLine(company.address)
    case 'siret':
      return formatSiret(company.siret)
    case 'rcs':
      return company.rcs
    case 'vatNumber':
      return company.vatNumber
    case 'email':
      return company.email
    case 'phone':
      return unbroken(company.phone)
    case 'publicationDirector':
      return company.publicationDirector
    case 'hostName':
      return company.host.name
    case 'hostAddress':
      return oneLine(company.host.address)
    case 'hostPhone':
      return unbroken(company.host.phone)
    case 'mediatorName':
      return company.mediator.name
    case 'mediatorAddress':
      return oneLine(company.mediator.address)
    case 'mediatorWebsite':
      return company.mediator.website
    case 'decennaleInsurer':
      return company.decennale.insurer
    case 'decennalePolicyNumber':
      return company.decennale.policyNumber
    case 'decennaleCoverage':
      return company.decennale.coverage
    case 'auditPrice':
      return formatAmount(terms.auditPriceCents)
    case 'depositPercent':
      return formatRate(terms.depositPercent)
    case 'balancePercent':
      return balancePercentText(terms)
    case 'balanceDue':
      return BALANCE_DUE_TEXT[terms.balanceDue]
    case 'balance':
      return balanceSentence(terms)
    case 'paymentMethods':
      return paymentMethodsText(terms.paymentMethods)
    case 'quoteValidity':
      return days(terms.quoteValidityDays)
    case 'withdrawalPeriod':
      return days(terms.withdrawalDays)
  }
}
