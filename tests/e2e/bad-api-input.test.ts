import { describe, expect, it } from 'vitest'
import { baseUrl, demoAccount, login } from './support/api.ts'

/** Payload's REST API (/api) fed what no admin screen sends: it answers 400 in French, never 500. */

const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`

async function call(method: string, path: string, init: { token: string; json?: string; form?: FormData }) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { Authorization: `JWT ${init.token}`, ...(init.json === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: init.json ?? init.form,
  })
  const text = await response.text()
  return { status: response.status, message: (JSON.parse(text) as { errors?: { message: string }[] }).errors?.[0]?.message ?? text }
}

describe('Deeply nested JSON or an odd `where` answers 500 (Payload REST /api)', () => {
  it('answers a JSON body nested too deep, too large or malformed with a 400 in French', async () => {
    const admin = demoAccount('admin')
    const token = await login(admin.email, admin.password)
    for (const [method, path, json, reason] of [
      ['POST', '/api/projects', `{"title":"x","answers":${deep(100_000)}}`, /trop imbriqué/],
      ['POST', '/api/contact-messages', `{"message":${deep(21)}}`, /trop imbriqué/],
      ['PATCH', '/api/projects/1', JSON.stringify({ title: 'a'.repeat(1_100_000) }), /dépasse 1 Mo/],
      ['POST', '/api/projects', '{"title":', /pas du JSON valide/],
    ] as const) {
      const answer = await call(method, path, { token, json })
      expect({ path, ...answer }).toMatchObject({ status: 400, message: expect.stringMatching(reason) })
    }
  })

  it('lets through a JSON write with an empty body, as the admin posts its access checks (POST /api/<collection>/access)', async () => {
    const curator = demoAccount('curator')
    const token = await login(curator.email, curator.password)
    const response = await fetch(`${baseUrl}/api/photos/access`, { method: 'POST', headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' } })
    expect(response.status).toBe(200)
  })

  it('answers form data whose _payload is not JSON with a 400 in French', async () => {
    const admin = demoAccount('admin')
    const form = new FormData()
    form.append('_payload', '{"kind":')
    form.append('file', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'x.pdf')
    const answer = await call('POST', '/api/files', { token: await login(admin.email, admin.password), form })
    expect(answer).toMatchObject({ status: 400, message: expect.stringMatching(/pas du JSON valide/) })
  })

  it('answers a where on an unknown field, or a malformed where, with a 400 in French, for staff and customers', async () => {
    for (const role of ['admin', 'customer'] as const) {
      const account = demoAccount(role)
      const token = await login(account.email, account.password)
      for (const query of ['where[nope][equals]=1', 'where[title.nope][equals]=1', 'where[owner.nope][equals]=1', 'where[status][nope]=1', 'where[and][x][title][equals]=1', 'where=%7B%7D']) {
        const answer = await call('GET', `/api/projects?${query}`, { token })
        expect({ role, query, ...answer }).toMatchObject({ status: 400, message: expect.stringMatching(/[Ff]iltre invalide|Paramètres de requête invalides/) })
      }
    }
  })

  it('answers a filter value of the wrong type for its field (text on a relation or an id) with a 400 in French, signed in or not', async () => {
    const admin = demoAccount('admin')
    const token = await login(admin.email, admin.password)
    for (const path of ['/api/photos?where[owner][like]=x', '/api/photos?where[id][in]=1,abc', '/api/projects?where[owner][like]=x', '/api/files?where[owner][equals]=abc', '/api/projects?where[id][in]=1,2,abc', '/api/users?where[id][in]=1,abc']) {
      for (const auth of [token, '']) {
        const response = await fetch(`${baseUrl}${path}`, { headers: auth ? { Authorization: `JWT ${auth}` } : {} })
        expect(response.status, `${path} ${auth ? 'as admin' : 'anonymous'}`).toBeLessThan(500)
        if (response.status === 400) expect(((await response.json()) as { errors: { message: string }[] }).errors[0]?.message).toMatch(/Filtre invalide/)
      }
    }
  })
})
