import { randomBytes } from 'node:crypto'
import http from 'node:http'
import { describe, expect, it } from 'vitest'
import { authHeaders, baseUrl, demoAccount, getJson, login } from './support/api.ts'

/**
 * POST on a connection of its own: the server answers 413 without reading the whole body, and a
 * pooled keep-alive connection (fetch's) would then be reset under the next test.
 */
async function postWithoutKeepAlive(url: string, form: FormData, headers: Record<string, string>): Promise<number> {
  const encoded = new Response(form)
  const body = Buffer.from(await encoded.arrayBuffer())
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', agent: false, headers: { ...headers, 'Content-Type': encoded.headers.get('content-type') ?? '', 'Content-Length': body.length } }, (response) => {
      response.resume()
      resolve(response.statusCode ?? 0)
    })
    // NOTE: the server may close while the body is still being written; its 413 answer still arrives.
    request.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)))
    request.end(body)
  })
}

const html = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'

/**
 * An active customer, created as the back office does it (accounts come from the sign-up form, the
 * questionnaire or an admin; a visitor cannot create one through /api, let alone choose its role).
 */
async function createActiveCustomer(email: string, password: string): Promise<string | number> {
  const visitor = await fetch(`${baseUrl}/api/users`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, role: 'admin' }),
  })
  expect(visitor.status).toBe(403)
  const admin = demoAccount('admin')
  const created = await fetch(`${baseUrl}/api/users`, {
    method: 'POST',
    headers: { ...authHeaders(await login(admin.email, admin.password)), 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, role: 'customer', isActive: true }),
  })
  expect(created.status).toBe(201)
  return ((await created.json()) as { doc: { id: string | number } }).doc.id
}

async function registerCustomer(): Promise<{ id: string | number; token: string }> {
  const email = `client-${randomBytes(4).toString('hex')}@exemple.fr`
  const password = 'Maisonnee;2026ab'
  const id = await createActiveCustomer(email, password)
  return { id, token: await login(email, password) }
}

/** A project staff open for a customer through /api (customers themselves write through the product only). */
async function createProject(ownerId: string | number, title: string) {
  const staff = await login(demoAccount('staff').email, demoAccount('staff').password)
  const response = await fetch(`${baseUrl}/api/projects`, {
    method: 'POST',
    headers: { ...authHeaders(staff), 'Content-Type': 'application/json' },
    body: JSON.stringify({ title, owner: ownerId }),
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { doc: { id: string | number } }).doc
}

describe('Payload REST API (/api) access rules', () => {
  it('gives anonymous visitors only published questionnaire content', async () => {
    const marketing = await login(demoAccount('marketing').email, demoAccount('marketing').password)
    const quizzes = await getJson<{ docs: { id: string | number }[] }>('/api/quizzes?limit=1', marketing)
    const quizId = quizzes.body.docs[0]?.id
    expect(quizId).toBeDefined()
    const draftTitle = `Question en brouillon ${randomBytes(3).toString('hex')}`
    const draft = await fetch(`${baseUrl}/api/questions?draft=true`, {
      method: 'POST',
      headers: { ...authHeaders(marketing), 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: draftTitle, type: '0', quiz: quizId, position: 999, _status: 'draft' }),
    })
    expect(draft.status).toBe(201)

    const anonymous = await getJson<{ docs: { title: string; _status: string }[]; totalDocs: number }>('/api/questions?limit=500&depth=0')
    expect(anonymous.status).toBe(200)
    expect(anonymous.body.totalDocs).toBeGreaterThan(0)
    expect(anonymous.body.docs.every((q) => q._status === 'published')).toBe(true)
    expect(anonymous.body.docs.map((q) => q.title)).not.toContain(draftTitle)
    const anonymousDrafts = await getJson<{ docs: { title: string }[] }>('/api/questions?limit=500&depth=0&draft=true')
    expect(anonymousDrafts.body.docs.map((q) => q.title)).not.toContain(draftTitle)
  })

  it('refuses the project list to an anonymous visitor', async () => {
    const { status } = await getJson('/api/projects')
    expect([401, 403]).toContain(status)
  })

  it('lists to each customer only their own projects', async () => {
    const first = await registerCustomer()
    const second = await registerCustomer()
    const mine = await createProject(first.id, 'Appartement rue Oberkampf')
    const theirs = await createProject(second.id, 'Studio Croix-Rousse')
    const byCustomer = await fetch(`${baseUrl}/api/projects`, { method: 'POST', headers: { ...authHeaders(first.token), 'Content-Type': 'application/json' }, body: JSON.stringify({ title: 'Par /api' }) })
    expect(byCustomer.status).toBe(403)

    const forFirst = await getJson<{ docs: { id: string | number; owner: { id: string | number } }[] }>('/api/projects', first.token)
    expect(forFirst.body.docs.map((p) => p.id)).toEqual([mine.id])
    const forSecond = await getJson<{ docs: { id: string | number }[] }>('/api/projects', second.token)
    expect(forSecond.body.docs.map((p) => p.id)).toEqual([theirs.id])
    const direct = await getJson(`/api/projects/${theirs.id}`, first.token)
    expect([403, 404]).toContain(direct.status)

    const customer = demoAccount('customer')
    const demo = await getJson<{ docs: { owner: { email: string } }[] }>('/api/projects', await login(customer.email, customer.password))
    expect(demo.body.docs.length).toBeGreaterThan(0)
    expect(demo.body.docs.every((p) => p.owner.email === customer.email)).toBe(true)
  })
})

