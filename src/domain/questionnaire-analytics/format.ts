import { parisParts } from '../booking/paris-time.ts'

/**
 * How the analytics screen writes its figures, in French (design/copy-corrections.md): a narrow no-break
 * space before « % », dates as « 25 novembre 2026 », times as « 14 h 30 ».
 */

const NARROW_NBSP = '\u202f'
const NBSP = '\u00a0'
const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre']

/** A share from 0 to 1 as a whole percentage: « 67 % »; « — » when there is none. */
export function formatShare(share: number | null): string {
  return share === null ? '—' : `${Math.round(share * 100)}${NARROW_NBSP}%`
}

/**
 * A duration in words, to the two largest units: « 45 s », « 12 min 30 s », « 2 h 05 min », « 3 j 4 h »;
 * « — » when there is none.
 */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '—'
  const total = Math.round(seconds)
  const days = Math.floor(total / 86_400)
  const hours = Math.floor((total % 86_400) / 3_600)
  const minutes = Math.floor((total % 3_600) / 60)
  const rest = total % 60
  if (days > 0) return hours > 0 ? `${days}${NBSP}j ${hours}${NBSP}h` : `${days}${NBSP}j`
  if (hours > 0) return `${hours}${NBSP}h ${String(minutes).padStart(2, '0')}${NBSP}min`
  if (minutes > 0) return rest > 0 ? `${minutes}${NBSP}min ${rest}${NBSP}s` : `${minutes}${NBSP}min`
  return `${rest}${NBSP}s`
}

/** An instant as read in Paris: « 25 novembre 2026 à 14 h 30 », « 1er juillet 2026 à 9 h 05 ». */
export function formatPublication(iso: string): string {
  const { year, month, day, hour, minute } = parisParts(new Date(iso))
  return `${day === 1 ? '1er' : day} ${MONTHS[month - 1]} ${year} à ${hour}${NBSP}h${NBSP}${String(minute).padStart(2, '0')}`
}
