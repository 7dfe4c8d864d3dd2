import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl } from '../e2e/support/api.ts'
import { call, customerWithData, ownedData, pdf, png, type Answer, type CustomerData } from './support/customer-data.ts'

/**
 * The ownership matrix (design/api.md 'Every call checks ownership'): every /v1 call that takes an id or a
 * name, and every /uploads file, of customer A, called by customer B: refused (403 'unauthorized' or 404),
 * never answered, and A's data unchanged afterwards as the back office reads it. Then names that try to
 * walk out of their folder.
 */

type Case = { name: string; method?: 'GET' | 'POST'; path: string; json?: unknown; form?: () => Promise<FormData> }

let a: CustomerData
let b: CustomerData

const tally = { tried: 0, refused: 0 }
afterAll(() => console.log(`ownership: ${tally.tried} cases tried, ${tally.refused} refused`))

beforeAll(async () => {
  // NOTE: one after the other: each logs the seeded admin in, and a new login may end the other's session.
  a = await customerWithData('Alice')
  b = await customerWithData('Bruno')
}, 120_000)

/** 403 'unauthorized' or a 404 envelope: a route that does not exist (the site's HTML 404 page) does not count as a refusal. */
const isRefused = ({ status, body }: Answer) => (status === 403 && body?.s === 0 && body?.error === 'unauthorized') || (status === 404 && body?.s === 0)

