import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { createProject, createUser } from './support/fixtures.ts'
import { tinyPng } from './support/questionnaire.ts'
import { adminApi } from './support/adminapi.ts'
import { missingDocId } from '../support/test-database.ts'
import { ADMIN_MODELS } from '../../src/server/adminapi/models.ts'

/**
 * The spec's generic admin API (section 7, design/api.md), through its route handlers with real requests
 * on a throwaway database: the back office's roles get exactly their CMS rights, customers and visitors
 * nothing; the list query (p, div, cond, only, sort, d); need_data; uploads; no auth field ever leaves.
 * The write matrix (write-matrix.test.ts) tries every collection through it too.
 */

let ctx: TestPayload
let payload: Payload
type Account = Awaited<ReturnType<typeof createUser>> & { token: string }
const accounts = {} as Record<'customer' | 'marketing' | 'curator' | 'staff' | 'admin', Account>
const SYSTEM = { overrideAccess: true } as const
const unique = () => randomBytes(4).toString('hex')

async function account(role: keyof typeof accounts): Promise<Account> {
  const created = await createUser(payload, role)
  const { token } = await payload.login({ collection: 'users', data: { email: created.email, password: created.password } })
  return { ...created, token: token! }
}

async function quizWithQuestion() {
  const quiz = await payload.create({ collection: 'quizzes', data: { title: 'Parcours', _status: 'published' } as never, ...SYSTEM })
  const question = await payload.create({ collection: 'questions', data: { title: 'Type de bien', type: '0', quiz: quiz.id, position: 1, _status: 'published' } as never, ...SYSTEM })
  return { quiz, question }
}

const zoneCount = async () => (await payload.count({ collection: 'zones', ...SYSTEM })).totalDocs

beforeAll(async () => {
  ctx = await bootTestPayload()
  payload = ctx.payload
  for (const role of ['customer', 'marketing', 'curator', 'staff', 'admin'] as const) accounts[role] = await account(role)
})
afterAll(() => ctx?.cleanup())

describe('/adminapi/v1: who may call it', () => {
  it('answers 401 without a session and 403 (unauthorized) to a customer, for every call, and changes nothing', async () => {
    const zone = await payload.create({ collection: 'zones', data: { title: 'Salon' }, ...SYSTEM })
    const form = new FormData()
    form.set('file', new File([await tinyPng()], 'zone.png', { type: 'image/png' }))
    const before = await zoneCount()
    for (const [status, token] of [[401, undefined], [403, accounts.customer.token]] as const) {
      const calls = [
        await adminApi('GET', '/adminapi/v1/zone', { token }),
        await adminApi('GET', `/adminapi/v1/zone/show/${zone.id}`, { token }),
        await adminApi('POST', '/adminapi/v1/zone', { token, body: { title: 'Intrus' } }),
        await adminApi('PATCH', `/adminapi/v1/zone/${zone.id}`, { token, body: { title: 'Intrus' } }),
        await adminApi('DELETE', `/adminapi/v1/zone/${zone.id}`, { token }),
        await adminApi('POST', '/adminapi/v1/upload/photo/file', { token, body: form }),
        // A customer may create projects through the product: never through the admin API.
        await adminApi('POST', '/adminapi/v1/project', { token, body: { title: 'Intrus' } }),
      ]
      for (const answer of calls) expect(answer).toMatchObject({ status, json: { s: 0 } })
      if (token) expect(calls.every((answer) => answer.json.error === 'unauthorized')).toBe(true)
    }
    expect(await zoneCount()).toBe(before)
    expect((await payload.findByID({ collection: 'zones', id: zone.id, ...SYSTEM })).title).toBe('Salon')
  })

  it('answers 404 for a model it does not know, and names every model by the spec’s name, its plural or its slug', async () => {
    expect(await adminApi('GET', '/adminapi/v1/artisan', { token: accounts.admin.token })).toMatchObject({ status: 404, json: { s: 0, error: 'Modèle inconnu.' } })
    expect((await adminApi('GET', '/adminapi/v1/constructor', { token: accounts.admin.token })).status).toBe(404)
    for (const name of ['quizztion', 'quizztions', 'questions', 'rapport', 'rapports', 'reports']) {
      expect((await adminApi('GET', `/adminapi/v1/${name}`, { token: accounts.admin.token })).status).toBe(200)
    }
    const slugs = [...payload.config.collections.map((collection) => collection.slug), ...payload.config.globals.map((global) => global.slug)].filter((slug) => !slug.startsWith('payload-'))
    expect(ADMIN_MODELS.map((model) => model.slug).sort()).toEqual(slugs.sort())
    const readme = readFileSync('README.md', 'utf8')
    for (const model of ADMIN_MODELS) expect(readme).toContain(`| \`${model.name}\` | \`${model.slug}\` | ${model.kind} |`)
  })

  it('refuses a session cookie sent from another site’s page (the same Origin check as /v1’s POST calls)', async () => {
    const zone = await payload.create({ collection: 'zones', data: { title: 'Entrée' }, ...SYSTEM })
    const cookie = `${payload.config.cookiePrefix}-token=${accounts.admin.token}`
    expect((await adminApi('DELETE', `/adminapi/v1/zone/${zone.id}`, { headers: { Cookie: cookie, Origin: 'https://evil.example' } })).status).toBe(401)
    expect(await payload.findByID({ collection: 'zones', id: zone.id, ...SYSTEM, disableErrors: true })).not.toBeNull()
    expect((await adminApi('DELETE', `/adminapi/v1/zone/${zone.id}`, { headers: { Cookie: cookie, Origin: payload.config.csrf[0]! } })).status).toBe(200)
    expect(await payload.findByID({ collection: 'zones', id: zone.id, ...SYSTEM, disableErrors: true })).toBeNull()
  })
})

