import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import sharp from 'sharp'
import { handleEndpoints, type Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { asUser, createProject, createUser, tinyPdf } from './support/fixtures.ts'
import { callV1 } from './support/v1-routes.ts'
import { seedTestQuestionnaire } from './support/questionnaire.ts'
import { saveAnswer, saveAnswerAgain } from '../../src/server/questionnaire/answers.server.ts'
import { FOREIGN_FILE_MESSAGE } from '../../src/domain/questionnaire/index.ts'
import { toDocId } from '../../src/domain/ids/index.ts'
import { missingDocId } from '../support/test-database.ts'

/**
 * Issue #37: what a fresh attacker's pass found beside the write matrix (three customer accounts, a visitor
 * and curl against a fresh build). One test per finding, named after it; each failed on the main of
 * 29 November 2026 before its fix.
 */

let ctx: TestPayload
let payload: Payload

beforeAll(async () => {
  ctx = await bootTestPayload()
  payload = ctx.payload
}, 300_000)
afterAll(() => ctx?.cleanup())

type Account = Awaited<ReturnType<typeof createUser>> & { token: string }
async function signIn(role: Parameters<typeof createUser>[1] = 'customer'): Promise<Account> {
  const account = await createUser(payload, role)
  const { token } = await payload.login({ collection: 'users', data: { email: account.email, password: account.password } })
  return { ...account, token: token! }
}

/** Payload's REST API (/api), as its own handler answers it. */
async function api(method: string, path: string, token?: string, body?: BodyInit): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = token ? { Authorization: `JWT ${token}` } : {}
  const response = await handleEndpoints({ config: payload.config, request: new Request(`http://interne.maisonnee:3000/api${path}`, { method, headers, body }) })
  return { status: response.status, text: await response.text() }
}

/** A PNG whose header reads (64 × 64) but whose pixel data is scrambled. */
async function corruptPng(): Promise<Buffer> {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).png().toBuffer()
  const bad = Buffer.from(png)
  const data = bad.indexOf('IDAT') + 4
  for (let index = data + 10; index < data + 200; index += 1) bad[index]! ^= 0x5a
  return bad
}
/** A JPEG cut in half: a valid header, half its scan. */
async function truncatedJpeg(): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).jpeg().toBuffer()
  return jpeg.subarray(0, Math.floor(jpeg.length / 2))
}

