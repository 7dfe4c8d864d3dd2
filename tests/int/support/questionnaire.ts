import sharp from 'sharp'
import type { Payload } from 'payload'
import type { Photo } from '../../../payload-types.ts'
import { slugs } from '../../../collections/slugs.ts'
import { questionnairePictures, seedQuestionnaire, type SeededQuestionnaire } from '../../../seed/questionnaire.ts'

/** A small real PNG (Payload checks and resizes images). */
export async function tinyPng(width = 8, height = 8): Promise<Uint8Array<ArrayBuffer>> {
  const png = await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 80 } } }).png().toBuffer()
  return new Uint8Array(png)
}

/**
 * The demo questionnaire, loaded by the seed's own loader; its pictures are one small image each (the
 * seed's drawn pictures are not what these tests are about).
 */
export async function seedTestQuestionnaire(payload: Payload): Promise<SeededQuestionnaire> {
  const data = await tinyPng()
  const photoByName = new Map<string, Photo>()
  for (const picture of questionnairePictures()) {
    const photo = await payload.create({
      collection: slugs.photos,
      data: { alt: picture.alt },
      file: { data: Buffer.from(data), mimetype: 'image/png', name: picture.name.replace(/\.jpg$/, '.png'), size: data.length },
      overrideAccess: true,
    })
    photoByName.set(picture.name, photo)
  }
  return seedQuestionnaire(payload, photoByName)
}