describe('/adminapi/v1: each back-office role gets exactly its CMS rights', () => {
  it('lets marketing update a question, and refuses it a project’s deletion and a style’s creation', async () => {
    const { question } = await quizWithQuestion()
    const updated = await adminApi('POST', `/adminapi/v1/quizztion/${question.id}?need_data=1`, { token: accounts.marketing.token, body: { title: 'Quel bien ?' } })
    expect(updated).toMatchObject({ status: 200, json: { s: 1, payload: { id: String(question.id), title: 'Quel bien ?' } } })
    expect((await payload.findByID({ collection: 'questions', id: question.id, ...SYSTEM })).title).toBe('Quel bien ?')

    const project = await createProject(payload, accounts.customer.user.id)
    expect(await adminApi('DELETE', `/adminapi/v1/project/${project.id}`, { token: accounts.marketing.token })).toMatchObject({ status: 403, json: { s: 0 } })
    expect(await payload.findByID({ collection: 'projects', id: project.id, ...SYSTEM, disableErrors: true })).not.toBeNull()

    const styles = (await payload.count({ collection: 'styles', ...SYSTEM })).totalDocs
    expect((await adminApi('POST', '/adminapi/v1/style', { token: accounts.marketing.token, body: { title: 'Bord de mer' } })).status).toBe(403)
    expect((await payload.count({ collection: 'styles', ...SYSTEM })).totalDocs).toBe(styles)
  })

  it('judges a call as the back office’s door, not the product’s: marketing cannot change its own account (the account page checks the password)', async () => {
    const answer = await adminApi('PATCH', `/adminapi/v1/user/${accounts.marketing.user.id}`, { token: accounts.marketing.token, body: { firstName: 'Changé' } })
    expect(answer.status).toBe(403)
    expect((await payload.findByID({ collection: 'users', id: accounts.marketing.user.id, ...SYSTEM })).firstName).toBe('Test')
  })

  it('lets a curator upload a style image and attach it to a catalogue style; staff may not', async () => {
    const style = await payload.create({ collection: 'styles', data: { title: 'Scandinave' }, ...SYSTEM })
    const form = () => {
      const data = new FormData()
      data.set('photos', new File([tinyPngBytes], 'scandinave.png', { type: 'image/png' }))
      data.set('alt', 'Salon scandinave')
      return data
    }
    const tinyPngBytes = await tinyPng()
    const uploaded = await adminApi('POST', '/adminapi/v1/upload/style/photos', { token: accounts.curator.token, body: form() })
    expect(uploaded).toMatchObject({ status: 201, json: { s: 1, payload: { id: expect.any(String), alt: 'Salon scandinave', mimeType: 'image/png', url: expect.stringContaining('scandinave') } } })
    const photoId = uploaded.json.payload.id as string
    expect((await payload.findByID({ collection: 'photos', id: photoId, depth: 0, ...SYSTEM })).owner ?? null).toBeNull()

    const attached = await adminApi('PATCH', `/adminapi/v1/style/${style.id}?need_data=1`, { token: accounts.curator.token, body: { photos: [photoId] } })
    expect(attached).toMatchObject({ status: 200, json: { s: 1, payload: { id: String(style.id), photos: [photoId] } } })

    const photos = (await payload.count({ collection: 'photos', ...SYSTEM })).totalDocs
    expect((await adminApi('POST', '/adminapi/v1/upload/style/photos', { token: accounts.staff.token, body: form() })).status).toBe(403)
    expect((await payload.count({ collection: 'photos', ...SYSTEM })).totalDocs).toBe(photos)
    expect(await adminApi('POST', '/adminapi/v1/upload/style/title', { token: accounts.curator.token, body: form() })).toMatchObject({ status: 400, json: { error: 'Le champ « title » de ce modèle ne reçoit pas de fichier.' } })
    expect(await adminApi('POST', '/adminapi/v1/upload/photo/image', { token: accounts.curator.token, body: new FormData() })).toMatchObject({ status: 400, json: { s: 0 } })
  })

  it('creates with the id only, or the document with need_data=1; deletes for a role that may, and then the document is gone', async () => {
    const minimal = await adminApi('POST', '/adminapi/v1/zone', { token: accounts.curator.token, body: { title: `Cuisine ${unique()}` } })
    expect(minimal).toMatchObject({ status: 201, json: { s: 1 } })
    expect(minimal.json.payload).toEqual({ id: expect.any(String) })
    const full = await adminApi('POST', '/adminapi/v1/zone?need_data=1', { token: accounts.curator.token, body: { title: 'Bureau', position: 4 } })
    expect(full).toMatchObject({ status: 201, json: { s: 1, payload: { id: expect.any(String), title: 'Bureau', position: 4, createdAt: expect.any(String) } } })

    expect((await adminApi('DELETE', `/adminapi/v1/zone/${full.json.payload.id}`, { token: accounts.marketing.token })).status).toBe(403)
    expect(await adminApi('DELETE', `/adminapi/v1/zone/${full.json.payload.id}`, { token: accounts.curator.token })).toMatchObject({ status: 200, json: { s: 1, payload: { id: full.json.payload.id } } })
    expect((await adminApi('GET', `/adminapi/v1/zone/show/${full.json.payload.id}`, { token: accounts.curator.token })).status).toBe(404)
    expect((await adminApi('DELETE', `/adminapi/v1/zone/${missingDocId()}`, { token: accounts.curator.token })).status).toBe(404)
    expect((await adminApi('DELETE', '/adminapi/v1/zone/12abc', { token: accounts.curator.token })).status).toBe(400)
  })

  it('reads and updates a global (the CGU and CGV) with the same rights as the CMS', async () => {
    expect(await adminApi('GET', '/adminapi/v1/param', { token: accounts.staff.token })).toMatchObject({ status: 200, json: { s: 1 } })
    expect((await adminApi('POST', '/adminapi/v1/param', { token: accounts.staff.token, body: { cgu: null } })).status).toBe(403)
    expect((await adminApi('POST', '/adminapi/v1/param?need_data=1', { token: accounts.marketing.token, body: { cgu: null } })).status).toBe(200)
  })
})

