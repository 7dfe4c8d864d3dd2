import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { charactersOf, FONT_SUBSETS, FONTS_DIR, fontWeightDescriptor, latinRange, licenceOf, subsetLatin } from './font-subsets'

const appCss = readFileSync(path.resolve(import.meta.dirname, '../styles/app.css'), 'utf8')

/** The declarations of the @font-face rule whose src is `url('./fonts/<file>')`. */
function fontFaceOf(file: string): Record<string, string> {
  const rule = appCss.split('@font-face').find((part) => part.includes(`url('./fonts/${file}')`))
  if (!rule) throw new Error(`app.css declares no @font-face for ./fonts/${file}`)
  const body = rule.slice(rule.indexOf('{') + 1, rule.indexOf('}'))
  return Object.fromEntries(
    body
      .split(';')
      .map((declaration) => declaration.trim())
      .filter(Boolean)
      .map((declaration) => [declaration.slice(0, declaration.indexOf(':')).trim(), declaration.slice(declaration.indexOf(':') + 1).trim()]),
  )
}

describe('charactersOf', () => {
  it('lists every character of a CSS unicode-range', () => {
    expect(charactersOf('U+0041-0043,U+00E9')).toBe('ABCé')
    expect(charactersOf('U+0152-0153, U+20AC')).toBe('Œœ€')
  })

  it('refuses what is not a range', () => {
    expect(() => charactersOf('U+0043-0041')).toThrow(/not a unicode range/)
    expect(() => charactersOf('latin')).toThrow(/not a unicode range/)
  })
})

describe('the committed font subsets', () => {
  it.each(FONT_SUBSETS)('$output is what `npm run fonts:subset` makes of the pinned $pkg, with its licence', async (font) => {
    const committed = readFileSync(path.join(FONTS_DIR, font.output))
    expect(committed.equals(await subsetLatin(font)), 'run `npm run fonts:subset` and commit the result').toBe(true)
    expect(readFileSync(path.join(FONTS_DIR, `${font.family.toLowerCase()}-LICENSE.txt`), 'utf8')).toBe(licenceOf(font))
  })

  it.each(FONT_SUBSETS)('app.css declares $output for the whole latin range of $pkg and its weights', (font) => {
    const face = fontFaceOf(font.output)
    expect(face['font-family']).toBe(`'${font.family} Variable'`)
    expect(face['unicode-range']).toBe(latinRange(font.pkg))
    expect(face['font-weight']).toBe(fontWeightDescriptor(font.weight))
    expect(face['font-display']).toBe('swap')
  })

  it('keeps the French text the site writes', () => {
    const latin = charactersOf(latinRange('@fontsource-variable/inter'))
    for (const character of 'àâäçéèêëîïôöùûüÿœæÀÂÇÉÈÊËÎÏÔÙÛÜŒÆ«»’…–—€²°\u00a0\u202f') expect(latin).toContain(character)
  })
})