function casesAgainst(victim: CustomerData, attacker: CustomerData): Case[] {
  const project = victim.projectId
  const questionnaire = victim.questionnaireProjectId
  const document = victim.documents[0]!
  const photo = victim.photos[0]!
  const formWith = (field: string, file: () => Promise<Uint8Array<ArrayBuffer>>, type: string, name: string, extra: Record<string, string> = {}) => async () => {
    const form = new FormData()
    for (const [key, value] of Object.entries(extra)) form.append(key, value)
    form.append(field, new Blob([await file()], { type }), name)
    return form
  }
  const answer = { fk_response_quizztion: victim.firstQuestion, response_value: 'maison' }
  return [
    ...[project, questionnaire].flatMap((id): Case[] => [
      { name: `project/${id}`, path: `/v1/project/${id}` },
      { name: `project/one/${id}`, path: `/v1/project/one/${id}` },
      { name: `project/update/${id}`, method: 'POST', path: `/v1/project/update/${id}`, json: { project_title: 'Volé', project_address: '1 rue du Vol' } },
      { name: `project/img/${id}`, path: `/v1/project/img/${id}` },
      { name: `project/rdv/${id}`, path: `/v1/project/rdv/${id}` },
      { name: `folders/show/${id}`, path: `/v1/folders/show/${id}` },
      { name: `rapports/all/${id}`, path: `/v1/rapports/all/${id}` },
      { name: `rapports/last/${id}`, path: `/v1/rapports/last/${id}` },
      { name: `quizz/responses/${id}`, path: `/v1/project/quizz/responses/${id}` },
      { name: `accept/estimatif/${id}`, path: `/v1/project/accept/estimatif/${id}` },
      { name: `demande/estimatif/${id}?finish=0`, path: `/v1/project/demande/estimatif/${id}?finish=0` },
      { name: `demande/estimatif/${id} (GET)`, path: `/v1/project/demande/estimatif/${id}` },
      { name: `demande/estimatif/${id} (POST)`, method: 'POST', path: `/v1/project/demande/estimatif/${id}`, json: { user_password: 'Maison!2027ab' } },
      { name: `email/confirm/${id}`, method: 'POST', path: `/v1/project/email/confirm/${id}`, json: { code: '123456', user_password: 'Maison!2027ab' } },
      { name: `check/response ${id}`, method: 'POST', path: '/v1/project/check/response', json: { project_id: id } },
      { name: `quizz/create/single/response ${id}`, method: 'POST', path: '/v1/project/quizz/create/single/response', json: { project_id: id, ...answer } },
      { name: `quizz/create/response ${id}`, method: 'POST', path: '/v1/project/quizz/create/response', json: { project_id: id, ...answer } },
      { name: `update/user/response/${id}`, method: 'POST', path: `/v1/project/update/user/response/${id}` },
      { name: `upload/files/${id}`, method: 'POST', path: `/v1/project/upload/files/${id}`, form: formWith('project_photos[]', () => png(10), 'image/png', 'intrus.png') },
      { name: `photo/upload ${id}`, method: 'POST', path: '/v1/photo/upload', form: formWith('photo_uri', () => png(11), 'image/png', 'intrus.png', { project_id: id }) },
      { name: `folders/add/files/${id}`, method: 'POST', path: `/v1/folders/add/files/${id}`, form: formWith('files[]', () => pdf('Intrus'), 'application/pdf', 'intrus.pdf') },
      { name: `folders/add/plans/${id}`, method: 'POST', path: `/v1/folders/add/plans/${id}`, form: formWith('project_plans[]', () => pdf('Plan'), 'application/pdf', 'plan.pdf') },
      { name: `style/custom/${id}`, method: 'POST', path: `/v1/project/style/custom/${id}`, form: formWith('photos[]', () => png(12), 'image/png', 'intrus.png', { title: 'Style intrus' }) },
      { name: `rdv/book/${id}`, method: 'POST', path: `/v1/project/rdv/book/${id}`, json: { agent_id: attacker.slot.agent_id, start: attacker.slot.start } },
      { name: `rdv/confirm/${id}`, method: 'POST', path: `/v1/project/rdv/confirm/${id}` },
      { name: `payment/${id}`, path: `/v1/project/payment/${id}` },
      { name: `payment/transfer/${id}`, method: 'POST', path: `/v1/project/payment/transfer/${id}` },
      { name: `payment/checkout/${id}`, method: 'POST', path: `/v1/project/payment/checkout/${id}` },
      { name: `contract/sign/${id}`, method: 'POST', path: `/v1/project/contract/sign/${id}` },
      { name: `generate/devis/${id}`, path: `/v1/project/generate/devis/${id}` },
      { name: `generate/pdf?id=${id}`, path: `/v1/project/generate/pdf?id=${id}` },
      { name: `folders/create ${id}`, method: 'POST', path: '/v1/folders/create', json: { project_id: id, folder_name: 'Dossier intrus' } },
    ]),
    { name: 'update/one/response', method: 'POST', path: '/v1/project/update/one/response', json: { response_id: victim.responseId, response_value: 'maison' } },
    { name: 'project/del/img', method: 'POST', path: `/v1/project/del/img/${photo.folder_id}` },
    { name: 'folders/delete/file', method: 'POST', path: `/v1/folders/delete/file/${document.file_id}` },
    { name: 'rdv/cancel', method: 'POST', path: `/v1/project/rdv/cancel/${victim.appointmentId}` },
    { name: 'style/one (custom)', path: `/v1/project/style/one/${victim.styleId}` },
    { name: 'docs/{estimate}', path: `/v1/project/docs/${encodeURIComponent(victim.estimateName)}` },
    { name: 'download/pdf/{estimate}', path: `/v1/project/download/pdf/${encodeURIComponent(victim.estimateName)}` },
    { name: 'project/create/{victim}', method: 'POST', path: `/v1/project/create/${victim.userId}`, json: { project_title: 'Projet intrus' } },
    { name: 'stream/{victim}', path: `/stream/${victim.userId}` },
    // Deleting last: had any refusal above failed, the rest still ran against the whole project.
    { name: `project/del/${questionnaire}`, method: 'POST', path: `/v1/project/del/${questionnaire}` },
    { name: `project/del/${project}`, method: 'POST', path: `/v1/project/del/${project}` },
    ...victim.uploadUrls.map((url): Case => ({ name: url, path: url })),
  ]
}

async function run(test: Case, token: string): Promise<Answer> {
  if (test.path.startsWith('/stream/')) {
    // An event stream never ends when it is granted: only its status and first bytes are read.
    const controller = new AbortController()
    const response = await fetch(`${baseUrl}${test.path}`, { headers: { Authorization: `Bearer ${token}` }, signal: controller.signal })
    const text = response.status === 200 ? '(stream opened)' : await response.text()
    controller.abort()
    return { status: response.status, body: text.startsWith('{') ? JSON.parse(text) : null, text }
  }
  return call(test.path, { method: test.method ?? 'GET', token, ...(test.json === undefined ? {} : { json: test.json }), ...(test.form ? { form: await test.form() } : {}) })
}

