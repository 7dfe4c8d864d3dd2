import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { baseUrl, customerWithProject, demoAccount, login } from './support/api.ts'

/**
 * /adminapi/v1 on the built app over real HTTP: the server sends it to the site's routes (not to Next's
 * /admin), each path reaches its route (list, show, write, delete, upload), a multipart upload with its
 * Content-Length goes through, and a customer gets the envelope's 403. The rights themselves are proved in
 * tests/int/adminapi.test.ts and the write matrix.
 */
async function call(method: string, path: string, token: string, body?: Record<string, unknown> | FormData) {
  const isForm = body instanceof FormData
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}) },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  })
  return { status: response.status, type: response.headers.get('content-type'), json: (await response.json()) as any }
}

describe('/adminapi/v1 over HTTP', () => {
  it('lists, uploads, shows, updates and deletes a catalogue photo as a curator', async () => {
    const curator = demoAccount('curator')
    const token = await login(curator.email, curator.password)

    const list = await call('GET', '/adminapi/v1/zone?div=2&sort=title&only=title', token)
    expect(list).toMatchObject({ status: 200, type: expect.stringContaining('application/json'), json: { s: 1, payload: { page: 1, total: expect.any(Number) } } })
    expect(list.json.payload.data.length).toBeLessThanOrEqual(2)

    const form = new FormData()
    form.set('photo_uri', new File([new Uint8Array(await sharp({ create: { width: 48, height: 32, channels: 3, background: '#7a8f6b' } }).png().toBuffer())], 'olivier.png', { type: 'image/png' }))
    form.set('alt', 'Olivier')
    const uploaded = await call('POST', '/adminapi/v1/upload/photos/photo_uri', token, form)
    expect(uploaded).toMatchObject({ status: 201, json: { s: 1, payload: { id: expect.any(String), alt: 'Olivier' } } })
    const id = uploaded.json.payload.id as string

    expect(await call('GET', `/adminapi/v1/photo/show/${id}?only=alt`, token)).toMatchObject({ status: 200, json: { s: 1, payload: { id, alt: 'Olivier' } } })
    expect(await call('PATCH', `/adminapi/v1/photo/${id}?need_data=1`, token, { alt: 'Olivier en pot' })).toMatchObject({ status: 200, json: { s: 1, payload: { id, alt: 'Olivier en pot' } } })
    expect(await call('DELETE', `/adminapi/v1/photo/${id}`, token)).toMatchObject({ status: 200, json: { s: 1, payload: { id } } })
    expect(await call('GET', `/adminapi/v1/photo/show/${id}`, token)).toMatchObject({ status: 404, json: { s: 0 } })
    expect(await call('GET', '/adminapi/v1/artisan', token)).toMatchObject({ status: 404, json: { s: 0, error: 'Modèle inconnu.' } })
  })

  it('answers a customer 403 and a caller without a session 401, in the envelope', async () => {
    const { customer } = await customerWithProject({ status: 1, title: 'Projet admin API', firstName: 'Lea' })
    const token = await login(customer.email, customer.password)
    expect(await call('GET', '/adminapi/v1/project', token)).toMatchObject({ status: 403, json: { s: 0, error: 'unauthorized' } })
    const anonymous = await fetch(`${baseUrl}/adminapi/v1/project`)
    expect({ status: anonymous.status, json: await anonymous.json() }).toMatchObject({ status: 401, json: { s: 0 } })
  })
})
