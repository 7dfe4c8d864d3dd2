/**
 * `npm run fonts:subset`: writes the cut-down latin files of Inter and Fraunces (and their licences) to
 * src/styles/fonts/ from the pinned fontsource packages. Run it after upgrading either package and commit
 * the result; src/build/font-subsets.test.ts fails while the committed files are out of date.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { FONT_SUBSETS, FONTS_DIR, licenceOf, subsetLatin } from '../src/build/font-subsets.ts'

for (const font of FONT_SUBSETS) {
  const subset = await subsetLatin(font)
  writeFileSync(path.join(FONTS_DIR, font.output), subset)
  writeFileSync(path.join(FONTS_DIR, `${font.family.toLowerCase()}-LICENSE.txt`), licenceOf(font))
  console.log(`${font.output}: ${(subset.length / 1024).toFixed(1)} KB`)
}
