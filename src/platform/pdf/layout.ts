/**
 * Pure layout rules of the generated PDFs (no pdf-lib here, so that they can be tested with any measure):
 * what text the standard fonts can print, how it wraps, and how table rows are split over pages.
 */

/** The width of a text at a font size, in points (pdf-lib's `font.widthOfTextAtSize`). */
export type Measure = (text: string, size: number) => number

/** What to do with a character the standard fonts cannot encode. */
export type Unprintable = 'drop' | 'mark'

/**
 * The standard PDF fonts encode WinAnsi only. NOTE: French number formatting (Intl fr-FR) separates
 * thousands with U+202F and puts U+00A0 before '€': they become plain spaces. Any other character
 * outside WinAnsi (emoji, other scripts) is dropped rather than failing the whole document, or, where a
 * text is evidence (the signature certificate), written as '?' so that nothing disappears silently.
 */
export function printable(text: string, unprintable: Unprintable = 'drop'): string {
  return text
    .replace(/[\u00a0\u2009\u202f]/g, ' ')
    .replace(/\u00d7/g, 'x')
    .replace(/[^\n\u0020-\u007e\u00a1-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac\u0152\u0153\u2030]/g, unprintable === 'mark' ? '?' : '')
}

interface WrapOptions {
  text: string
  measure: Measure
  size: number
  width: number
  unprintable?: Unprintable
  /** Cut a word longer than the width (a hash, a user agent) instead of giving it a line of its own. */
  cutLongWords?: boolean
}

/** Splits a word wider than `width` into pieces that fit (each piece at least one character). */
function cutWord(word: string, { measure, size, width }: Pick<WrapOptions, 'measure' | 'size' | 'width'>): string[] {
  const pieces: string[] = []
  let rest = word
  while (rest.length > 1 && measure(rest, size) > width) {
    let cut = rest.length - 1
    while (cut > 1 && measure(rest.slice(0, cut), size) > width) cut--
    pieces.push(rest.slice(0, cut))
    rest = rest.slice(cut)
  }
  pieces.push(rest)
  return pieces
}

/** Breakable white space: any but the no-break spaces (U+00A0, U+202F), which French typography puts before « : ; ! ? » and in amounts. */
const BREAKABLE_SPACE = /[^\S\u00a0\u202f]+/

/**
 * Splits a text into lines no wider than `width`, keeping its line breaks. A word longer than the width
 * gets a line of its own, or is cut over several lines with `cutLongWords`. No line breaks at a no-break
 * space (« Total : », « 12 345,60 € »), printed as a plain space.
 */
export function wrapText({ text, measure, size, width, unprintable = 'drop', cutLongWords = false }: WrapOptions): string[] {
  const lines: string[] = []
  for (const paragraph of text.split('\n')) {
    let current = ''
    const words = paragraph
      .split(BREAKABLE_SPACE)
      .map((word) => printable(word, unprintable))
      .filter(Boolean)
    for (const word of cutLongWords ? words.flatMap((whole) => cutWord(whole, { measure, size, width })) : words) {
      const candidate = current === '' ? word : `${current} ${word}`
      if (current === '' || measure(candidate, size) <= width) current = candidate
      else {
        lines.push(current)
        current = word
      }
    }
    lines.push(current)
  }
  return lines
}

/**
 * Splits rows of the given heights over pages: as many whole rows as fit in the space left on the current
 * page (`firstPageSpace`), then on fresh pages of `pageSpace` each. A row taller than a whole page still
 * gets a page of its own. Returns the rows' indexes, page by page (the first page may get none).
 */
export function paginate({ heights, firstPageSpace, pageSpace }: { heights: readonly number[]; firstPageSpace: number; pageSpace: number }): number[][] {
  const pages: number[][] = [[]]
  let space = firstPageSpace
  heights.forEach((height, index) => {
    const page = pages[pages.length - 1] as number[]
    const isFreshPage = page.length === 0 && pages.length > 1
    if (height > space && !isFreshPage) {
      pages.push([index])
      space = pageSpace - height
      return
    }
    page.push(index)
    space -= height
  })
  return pages
}
