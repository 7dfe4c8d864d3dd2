/**
 * Money as integer euro cents, never floating euros: every amount the pricing rules produce is an
 * integer number of cents, and every rounding is written here once.
 */
export type Cents = number

/**
 * Euros as typed in the back office (up to two decimals) to cents, rounded half away from zero.
 * NOTE: 1.005 € is 1.00499… in binary; rounding the product at 6 decimals first gives the 101 a person expects.
 */
export function eurosToCents(euros: number): Cents {
  const scaled = Number((euros * 100).toFixed(6))
  return Math.sign(scaled) * Math.round(Math.abs(scaled))
}

/**
 * Euros as staff type them in the back office (two decimals at most) to cents, with `eurosToCents`'s
 * rounding; null when not a positive amount (an amount due not set yet).
 */
export function positiveEurosToCents(euros: number | null | undefined): Cents | null {
  if (euros === null || euros === undefined || !Number.isFinite(euros) || euros <= 0) return null
  return eurosToCents(euros)
}

/** A VAT rate in percent (10, 5.5, 20) as basis points (1000, 550, 2000): an integer to compute with. */
export function vatRateBasisPoints(ratePercent: number): number {
  return Math.round(ratePercent * 100)
}

/**
 * The VAT on an amount excluding tax: rate × amount, rounded half up to the cent (amounts are never
 * negative here). Computed on integers: cents × basis points stays far below 2^53 for any real quote.
 */
export function vatOf(amountExclTax: Cents, ratePercent: number): Cents {
  return Math.floor((amountExclTax * vatRateBasisPoints(ratePercent) + 5_000) / 10_000)
}

/** A quantity (m², possibly with decimals) times a unit price in cents, rounded half up to the cent. */
export function lineTotalOf(quantity: number, unitPrice: Cents): Cents {
  return Math.round(Number((quantity * unitPrice).toFixed(6)))
}

/** The middle of a low and a high price, rounded half up to the cent. */
export function middleOf(low: Cents, high: Cents): Cents {
  return Math.floor((low + high + 1) / 2)
}

const GROUPS = /\B(?=(\d{3})+(?!\d))/g
/** NOTE: what Intl's fr-FR formatting uses: a narrow no-break space between thousands, a no-break space before €. */
const THOUSANDS_SEPARATOR = '\u202f'
const CURRENCY_SEPARATOR = '\u00a0'

/** 12 345,67 € (always two decimals): the amounts of a quote. */
export function formatEuros(amount: Cents): string {
  const sign = amount < 0 ? '-' : ''
  const absolute = Math.abs(amount)
  const whole = String(Math.floor(absolute / 100)).replace(GROUPS, THOUSANDS_SEPARATOR)
  return `${sign}${whole},${String(absolute % 100).padStart(2, '0')}${CURRENCY_SEPARATOR}€`
}

/** « 1 250,00 € »: `formatEuros` with plain spaces, which every mail client and PDF standard font shows. */
export function formatEurosPlain(amount: Cents): string {
  return formatEuros(amount).replace(/[\u202f\u00a0]/g, ' ')
}

/** 12 300 € (whole euros, cents dropped by rounding half up): indicative amounts. */
export function formatWholeEuros(amount: Cents): string {
  const sign = amount < 0 ? '-' : ''
  const whole = String(Math.round(Math.abs(amount) / 100)).replace(GROUPS, THOUSANDS_SEPARATOR)
  return `${sign}${whole}${CURRENCY_SEPARATOR}€`
}

/**
 * 1 234,5 (up to three decimals, rounded half away from zero): what `value.toLocaleString('fr-FR')` writes,
 * without Intl. NOTE (issue #10): a page's first Intl formatter loads the locale's data (about 15 ms here,
 * 50–100 ms on a mid-range phone), which the project screen paid during its hydration for one surface.
 */
export function formatDecimal(value: number): string {
  const sign = value < 0 ? '-' : ''
  const [whole = '0', decimals] = Math.abs(value).toFixed(3).replace(/\.?0+$/, '').split('.')
  return `${sign}${whole.replace(GROUPS, THOUSANDS_SEPARATOR)}${decimals ? `,${decimals}` : ''}`
}

/** 10 %, 5,5 % */
export function formatRate(ratePercent: number): string {
  return `${String(ratePercent).replace('.', ',')}${CURRENCY_SEPARATOR}%`
}
