import { readFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { asUser, createProject, createUser, tinyPdf } from './support/fixtures.ts'

let ctx: TestPayload
let payload: Payload

beforeAll(async () => {
  ctx = await bootTestPayload()
  payload = ctx.payload
})
afterAll(() => ctx?.cleanup())

const file = (data: Buffer, name: string, mimetype: string) => ({ data, name, mimetype, size: data.length })
const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>')

async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#b5623f' } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Claire Martin', Copyright: 'privé' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' } })
    .toBuffer()
}

describe('image uploads', () => {
  it('refuses an HTML page renamed .jpg, with a clear French message', async () => {
    const curator = await createUser(payload, 'curator')
    const upload = payload.create({
      collection: 'photos',
      data: { alt: 'faux' },
      file: file(html, 'salon.jpg', 'image/jpeg'),
      user: asUser(curator.user),
      overrideAccess: false,
    })
    await expect(upload).rejects.toMatchObject({
      status: 415,
      message: 'Ce fichier n’est pas une image acceptée. Formats acceptés : png, jpg, jpeg, gif, bmp, webp.',
    })
  })

  it('refuses a PDF sent to an image collection', async () => {
    const pdf = await tinyPdf()
    await expect(
      payload.create({ collection: 'photos', data: {}, file: file(pdf, 'plan.png', 'image/png'), overrideAccess: true }),
    ).rejects.toMatchObject({ status: 415 })
  })

  it('stores a PNG named .jpg under its real type and extension', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 4, background: '#8a9a7b' } }).png().toBuffer()
    const photo = await payload.create({ collection: 'photos', data: {}, file: file(png, 'mur.jpg', 'image/jpeg'), overrideAccess: true })
    expect(photo.mimeType).toBe('image/png')
    expect(photo.filename).toMatch(/^mur(-\d+)?\.png$/)
  })

  it('strips EXIF metadata (author, GPS position) from a stored photo', async () => {
    const original = await jpegWithGps()
    expect((await sharp(original).metadata()).exif).toBeDefined()
    const photo = await payload.create({ collection: 'photos', data: {}, file: file(original, 'chantier.jpg', 'image/jpeg'), overrideAccess: true })
    const stored = readFileSync(path.join(ctx.dataDir, 'uploads', 'photos', photo.filename as string))
    const metadata = await sharp(stored).metadata()
    expect(metadata.exif).toBeUndefined()
    expect(metadata.width).toBe(64)
  })
})

describe('document uploads', () => {
  it('refuses an HTML page renamed .pdf in a customer folder', async () => {
    const alice = await createUser(payload)
    const project = await createProject(payload, alice.user.id)
    await expect(
      payload.create({
        collection: 'files',
        data: { project: project.id },
        file: file(html, 'devis.pdf', 'application/pdf'),
        user: asUser(alice.user),
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 415 })
  })

  it('keeps a customer’s document away from another customer', async () => {
    const alice = await createUser(payload)
    const bob = await createUser(payload)
    const project = await createProject(payload, alice.user.id)
    const pdf = await tinyPdf()
    const doc = await payload.create({
      collection: 'files',
      data: { project: project.id },
      file: file(pdf, 'plans.pdf', 'application/pdf'),
      user: asUser(alice.user),
      overrideAccess: false,
    })
    expect(doc.owner).toMatchObject({ id: alice.user.id })
    const forBob = await payload.find({ collection: 'files', user: asUser(bob.user), overrideAccess: false })
    expect(forBob.docs).toHaveLength(0)
    const forAlice = await payload.find({ collection: 'files', user: asUser(alice.user), overrideAccess: false })
    expect(forAlice.docs.map((d) => d.id)).toEqual([doc.id])
  })
})
