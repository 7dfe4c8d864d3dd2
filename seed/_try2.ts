import { writeFileSync } from 'node:fs'
import sharp from 'sharp'
import { interiorSvg } from './images/interior.ts'
import { STYLES, STYLE_SCENES } from './content/styles.ts'
const only = process.argv[2]?.split(',')
let total = 0
for (const style of STYLES) {
  if (only && !only.includes(style.key)) continue
  const files: string[] = []
  for (const [index, scene] of STYLE_SCENES.entries()) {
    const t = Date.now()
    const svg = interiorSvg({ look: style.look, scene, seed: `${style.key}-${index + 1}` })
    const png = await sharp(Buffer.from(svg)).resize(640).png().toBuffer()
    total += Date.now() - t
    const file = `/tmp/s-${style.key}-${index}.png`
    writeFileSync(file, png)
    files.push(file)
  }
}
console.log('total ms', total)
