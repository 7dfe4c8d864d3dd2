import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import subsetFont from 'subset-font'

// NOTE (issue #10): the latin files of Inter and Fraunces are fetched before every first paint, so their
// bytes were on every page's LCP path. They are cut to what the site draws, keeping every latin character:
// Inter to the weights 400 to 700 (text, medium, semibold, <strong>) and the layout features harfbuzz keeps
// by default (kerning, ligatures, marks), 48 → 30 KB; Fraunces, whose headings are drawn at 400, to that
// one weight, 37 → 18 KB (its full variable file stays declared for heavier weights: a dialog's title,
// fetched only where one is drawn). They are made by `npm run fonts:subset` and committed; a unit test
// checks they are what the pinned packages give and that app.css declares them.

/** A fontsource variable family whose latin file is cut down; the other subsets are used as published. */
export type FontSubset = { family: string; pkg: string; source: string; output: string; weight: number | { min: number; max: number } }

export const FONT_SUBSETS: FontSubset[] = [
  { family: 'Inter', pkg: '@fontsource-variable/inter', source: 'files/inter-latin-wght-normal.woff2', output: 'inter-latin-wght-400-700.woff2', weight: { min: 400, max: 700 } },
  { family: 'Fraunces', pkg: '@fontsource-variable/fraunces', source: 'files/fraunces-latin-wght-normal.woff2', output: 'fraunces-latin-400.woff2', weight: 400 },
]

/** The weight as an @font-face `font-weight` descriptor: `400` or `400 700`. */
export const fontWeightDescriptor = (weight: FontSubset['weight']): string => (typeof weight === 'number' ? String(weight) : `${weight.min} ${weight.max}`)

export const FONTS_DIR = path.resolve(import.meta.dirname, '../styles/fonts')

const require = createRequire(import.meta.url)
const packageDir = (pkg: string) => path.dirname(require.resolve(`${pkg}/package.json`))

/** The package's latin unicode-range, as its CSS declares it (`U+0000-00FF,U+0131,…`). */
export function latinRange(pkg: string): string {
  const ranges = JSON.parse(readFileSync(path.join(packageDir(pkg), 'unicode.json'), 'utf8')) as Record<string, string>
  const latin = ranges.latin
  if (!latin) throw new Error(`${pkg}/unicode.json has no latin range`)
  return latin
}

/** Every character of a CSS unicode-range (`U+0000-00FF,U+0131`), as one string. */
export function charactersOf(unicodeRange: string): string {
  return unicodeRange
    .split(',')
    .flatMap((part) => {
      const [first, last = first] = part.trim().replace(/^U\+/i, '').split('-')
      const from = Number.parseInt(first ?? '', 16)
      const to = Number.parseInt(last ?? '', 16)
      if (!Number.isInteger(from) || !Number.isInteger(to) || to < from) throw new Error(`not a unicode range: ${part}`)
      return Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index))
    })
    .join('')
}

/** The cut-down latin file of a family, as `npm run fonts:subset` writes it. */
export async function subsetLatin(font: FontSubset): Promise<Buffer> {
  const original = readFileSync(path.join(packageDir(font.pkg), font.source))
  return subsetFont(original, charactersOf(latinRange(font.pkg)), { targetFormat: 'woff2', variationAxes: { wght: font.weight } })
}

/** The family's licence, which goes with the modified font (SIL Open Font License 1.1). */
export function licenceOf(font: FontSubset): string {
  return readFileSync(path.join(packageDir(font.pkg), 'LICENSE'), 'utf8')
}
