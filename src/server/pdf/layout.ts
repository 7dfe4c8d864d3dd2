/**
 * Pure layout rules of the generated PDFs (no pdf-lib here, so that they can be tested with any measure):
 * what text the standard fonts can print, how it wraps, and how table rows are split over pages.
 */

/** The width of a text at a font size, in points (pdf-lib's `font.widthOfTextAtSize`). */
export type Measure = (text: string, size: number) => number

/**
 * The standard PDF fonts encode WinAnsi only. NOTE: French number formatting (Intl fr-FR) separates
 * thousands with U+202F and puts U+00A0 before '€': they become plain spaces; any other character
 * outside WinAnsi (emoji, other scripts) is dropped rather than failing the whole document.
 */
export function printable(text: string): string {
  return text
    .replace(/[\u00a0\u2009\u202f]/g, ' ')
    .replace(/\u00d7/g, 'x')
    .replace(/[^\n\u0020-\u007e\u00a1-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac\u0152\u0153\u2030]/g, '')
}

/** Splits a text into lines no wider than `width` (a word longer than the width gets a line of its own). */
export function wrapText({ text, measure, size, width }: { text: string; measure: Measure; size: number; width: number }): string[] {
  const lines: string[] = []
  for (const paragraph of printable(text).split('\n')) {
    let current = ''
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
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
