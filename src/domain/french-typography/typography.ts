/**
 * French typography, one place for it (issue #36): the spaces before high punctuation, guillemets,
 * apostrophes, ordinals and times, as copy-corrections.md decides. Pure: strings and Intl only.
 */

/** U+202F, the narrow no-break space before « ; ! ? ». */
export const NARROW_NBSP = '\u202F'
/** U+00A0, the no-break space before « : », inside « guillemets », in « 14 h 30 » and « 1er décembre ». */
export const NBSP = '\u00A0'

/** Parts of a text that are not prose and keep every character: web addresses and e-mail addresses. */
const NOT_PROSE = /\b(?:https?:\/\/|mailto:|www\.)[^\s<>«»"]*[^\s<>«»".,;:!?)]|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/gi

/** Stands for an address while the prose around it is rewritten: one character, neither space nor letter. */
const KEPT = '\uE000'

/** Rewrites the prose of a text, each address standing as one kept character, then put back as it was. */
function rewriteProse(text: string, rewrite: (prose: string) => string): string {
  const kept: string[] = []
  const rewritten = rewrite(
    text.replace(NOT_PROSE, (address) => {
      kept.push(address)
      return KEPT
    }),
  )
  return rewritten.replace(new RegExp(KEPT, 'g'), () => kept.shift() ?? '')
}

/** « 10 h », « 14 h 30 »: a time of day as French writes it. */
export function frenchTime(hour: number, minute: number): string {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23 || !Number.isInteger(minute) || minute < 0 || minute > 59) {
    throw new RangeError(`not a time of day: ${hour}:${minute}`)
  }
  return minute === 0 ? `${hour}${NBSP}h` : `${hour}${NBSP}h${NBSP}${String(minute).padStart(2, '0')}`
}

/** « 1er », « 2 », « 31 »: the day of the month in a date (only the first is an ordinal in French). */
export function frenchDayOfMonth(day: number): string {
  return day === 1 ? '1er' : String(day)
}

/** « texte » between guillemets with their no-break spaces. */
export function frenchQuote(text: string): string {
  return `«${NBSP}${text.trim()}${NBSP}»`
}

const MONTHS = 'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre'
const SPACES = `[ ${NBSP}${NARROW_NBSP}]`

/** The rewrites of prose, in order: times before the colon rule, so that « 10:00 » becomes « 10 h ». */
const PROSE_REWRITES: [RegExp, (match: string, ...groups: string[]) => string][] = [
  // Times: 10:00, 14:30, 10h, 14h30 (not hh:mm:ss, a technical timestamp, nor a ratio like 16:9 without minutes).
  [/(?<![\d:])([01]?\d|2[0-3]):([0-5]\d)(?!\d|:\d)/g, (_, hour, minute) => frenchTime(Number(hour), Number(minute))],
  [/(?<![\p{L}\d])([01]?\d|2[0-3])h([0-5]\d)?(?![\p{L}\d])/gu, (_, hour, minute) => frenchTime(Number(hour), Number(minute ?? 0))],
  // The first day of a month: 1er.
  [new RegExp(`(?<![\\d,.])\\b1${SPACES}+(${MONTHS})\\b`, 'giu'), (_, month) => `1er${NBSP}${month}`],
  // « nº », the abbreviation of numéro (n and a superscript o), not the degree sign.
  [/\b([nN])°/g, (_, letter) => `${letter}º`],
  // Straight apostrophes between letters, straight double quotes in pairs.
  [/(?<=\p{L})'(?=\p{L})/gu, () => '’'],
  [/"([^"\n]*)"/g, (_, quoted) => frenchQuote(quoted)],
  // Guillemets: exactly one no-break space inside.
  [new RegExp(`«${SPACES}*`, 'g'), () => `«${NBSP}`],
  [new RegExp(`${SPACES}*»`, 'g'), () => `${NBSP}»`],
  // High punctuation: one narrow no-break space before ; ! ? (none after another one: « ?! »).
  [new RegExp(`(?<=[^\\s;!?(])${SPACES}*([;!?])`, 'g'), (_, mark) => `${NARROW_NBSP}${mark}`],
  [new RegExp(`(?<=[;!?])${SPACES}+([;!?])`, 'g'), (_, mark) => `${NARROW_NBSP}${mark}`],
  // The colon: one no-break space before, except between digits (a ratio, a reference).
  [new RegExp(`(?<=[^\\s:(])${SPACES}*:(?!\\d)`, 'g'), () => `${NBSP}:`],
  // No doubled space: the strongest of the run stays.
  [new RegExp(`${SPACES}{2,}`, 'g'), (run) => (run.includes(NARROW_NBSP) ? NARROW_NBSP : run.includes(NBSP) ? NBSP : ' ')],
]

/**
 * The text with French typography: narrow no-break space before « ; ! ? », no-break space before « : » and
 * inside « », ’ for straight apostrophes, « » for straight double quotes, « 1er » for the first of a month,
 * « 10 h » and « 14 h 30 » for times, « nº » for « n° », no doubled space. Web and e-mail addresses are left as they are.
 * Idempotent: a text already right is returned unchanged.
 */
export function frenchTypography(text: string): string {
  return rewriteProse(text, (prose) => PROSE_REWRITES.reduce((current, [pattern, replace]) => current.replace(pattern, replace), prose))
}