/** A request with its path sent byte for byte (fetch would resolve '../' before sending). */
function rawGet(path: string, token: string): Promise<{ status: number; text: string }> {
  const url = new URL(baseUrl)
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, path, method: 'GET', headers: { Authorization: `Bearer ${token}` } }, (res) => {
      let text = ''
      res.setEncoding('latin1')
      res.on('data', (chunk) => (text += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('ownership: every call with an id or a name, made by another customer', () => {
  it("refuses B every one of A's ids, names and files (and A's own calls still work), and leaves A's data as it was", async () => {
    // The matrix is real: A reaches all of it.
    for (const url of [...a.uploadUrls, `/v1/project/docs/${encodeURIComponent(a.estimateName)}`, `/v1/rapports/last/${a.projectId}`, `/v1/project/quizz/responses/${a.questionnaireProjectId}`]) {
      expect((await call(url, { token: a.token })).status, url).toBe(200)
    }
    expect(a.uploadUrls.length).toBeGreaterThanOrEqual(4)

    const before = await ownedData(a.userId)
    // B against all of A's; A against B's files too (whichever way round, the answer is the same).
    const cases = [
      ...casesAgainst(a, b).map((test) => ({ test, attacker: b })),
      ...casesAgainst(b, a).filter(({ path }) => path.startsWith('/uploads/')).map((test) => ({ test, attacker: a })),
    ]
    const answered: string[] = []
    for (const { test, attacker } of cases) {
      const answer = await run(test, attacker.token)
      if (!isRefused(answer)) answered.push(`${test.method ?? 'GET'} ${test.path} -> ${answer.status} ${answer.text.slice(0, 160)}`)
    }

    // The lists give B nothing of A's.
    const lists = ['/v1/project/list/all', '/v1/folders/all', '/v1/folders/show/-1', '/v1/folders/count', '/v1/project/style/all?custom=1', '/v1/project/last/created', '/v1/user/profile']
    for (const path of lists) {
      const answer = await call(path, { token: b.token })
      expect(answer.status, path).toBe(200)
      if (answer.text.includes(a.marker) || answer.text.includes(a.estimateName)) answered.push(`GET ${path} shows A's data`)
    }

    tally.tried += cases.length + lists.length
    tally.refused += cases.length + lists.length - answered.length
    expect(answered).toEqual([])
    expect(await ownedData(a.userId)).toEqual(before)
    // And B's own project still answers B: the refusals were about ownership, not a broken call.
    expect((await call(`/v1/project/one/${b.projectId}`, { token: b.token })).status).toBe(200)
  })

  it('keeps names inside their folder: ../, encoded dots and slashes, backslashes and null bytes are refused', async () => {
    const before = await ownedData(a.userId)
    const escapes = [
      '..%2F..%2Fpackage.json',
      '%2e%2e%2f%2e%2e%2fpackage.json',
      '%2E%2E%2F%2E%2E%2F%2E%2E%2Ftest.db',
      '..%252F..%252Fpackage.json',
      '..%5C..%5Cpackage.json',
      '....%2F%2F....%2F%2Fpackage.json',
      `${encodeURIComponent(a.estimateName)}%00.png`,
      `%00${encodeURIComponent(a.estimateName)}`,
      `..%2F${encodeURIComponent(a.estimateName)}`,
      '%2Fetc%2Fpasswd',
      '%E0%A4%A',
      `${encodeURIComponent(a.estimateName)}%`,
      encodeURIComponent(b.estimateName),
    ]
    const paths = [
      ...['/v1/project/docs/', '/v1/project/download/pdf/', '/uploads/folders/file/', '/uploads/rapports/file/', '/uploads/photos/img/', '/uploads/folders/img/'].flatMap((prefix) =>
        escapes.map((name) => `${prefix}${name}`),
      ),
      '/uploads/folders/file/../../test.db',
      '/uploads/folders/file/../../../package.json',
      '/uploads/../package.json',
      '/uploads/folders/../../package.json',
      '/v1/project/docs/../../../package.json',
      '/uploads/%2e%2e/%2e%2e/package.json',
      '/uploads/folders%2Ffile%2F..%2F..%2Fpackage.json',
    ]
    const answered: string[] = []
    for (const path of paths) {
      const { status, text } = await rawGet(path, a.token)
      const leaked = text.includes('SQLite format 3') || text.includes('"devDependencies"') || text.includes('root:x:0:0')
      // The site answers unknown paths with its own 404 page; a 400 is a refused name.
      if (leaked || ![400, 403, 404].includes(status)) answered.push(`${path} -> ${status} ${text.slice(0, 120)}`)
    }
    tally.tried += paths.length
    tally.refused += paths.length - answered.length
    expect(answered).toEqual([])
    expect(await ownedData(a.userId)).toEqual(before)
  })
})
