import { NARROW_NBSP, NBSP } from './typography.ts'

/**
 * The typography and wording mistakes issue #36 names, found in a text a customer reads (a screen's rendered
 * text, an email, a copy module's string). One scanner for the unit test over the copy and the e2e test over
 * the screens, so that both enforce the same rules as {@link frenchTypography} writes them.
 */
export type TypographyMistake = { rule: string; excerpt: string }

const MONTHS = 'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre'

/** Web and e-mail addresses: blanked before the scan (their colons, question marks and quotes are not prose). */
const ADDRESSES = /\b(?:https?:\/\/|mailto:|www\.)[^\s<>«»"]*[^\s<>«»".,;:!?)]|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/gi

const RULES: { rule: string; pattern: RegExp }[] = [
  { rule: 'espace fine insécable (U+202F) attendue avant « ; ! ? »', pattern: new RegExp(`(?:[ ${NBSP}]|[^\\s;!?(])[;!?]`, 'g') },
  { rule: 'espace insécable (U+00A0) attendue avant « : »', pattern: new RegExp(`(?<=\\S)[ ${NARROW_NBSP}]:|[^\\s:(\\d]:|\\d:(?!\\d)`, 'g') },
  { rule: 'espace insécable (U+00A0) attendue après « et avant »', pattern: new RegExp(`«(?!${NBSP})|(?<!${NBSP})»`, 'g') },
  { rule: 'apostrophe droite (’ attendue)', pattern: /(?<=\p{L})'|'(?=\p{L})/gu },
  { rule: 'guillemets droits (« » attendus)', pattern: /"/g },
  { rule: 'espace doublée', pattern: new RegExp(`(?<=\\S)[ ${NBSP}${NARROW_NBSP}]{2,}(?=\\S)`, 'g') },
  { rule: 'accord : « Opération réussie »', pattern: /\bopération réussi\b/giu },
  { rule: '« Oups », pas « Oooops »', pattern: /\bo{2,}ps\b|\boops\b/giu },
  { rule: '« Règles minimales : … spécial » (copy-corrections.md)', pattern: /\bminimum\s*:|\bspecial\b/giu },
  { rule: '« 1er » pour le premier du mois', pattern: new RegExp(`(?<![\\d,.])\\b1[ ${NBSP}${NARROW_NBSP}]+(?:${MONTHS})\\b`, 'giu') },
  { rule: 'heure à écrire « 10 h », « 14 h 30 »', pattern: /(?<![\d:])(?:[01]?\d|2[0-3]):[0-5]\d(?!\d|:\d)|(?<![\p{L}\d])(?:[01]?\d|2[0-3])h(?:[0-5]\d)?(?![\p{L}\d])/gu },
  { rule: '« honoraires », toujours au pluriel', pattern: /\bhonoraire\b/giu },
  { rule: '« nº » (n et o supérieur), pas « n° »', pattern: /\b[nN]°/g },
]

/** A few characters either side of a mistake, so that a report shows where it is. */
function excerptAround(text: string, index: number, length: number): string {
  const start = Math.max(0, index - 25)
  const end = Math.min(text.length, index + length + 25)
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`.replace(/\s*\n\s*/g, ' ⏎ ')
}

/** Every mistake in a text, with its rule and an excerpt; none for a text that follows the rules. */
export function typographyMistakes(text: string): TypographyMistake[] {
  const prose = text.replace(ADDRESSES, (address) => 'x'.repeat(address.length))
  return RULES.flatMap(({ rule, pattern }) =>
    [...prose.matchAll(pattern)].map((match) => ({ rule, excerpt: excerptAround(text, match.index, match[0].length) })),
  )
}
