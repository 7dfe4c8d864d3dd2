import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handleEndpoints, type Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { createUser } from './support/fixtures.ts'
import { tinyPng } from './support/questionnaire.ts'
import { listStyles } from '../../src/server/catalogue/catalogue.server.ts'

let ctx: TestPayload
let payload: Payload
let curatorToken: string

beforeAll(async () => {
  ctx = await bootTestPayload()
  payload = ctx.payload
  const curator = await createUser(payload, 'curator')
  curatorToken = (await payload.login({ collection: 'users', data: { email: curator.email, password: curator.password } })).token ?? ''
})
afterAll(() => ctx?.cleanup())

async function api(method: string, path: string, body: FormData | Record<string, unknown>): Promise<{ status: number; doc: { id: number } }> {
  const headers = new Headers({ Authorization: `JWT ${curatorToken}` })
  if (!(body instanceof FormData)) headers.set('Content-Type', 'application/json')
  const request = new Request(`http://localhost/api${path}`, { method, headers, body: body instanceof FormData ? body : JSON.stringify(body) })
  const response = await handleEndpoints({ config: payload.config, request })
  return { status: response.status, doc: ((await response.json()) as { doc: { id: number } }).doc }
}

describe('a curator’s new style, over the REST API the admin uses', () => {
  it('takes 8 photos at once, keeps their new order, and shows on the catalogue only once published', async () => {
    const zone = await api('POST', '/zones', { title: 'Salle de bains' })
    expect(zone.status).toBe(201)

    const uploads = await Promise.all(
      Array.from({ length: 8 }, async (_, index) => {
        const form = new FormData()
        form.set('file', new File([await tinyPng(8 + index, 8)], `bain-${index + 1}.png`, { type: 'image/png' }))
        form.set('_payload', JSON.stringify({ alt: `Salle de bains ${index + 1}` }))
        return api('POST', '/photos', form)
      }),
    )
    expect(uploads.map((upload) => upload.status)).toEqual(Array(8).fill(201))
    const photoIds = uploads.map((upload) => upload.doc.id)

    const style = await api('POST', '/styles', { title: 'Bain minéral', zone: zone.doc.id, photos: photoIds, isPublished: false })
    expect(style.status).toBe(201)
    const hidden = await listStyles(payload, null, { zone: String(zone.doc.id) })
    expect(hidden.data.map((s) => s.style_title)).not.toContain('Bain minéral')

    const reordered = [...photoIds].reverse()
    expect((await api('PATCH', `/styles/${style.doc.id}`, { photos: reordered, isPublished: true })).status).toBe(200)

    const catalogue = await listStyles(payload, null, { zone: String(zone.doc.id) })
    const shown = catalogue.data.find((s) => s.style_title === 'Bain minéral')
    expect(shown).toBeDefined()
    expect(shown!.style_photos.map((photo) => Number(photo.photo_id))).toEqual(reordered)
    expect(shown!.style_photos.every((photo) => photo.image !== null)).toBe(true)
  })
})
