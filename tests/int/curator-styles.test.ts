import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handleEndpoints, type Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { createUser } from './support/fixtures.ts'
import { tinyPng } from './support/questionnaire.ts'
import * as catalogueService from '../../src/server/catalogue/catalogue.server.ts'
import { toWireStyle } from '../../src/server/v1/serializers/catalogue.ts'

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

// The service answers the catalogue's model; this test reads it as /v1 sends it.
const listStyles = async (...args: Parameters<typeof catalogueService.listStyles>) => {
  const page = await catalogueService.listStyles(...args)
  return { ...page, data: page.data.map(toWireStyle) }
}

async function api(method: string, path: string, body: FormData | Record<string, unknown>): Promise<{ status: number; doc: { id: number | string } }> {
  const headers = new Headers({ Authorization: `JWT ${curatorToken}` })
  if (!(body instanceof FormData)) headers.set('Content-Type', 'application/json')
  const request = new Request(`http://localhost/api${path}`, { method, headers, body: body instanceof FormData ? body : JSON.stringify(body) })
  const response = await handleEndpoints({ config: payload.config, request })
  return { status: response.status, doc: ((await response.json()) as { doc: { id: number | string } }).doc }
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
    // As the admin does: the ids as the API gave them back (a number on SQL, a string on MongoDB).
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
    expect(shown!.style_photos.map((photo) => photo.photo_id)).toEqual(reordered.map(String))
    expect(shown!.style_photos.every((photo) => photo.image !== null)).toBe(true)
  })

  it('keeps a new style unpublished until the curator publishes it', async () => {
    const zone = await api('POST', '/zones', { title: 'Cuisine' })
    const style = await api('POST', '/styles', { title: 'Cuisine terracotta', zone: zone.doc.id })
    expect(style.status).toBe(201)
    const stored = await payload.findByID({ collection: 'styles', id: style.doc.id, depth: 0, overrideAccess: true })
    expect(stored.isPublished).toBe(false)
    expect((await listStyles(payload, null, { zone: String(zone.doc.id) })).data).toEqual([])

    expect((await api('PATCH', `/styles/${style.doc.id}`, { isPublished: true })).status).toBe(200)
    expect((await listStyles(payload, null, { zone: String(zone.doc.id) })).data.map((s) => s.style_title)).toEqual(['Cuisine terracotta'])
  })

  it('keeps an unpublished style out of Payload’s own REST API for visitors and customers, not for curators', async () => {
    const zone = await api('POST', '/zones', { title: 'Bureau' })
    const style = await api('POST', '/styles', { title: 'Bureau en chantier', zone: zone.doc.id })
    const customer = await createUser(payload)
    const customerToken = (await payload.login({ collection: 'users', data: { email: customer.email, password: customer.password } })).token ?? ''
    const read = async (path: string, token: string | null) => {
      const headers = new Headers(token ? { Authorization: `JWT ${token}` } : {})
      const response = await handleEndpoints({ config: payload.config, request: new Request(`http://localhost/api${path}`, { headers }) })
      return { status: response.status, body: (await response.json()) as { docs?: { title: string }[] } }
    }
    const where = `?where[zone][equals]=${zone.doc.id}&depth=0`
    for (const token of [null, customerToken]) {
      expect((await read(`/styles${where}`, token)).body.docs).toEqual([])
      expect((await read(`/styles/${style.doc.id}?depth=0`, token)).status).toBe(404)
    }
    expect((await read(`/styles${where}`, curatorToken)).body.docs?.map((s) => s.title)).toEqual(['Bureau en chantier'])

    expect((await api('PATCH', `/styles/${style.doc.id}`, { isPublished: true })).status).toBe(200)
    for (const token of [null, customerToken]) expect((await read(`/styles${where}`, token)).body.docs?.map((s) => s.title)).toEqual(['Bureau en chantier'])
  })
})