describe('/adminapi/v1: lists and documents', () => {
  it('pages with p and div, filters with cond, returns only the fields asked, sorts by sort in the direction d', async () => {
    const tag = `Ambiance ${unique()}`
    for (const position of [3, 1, 5, 2, 4]) await payload.create({ collection: 'zones', data: { title: tag, position }, ...SYSTEM })
    await payload.create({ collection: 'zones', data: { title: 'Autre', position: 9 }, ...SYSTEM })
    const cond = encodeURIComponent(JSON.stringify({ title: tag }))
    const page = await adminApi('GET', `/adminapi/v1/zones?cond=${cond}&sort=position&d=desc&div=2&p=2&only=position`, { token: accounts.staff.token })
    expect(page).toMatchObject({ status: 200, json: { s: 1, payload: { total: 5, page: 2, lastPage: 3 } } })
    expect(page.json.payload.data).toEqual([{ id: expect.any(String), position: 3 }, { id: expect.any(String), position: 2 }])
    const ascending = await adminApi('GET', `/adminapi/v1/zone?cond=${cond}&sort=position&only=position,title`, { token: accounts.staff.token })
    expect(ascending.json.payload.data.map((zone: { position: number }) => zone.position)).toEqual([1, 2, 3, 4, 5])
    expect(ascending.json.payload.data[0]).toEqual({ id: expect.any(String), position: 1, title: tag })
    // 10 a page by default.
    expect((await adminApi('GET', '/adminapi/v1/zone', { token: accounts.staff.token })).json.payload.data.length).toBeLessThanOrEqual(10)
  })

  it('filters relations by their id as a string, and answers relations’ ids as strings', async () => {
    const { quiz, question } = await quizWithQuestion()
    const cond = encodeURIComponent(JSON.stringify({ quiz: String(quiz.id) }))
    const list = await adminApi('GET', `/adminapi/v1/quizztion?cond=${cond}`, { token: accounts.marketing.token })
    expect(list.json.payload).toMatchObject({ total: 1, data: [{ id: String(question.id), quiz: String(quiz.id) }] })
    const shown = await adminApi('GET', `/adminapi/v1/quizztion/show/${question.id}?only=title`, { token: accounts.marketing.token })
    expect(shown).toMatchObject({ status: 200, json: { s: 1, payload: { id: String(question.id), title: 'Type de bien' } } })
    expect(shown.json.payload.quiz).toBeUndefined()
  })

  it('answers 400 for cond, only or sort on a field the collection does not have, or hides (hash, salt, tokens)', async () => {
    const token = accounts.admin.token
    const bad = (query: string) => adminApi('GET', `/adminapi/v1/user?${query}`, { token })
    expect(await bad(`cond=${encodeURIComponent('{"couleur":"bleu"}')}`)).toMatchObject({ status: 400, json: { s: 0, error: 'Champ inconnu : « couleur ».' } })
    for (const query of [`cond=${encodeURIComponent('{"hash":"x"}')}`, 'only=sessions', `cond=${encodeURIComponent('{"salt":"x"}')}`, 'only=email,hash', 'sort=resetPasswordToken', 'cond=pas-du-json', 'd=haut', 'p=0']) {
      expect(await bad(query)).toMatchObject({ status: 400, json: { s: 0 } })
    }
  })

  it('never returns an account’s auth or internal fields', async () => {
    const list = await adminApi('GET', `/adminapi/v1/user?div=100&cond=${encodeURIComponent(JSON.stringify({ email: accounts.customer.email }))}`, { token: accounts.admin.token })
    const shown = await adminApi('GET', `/adminapi/v1/user/show/${accounts.customer.user.id}`, { token: accounts.admin.token })
    const written = await adminApi('PATCH', `/adminapi/v1/user/${accounts.customer.user.id}?need_data=1`, { token: accounts.admin.token, body: { firstName: 'Claire' } })
    // Payload lets an account read its own sessions: not through the admin API.
    const own = await adminApi('GET', `/adminapi/v1/user/show/${accounts.admin.user.id}`, { token: accounts.admin.token })
    for (const doc of [list.json.payload.data[0], shown.json.payload, written.json.payload, own.json.payload]) {
      expect(doc).toMatchObject({ email: expect.stringContaining('@exemple.fr') })
      for (const secret of ['hash', 'salt', 'password', 'resetPasswordToken', 'resetPasswordExpiration', 'sessions', 'emailChangeTokenHash', 'loginAttempts', 'lockUntil', '_verificationToken']) {
        expect(doc).not.toHaveProperty(secret)
      }
    }
  })
})
