/**
 * Dates in the back office, always in Paris time (issue #36: staff read the hour the customer reads, whatever
 * the time zone of the server that renders the page or of the browser that shows it).
 */
const PARIS = 'Europe/Paris'
const NBSP = '\u00a0'

const parts = new Intl.DateTimeFormat('fr-FR', {
  timeZone: PARIS,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h23',
})

const dayOnly = new Intl.DateTimeFormat('fr-FR', { timeZone: PARIS, day: 'numeric', month: 'long', year: 'numeric' })

/** « 1er décembre 2026 à 10 h », « 29 novembre 2026 à 14 h 05 »: an instant as Paris's clocks show it. */
export function parisDateTime(value: string | Date): string {
  const instant = typeof value === 'string' ? new Date(value) : value
  if (Number.isNaN(instant.getTime())) return ''
  const p = Object.fromEntries(parts.formatToParts(instant).map((part) => [part.type, part.value]))
  const day = p.day === '1' ? '1er' : p.day
  const time = p.minute === '00' ? `${Number(p.hour)}${NBSP}h` : `${Number(p.hour)}${NBSP}h${NBSP}${p.minute}`
  return `${day} ${p.month} ${p.year} à ${time}`
}

/** « 1er décembre 2026 »: a calendar day (a day off of an agenda), as Paris reads it. */
export function parisDay(value: string | Date): string {
  const instant = typeof value === 'string' ? new Date(value) : value
  if (Number.isNaN(instant.getTime())) return ''
  return dayOnly
    .formatToParts(instant)
    .map((part) => (part.type === 'day' && part.value === '1' ? '1er' : part.value))
    .join('')
}