describe('uploads over HTTP', () => {
  it('refuses an HTML page renamed .jpg with a clear French error', async () => {
    const curator = await login(demoAccount('curator').email, demoAccount('curator').password)
    const form = new FormData()
    form.append('file', new Blob([html], { type: 'image/jpeg' }), 'salon.jpg')
    form.append('_payload', JSON.stringify({ alt: 'Salon' }))
    const response = await fetch(`${baseUrl}/api/photos`, { method: 'POST', headers: authHeaders(curator), body: form })
    expect(response.status).toBe(415)
    const body = (await response.json()) as { errors: { message: string }[] }
    expect(body.errors[0]?.message).toBe('Ce fichier n’est pas une image acceptée. Formats acceptés : png, jpg, jpeg, gif, bmp, webp.')
  })

  it('refuses a file over the size limit with 413', async () => {
    const { token } = await registerCustomer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(51 * 1024 * 1024)], { type: 'application/pdf' }), 'enorme.pdf')
    form.append('_payload', JSON.stringify({}))
    expect(await postWithoutKeepAlive(`${baseUrl}/api/files`, form, authHeaders(token))).toBe(413)
  })

  it('serves catalogue images publicly under /uploads, with nosniff', async () => {
    const zones = await getJson<{ docs: { image: { filename: string } }[] }>('/api/zones?limit=1&depth=1')
    const filename = zones.body.docs[0]?.image.filename
    expect(filename).toBeDefined()
    const response = await fetch(`${baseUrl}/uploads/zones/img/${filename}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^image\//)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('serves a customer’s document under /uploads to its owner only', async () => {
    const customer = demoAccount('customer')
    const ownerToken = await login(customer.email, customer.password)
    const files = await getJson<{ docs: { filename: string }[] }>('/api/files?limit=1&depth=0', ownerToken)
    const filename = files.body.docs[0]?.filename
    expect(filename).toBeDefined()
    const path = `/uploads/folders/file/${filename}`

    expect((await fetch(`${baseUrl}${path}`, { headers: authHeaders(ownerToken) })).status).toBe(200)
    expect((await fetch(`${baseUrl}${path}`)).status).toBe(404)
    const stranger = await registerCustomer()
    expect((await fetch(`${baseUrl}${path}`, { headers: authHeaders(stranger.token) })).status).toBe(404)
  })
})

describe('one process, one Payload, one auth', () => {
  it('honours on the site side (/uploads) the session cookie set by a login on /api, for a file staff write through /api', async () => {
    // Staff: customers write through the product only, never through /api (trust-boundary.md).
    const { email, password } = demoAccount('staff')
    const loginResponse = await fetch(`${baseUrl}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
    const cookie = loginResponse.headers.getSetCookie().find((c) => c.startsWith('payload-token='))
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    // What a browser sends with a same-origin request (Payload refuses a cookie with neither Origin nor Sec-Fetch-Site).
    const session = { Cookie: cookie?.split(';')[0] ?? '', 'Sec-Fetch-Site': 'same-origin' }

    const form = new FormData()
    form.append('file', new Blob([JSON.stringify({ pieces: 3 })], { type: 'application/json' }), 'mesures.json')
    form.append('_payload', JSON.stringify({ kind: 'document' }))
    const created = await fetch(`${baseUrl}/api/files`, { method: 'POST', headers: { ...session, Origin: baseUrl }, body: form })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: { filename: string } }

    const served = await fetch(`${baseUrl}/uploads/folders/file/${doc.filename}`, { headers: session })
    expect(served.status).toBe(200)
    expect(served.headers.get('content-disposition')).toMatch(/^attachment/)
    expect(await served.json()).toEqual({ pieces: 3 })
    expect((await fetch(`${baseUrl}/uploads/folders/file/${doc.filename}`)).status).toBe(404)
  })
})