describe('the doors the write matrix did not see (issue #37)', () => {
  it('Price grid by its versions: a customer reads neither GET /api/globals/pricing-grid/versions nor one version', async () => {
    const customer = await signIn()
    await payload.updateGlobal({ slug: 'pricing-grid', data: {}, overrideAccess: true })
    const [version] = (await payload.findGlobalVersions({ slug: 'pricing-grid', limit: 1, overrideAccess: true })).docs
    expect(version).toBeDefined()
    const list = await api('GET', '/globals/pricing-grid/versions', customer.token)
    expect(list.status).toBe(403)
    expect(list.text).not.toContain('vatRate')
    expect((await api('GET', `/globals/pricing-grid/versions/${String(version!.id)}`, customer.token)).status).toBe(403)
    // Payload's job statistics, a global of its own: neither read nor changed by a customer.
    expect((await api('GET', '/globals/payload-jobs-stats', customer.token)).status).toBe(403)
    expect((await api('POST', '/globals/payload-jobs-stats', customer.token, JSON.stringify({ stats: {} }))).status).toBe(403)
  })

  it('GET /api/payload-migrations answered 501 with the internal origin: a French 404 now, to everyone', async () => {
    const admin = await signIn('admin')
    for (const token of [undefined, (await signIn()).token, admin.token]) {
      const answer = await api('GET', '/payload-migrations', token)
      expect(answer.status).toBe(404)
      expect(JSON.parse(answer.text)).toEqual({ errors: [{ message: 'L’élément demandé est introuvable.' }] })
      expect(answer.text).not.toContain('interne.maisonnee')
    }
  })

  it('GET /api/users/me answered the account’s sessions: none now, to the account or to an admin', async () => {
    const customer = await signIn()
    const me = JSON.parse((await api('GET', '/users/me', customer.token)).text) as { user: Record<string, unknown> }
    expect(me.user.id).toBe(customer.user.id)
    // NOTE: Payload answers an array field it may not read as an empty list: the shape stays, never a session.
    const sessionsOf = (user: Record<string, unknown>) => user.sessions ?? []
    expect(sessionsOf(me.user)).toEqual([])
    expect(sessionsOf(JSON.parse((await api('GET', `/users/${String(customer.user.id)}`, customer.token)).text))).toEqual([])
    const admin = await signIn('admin')
    expect(sessionsOf(JSON.parse((await api('GET', `/users/${String(customer.user.id)}`, admin.token)).text))).toEqual([])
    expect(sessionsOf(JSON.parse((await api('GET', '/users/me', admin.token)).text).user)).toEqual([])
    // The session itself still works: it is read by Payload with full access.
    expect((await api('GET', '/users/me', customer.token)).status).toBe(200)
  })

  it('A corrupt PNG or a truncated JPEG (valid header) answered 500 on every upload route: a 400 naming the file now, nothing stored', async () => {
    const customer = await signIn()
    const curator = await signIn('curator')
    const project = await createProject(payload, customer.user.id as number)
    const stored = async () => (await payload.count({ collection: 'photos', overrideAccess: true })).totalDocs + (await payload.count({ collection: 'files', overrideAccess: true })).totalDocs
    const images = [
      { name: 'salon-abime.png', type: 'image/png', data: await corruptPng() },
      { name: 'cuisine-tronquee.jpg', type: 'image/jpeg', data: await truncatedJpeg() },
    ]
    const routes: { door: string; send: (form: FormData) => Promise<{ status: number; text: string }>; field: string; fields?: Record<string, string> }[] = [
      { door: 'POST /v1/photo/upload', field: 'photo_uri', fields: { project_id: String(project.id) }, send: (form) => v1('/v1/photo/upload', form) },
      { door: 'POST /v1/project/upload/file', field: 'file', fields: { projectId: String(project.id) }, send: (form) => v1('/v1/project/upload/file', form) },
      { door: 'POST /v1/project/upload/files/{id}', field: 'project_photos[]', send: (form) => v1(`/v1/project/upload/files/${String(project.id)}`, form) },
      { door: 'POST /v1/folders/add/files/{id}', field: 'files[]', send: (form) => v1(`/v1/folders/add/files/${String(project.id)}`, form) },
      { door: 'POST /v1/project/style/custom/{id}', field: 'photos[]', fields: { title: 'Mon style' }, send: (form) => v1(`/v1/project/style/custom/${String(project.id)}`, form) },
      { door: 'POST /v1/user/update', field: 'user_img', send: (form) => v1('/v1/user/update', form) },
      {
        door: 'POST /api/photos (a curator’s style photos, in the back office)',
        field: 'file',
        fields: { _payload: JSON.stringify({ alt: 'Photo abîmée' }) },
        send: (form) => api('POST', '/photos', curator.token, form),
      },
    ]
    async function v1(path: string, body: FormData) {
      const answer = await callV1({ method: 'POST', path, token: customer.token, body })
      return { status: answer.status, text: JSON.stringify(answer.json) }
    }
    const failures: string[] = []
    for (const route of routes) {
      for (const image of images) {
        const form = new FormData()
        for (const [name, value] of Object.entries(route.fields ?? {})) form.set(name, value)
        form.set(route.field, new File([new Uint8Array(image.data)], image.name, { type: image.type }))
        const before = await stored()
        const answer = await route.send(form)
        if (answer.status !== 400) failures.push(`${route.door} ${image.name}: ${answer.status} ${answer.text.slice(0, 200)}`)
        else if (!answer.text.includes(`«\u00a0${image.name}\u00a0»`)) failures.push(`${route.door} ${image.name}: the answer does not name the file: ${answer.text}`)
        if ((await stored()) !== before) failures.push(`${route.door} ${image.name}: something was stored`)
      }
    }
    expect(failures).toEqual([])
  })

  it('Another customer’s project id, document name or photo answered 403 where a missing one answers 404: the same answer now', async () => {
    const owner = await signIn()
    const stranger = await signIn()
    const project = await createProject(payload, owner.user.id as number)
    const pdf = await tinyPdf('Estimatif')
    const estimate = await payload.create({ collection: 'files', data: { kind: 'estimate', project: project.id }, file: { data: pdf, mimetype: 'application/pdf', name: 'estimatif-client.pdf', size: pdf.length }, overrideAccess: true })
    await payload.update({ collection: 'projects', id: project.id, data: { estimateFile: estimate.id }, overrideAccess: true, context: { actor: 'staff' } })
    const png = Buffer.from(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#a0522d' } }).png().toBuffer())
    const photo = await payload.create({ collection: 'files', data: { kind: 'photo', project: project.id }, file: { data: png, mimetype: 'image/png', name: 'facade.png', size: png.length }, overrideAccess: true })
    // An id of this database's shape that no document has (on MongoDB a number is not an id at all: another answer).
    const missingId = missingDocId()
    const pairs: [string, { method?: string; path: string; body?: unknown }, { method?: string; path: string; body?: unknown }][] = [
      ['a project', { path: `/v1/project/one/${String(project.id)}` }, { path: `/v1/project/one/${missingId}` }],
      ['a document', { path: `/v1/project/docs/${estimate.filename!}` }, { path: '/v1/project/docs/estimatif-inconnu.pdf' }],
      ['a photo', { method: 'POST', path: `/v1/project/del/img/${String(photo.id)}` }, { method: 'POST', path: `/v1/project/del/img/${missingId}` }],
    ]
    for (const [what, theirs, missing] of pairs) {
      const foreign = await callV1({ ...theirs, token: stranger.token })
      const none = await callV1({ ...missing, token: stranger.token })
      expect({ what, status: foreign.status, json: foreign.json }).toEqual({ what, status: 404, json: none.json })
      // Nobody identified: the same 401 for both, before anything is looked up.
      expect({ what, status: (await callV1(theirs)).status }).toEqual({ what, status: (await callV1(missing)).status })
    }
    // The owner still reaches them.
    expect((await callV1({ path: `/v1/project/one/${String(project.id)}`, token: owner.token })).status).toBe(200)
    expect((await callV1({ path: `/v1/project/docs/${estimate.filename!}`, token: owner.token })).status).toBe(200)
  })

  it('A questionnaire answer named another customer’s files (inert, but not checked): only the project’s own files now; another customer’s response answers as a missing one', async () => {
    const seeded = await seedTestQuestionnaire(payload)
    const owner = await signIn()
    const stranger = await signIn()
    const project = await createProject(payload, owner.user.id as number, { quiz: seeded.quizId })
    const theirs = await createProject(payload, stranger.user.id as number, { quiz: seeded.quizId })
    const png = Buffer.from(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#a0522d' } }).png().toBuffer())
    const upload = async (projectId: unknown, name: string) =>
      payload.create({ collection: 'files', data: { kind: 'photo', project: projectId as never }, file: { data: png, mimetype: 'image/png', name, size: png.length }, overrideAccess: true })
    const mine = await upload(project.id, 'ma-cuisine.png')
    const foreign = await upload(theirs.id, 'leur-salon.png')
    const requester = { user: asUser(owner.user) as never, visitorKey: null }
    const answer = (key: 'photos' | 'inspiration', value: string) =>
      saveAnswer(payload, { requester, projectId: toDocId(project.id), questionId: toDocId(seeded.questionIds[key]), value })
    const listOf = (...files: { id: unknown; filename?: string | null }[]) => JSON.stringify(files.map((file) => ({ folder_id: String(file.id), folder_name: file.filename })))
    const responses = async () => (await payload.count({ collection: 'responses', where: { project: { equals: project.id } }, overrideAccess: true })).totalDocs

    const before = await responses()
    await expect(answer('photos', listOf(foreign))).rejects.toMatchObject({ status: 400, message: FOREIGN_FILE_MESSAGE })
    await expect(answer('photos', listOf(mine, foreign))).rejects.toMatchObject({ status: 400, message: FOREIGN_FILE_MESSAGE })
    // Their file's id under my file's name: refused too.
    await expect(answer('photos', listOf({ id: foreign.id, filename: mine.filename }))).rejects.toMatchObject({ status: 400, message: FOREIGN_FILE_MESSAGE })
    await expect(answer('inspiration', foreign.filename!)).rejects.toMatchObject({ status: 400, message: FOREIGN_FILE_MESSAGE })
    expect(await responses()).toBe(before)

    const saved = await answer('photos', listOf(mine))
    await answer('inspiration', mine.filename!)
    expect(await responses()).toBe(before + 2)

    // Answering again another customer's response answered 403 where a missing one answers 404: the same 404 now.
    const asStranger = { user: asUser(stranger.user) as never, visitorKey: null }
    const again = (responseId: string) => saveAnswerAgain(payload, { requester: asStranger, responseId, value: listOf(mine) })
    await expect(again(String(saved.response.id))).rejects.toMatchObject({ status: 404, message: 'Réponse introuvable.' })
    await expect(again('987654')).rejects.toMatchObject({ status: 404, message: 'Réponse introuvable.' })
  })

  it('A stored file named ..%2F..%2Fevil.json got a link that answered 404 (its name decoded twice): its link serves it', async () => {
    const customer = await signIn()
    const project = await createProject(payload, customer.user.id as number)
    const data = Buffer.from(JSON.stringify({ pièce: 'salon' }))
    const file = await payload.create({ collection: 'files', data: { kind: 'document', project: project.id }, file: { data, mimetype: 'application/json', name: '..%2F..%2Fevil.json', size: data.length }, overrideAccess: true })
    expect(file.filename).toContain('%2F')
    const answer = await callV1({ path: `/uploads/folders/file/${encodeURIComponent(file.filename!)}`, token: customer.token })
    expect(answer.status).toBe(200)
    expect(answer.json).toEqual({ pièce: 'salon' })
    // The name decoded twice is nobody's file.
    expect((await callV1({ path: '/uploads/folders/file/..%2F..%2Fevil.json', token: customer.token })).status).toBe(404)
  })
})
