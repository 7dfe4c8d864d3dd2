import { writeFileSync } from 'node:fs'
import sharp from 'sharp'
import { interiorSvg } from '/work/main/seed/images/interior.ts'
import { SCENES, type InteriorLook } from '/work/main/seed/images/look.ts'
const look: InteriorLook = {
  palette: { wall: '#efebe4', wallAlt: '#dfe3e1', floor: '#d8c3a0', wood: '#c9a77c', textile: '#b9bcb8', textileAlt: '#e6dccb', accent: '#9fb3b9', accentAlt: '#e3b7a0', metal: '#2f2f2f', plant: '#5d7a55', ceramic: '#e9e4da', trim: '#ffffff', sky: '#cfe0ea' },
  wall: 'plain', floor: 'planks', window: 'french', seating: 'rounded', lamp: 'tripod', art: 'circles', plants: ['fiddle', 'snake'], rug: 'berber', extras: ['shelves'],
}
for (const scene of SCENES) {
  const t = Date.now()
  const svg = interiorSvg({ look, scene, seed: 'try-' + scene })
  const png = await sharp(Buffer.from(svg)).resize(640).png().toBuffer()
  writeFileSync(`/tmp/try-${scene}.png`, png)
  console.log(scene, Date.now() - t, 'ms', svg.length)
}
