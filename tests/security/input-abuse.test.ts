import { request as httpRequest } from 'node:http'
import { crc32, deflateRawSync, deflateSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl } from '../e2e/support/api.ts'
import { call, customerWithData, ownedData, png, staffToken, type Answer, type CustomerData } from './support/customer-data.ts'

/**
 * Input abuse against the built app: injection attempts on every filter of /v1 and on Payload's own query
 * language through /api, oversized, malformed and mistyped bodies, and files that lie about what they are.
 * Each case asserts the refusal (or, for a filter, that nothing of another customer comes back and no
 * internals leak) and, per group, that no data changed.
 */

let a: CustomerData
let b: CustomerData

const tally = { tried: 0, refused: 0 }
afterAll(() => console.log(`input abuse: ${tally.tried} cases tried, ${tally.refused} refused`))

beforeAll(async () => {
  // NOTE: one after the other: each logs the seeded admin in, and a new login may end the other's session.
  a = await customerWithData('Agathe')
  b = await customerWithData('Basile')
}, 120_000)

/** Words that only a stack trace, a driver or a query would put in an answer. */
const INTERNALS = /SQLITE|sqlite3|libsql|syntax error|drizzle|pg_|postgres|SELECT |node_modules|\bat [\w.<>]+ \(|\/work\/|Error: /i

/** True when a French message (not a stack, not English internals) answers the failure. */
const isFrenchFailure = (answer: Answer) => answer.body?.s === 0 && typeof answer.body.error === 'string' && /[a-zàâçéèêëîïôûùüÿœ]/i.test(answer.body.error) && !INTERNALS.test(answer.text)

const leaksVictim = (answer: Answer) => answer.text.includes(a.marker) || answer.text.includes(a.estimateName) || answer.text.includes(a.customer.email)

async function both(): Promise<unknown[]> {
  return Promise.all([ownedData(a.userId), ownedData(b.userId)])
}

async function health(): Promise<number> {
  return (await fetch(`${baseUrl}/health`)).status
}

/** Records one case: `refused` is whether the server did what it must; failures are listed together at the end of each test. */
function record(failures: string[], what: string, answer: Answer, refused: boolean) {
  tally.tried += 1
  if (refused) tally.refused += 1
  else failures.push(`${what} -> ${answer.status} ${answer.text.slice(0, 200)}`)
}

const INJECTIONS = [
  "' OR 1=1 --",
  "1' OR '1'='1",
  '1; DROP TABLE projects; --',
  '1 UNION SELECT email, hash FROM users --',
  '%',
  '%25',
  '_',
  '*',
  '.*',
  '{"$ne":null}',
  '{"$gt":""}',
  '[object Object]',
  '-1',
  '0',
  '1e9',
  '99999999999999999999999',
  'NaN',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '\u0000',
]

describe('input abuse', () => {
  it('answers injection attempts on every /v1 filter with nothing of another customer, never a 500 or internals', async () => {
    const before = await both()
    const filters: Array<[string, string[]]> = [
      ['/v1/project/list/all', ['visa', 'apparttype', 'address', 'p', 'div']],
      ['/v1/folders/show/-1', ['p', 'div', 'tab', 'word']],
      [`/v1/folders/show/${b.projectId}`, ['p', 'div', 'tab', 'word']],
      [`/v1/rapports/all/${b.projectId}`, ['p', 'div', 'word']],
      ['/v1/project/style/all', ['p', 'div', 'custom', 'zone']],
      ['/v1/project/zone/all', ['p', 'div']],
      [`/v1/project/img/${b.questionnaireProjectId}`, ['p', 'div']],
      ['/v1/project/communes', ['q']],
      ['/v1/project/address/search', ['q']],
    ]
    const failures: string[] = []
    for (const [path, names] of filters) {
      for (const name of names) {
        for (const value of INJECTIONS) {
          const answer = await call(`${path}?${new URLSearchParams({ [name]: value })}`, { token: b.token })
          record(failures, `${path} ${name}=${value}`, answer, [200, 400].includes(answer.status) && !leaksVictim(answer) && !INTERNALS.test(answer.text) && (answer.status === 200 || isFrenchFailure(answer)))
        }
        // Operators as a query parser would read them (name[$ne]=..., name[like]=%), and the name repeated.
        for (const query of [`${name}[$ne]=x`, `${name}[$regex]=.*`, `${name}[like]=%25`, `${name}[or][0][owner][exists]=true`, `${name}=1&${name}=2&${name}=%27`]) {
          const answer = await call(`${path}?${query}`, { token: b.token })
          record(failures, `${path} ${query}`, answer, [200, 400].includes(answer.status) && !leaksVictim(answer) && !INTERNALS.test(answer.text))
        }
      }
    }
    for (const code of INJECTIONS) {
      const answer = await call(`/v1/project/check/code/${encodeURIComponent(code)}?type=${encodeURIComponent(code)}`, { token: b.token })
      record(failures, `check/code/${code}`, answer, answer.status < 500 && !INTERNALS.test(answer.text))
    }
    // Malformed numbers are a 400 with a French message (design/api.md).
    for (const query of ['p=abc', 'div=abc', 'p=1.5', 'div=-3']) {
      const answer = await call(`/v1/project/list/all?${query}`, { token: b.token })
      record(failures, `list/all ${query}`, answer, answer.status === 400 && isFrenchFailure(answer))
    }
    expect(failures).toEqual([])
    expect(await both()).toEqual(before)
  })

  it("keeps a customer inside their own data through /api's query language (where, depth, limit, sort)", async () => {
    const before = await both()
    const failures: string[] = []
    const queries = [
      `/api/projects?where[owner][not_equals]=${b.userId}`,
      `/api/projects?where[owner][equals]=${a.userId}`,
      `/api/projects?where[or][0][owner][equals]=${a.userId}&where[or][1][owner][exists]=false`,
      `/api/projects?where[owner.email][equals]=${encodeURIComponent(a.customer.email)}`,
      `/api/projects?where[title][like]=%25`,
      `/api/projects?where[id][in]=${a.projectId},${a.questionnaireProjectId},${b.projectId}`,
      `/api/projects?where[visitorKeyHash][exists]=true`,
      '/api/projects?depth=100&limit=1000000000',
      '/api/projects?limit=-1&page=-5',
      '/api/projects?sort=-owner.email&depth=100',
      `/api/projects/${a.projectId}?depth=100`,
      `/api/responses?where[project][equals]=${a.questionnaireProjectId}`,
      `/api/responses?where[owner][not_equals]=${b.userId}&limit=1000000000`,
      `/api/files?where[filename][equals]=${encodeURIComponent(a.estimateName)}`,
      `/api/files?where[project][in]=${a.projectId}`,
      `/api/reports?where[project][equals]=${a.projectId}`,
      `/api/appointments?where[owner][equals]=${a.userId}`,
      `/api/styles?where[isCustom][equals]=true&limit=1000000000`,
      `/api/project-history?where[project][equals]=${a.projectId}`,
      `/api/folders?where[owner][not_equals]=${b.userId}`,
      `/api/users?where[email][contains]=%40`,
      `/api/users?where[id][not_equals]=${b.userId}&depth=100`,
      `/api/users?where[role][equals]=admin`,
      `/api/users/${a.userId}`,
      `/api/users?where[hash][exists]=true`,
      `/api/users?where[resetPasswordToken][exists]=true`,
      `/api/projects?where[owner][equals][$ne]=0`,
      `/api/projects?where=${encodeURIComponent('{"owner":{"$ne":0}}')}`,
    ]
    for (const query of queries) {
      const answer = await call(query, { token: b.token })
      const docs: Array<{ owner?: unknown; id?: unknown; email?: string }> = answer.body?.docs ?? []
      const foreign = docs.filter((doc) => (doc.owner !== undefined && String(typeof doc.owner === 'object' ? (doc.owner as { id: unknown })?.id : doc.owner) !== b.userId) || (doc.email !== undefined && String(doc.id) !== b.userId))
      record(failures, query, answer, answer.status < 500 && !leaksVictim(answer) && foreign.length === 0 && !INTERNALS.test(answer.text))
    }
    // The same questions asked by nobody: nothing at all.
    for (const query of ['/api/users?where[email][contains]=%40', '/api/projects?depth=100', '/api/files', '/api/responses?limit=1000000000']) {
      const answer = await call(query)
      record(failures, `anonymous ${query}`, answer, answer.status < 500 && (answer.body?.docs?.length ?? 0) === 0 && !leaksVictim(answer))
    }
    expect(failures).toEqual([])
    expect(await both()).toEqual(before)
  })

  it("answers malformed query strings on /api with a 400 and a short French message, reads and writes alike, changing nothing", async () => {
    const staff = await staffToken()
    const before = await both()
    const failures: string[] = []
    /** Payload's error shape, with our French message instead of its generic 500. */
    const isQueryRefusal = (answer: Answer) => answer.status === 400 && answer.body?.errors?.[0]?.message === 'Paramètres de requête invalides.' && !INTERNALS.test(answer.text)
    const malformed = [
      'page=-5',
      'limit=-1&page=-5',
      'page=0',
      'page=1.5',
      'limit=1&limit=2',
      'limit=99999999999999999999',
      'depth=10',
      'depth=1e3',
      'page[$gt]=1',
      'where[title][equals][$ne]=x',
      'where[owner][equals][$ne]=0',
      'where[owner][not_equals][$gt]=',
      'where[title][in][0][$ne]=x',
      'where[title][$ne]=x',
      'where[$where]=1',
      'where[title][exists][x]=1',
      'where[or]=x',
      'where[or][0]=x',
      'where=abc',
      `where=${encodeURIComponent('{"owner":{"$ne":0}}')}`,
      'where[title][equals]=a&where[title][equals]=b',
      'where[createdAt][greater_than]=abc',
      'where[title][near]=1,2',
    ]
    for (const query of malformed) {
      for (const [who, token] of [['customer', b.token], ['staff', staff]] as const) {
        for (const collection of ['projects', 'files', 'users']) {
          const answer = await call(`/api/${collection}?${query}`, { token })
          record(failures, `${who} GET /api/${collection}?${query}`, answer, isQueryRefusal(answer))
        }
      }
      // Writes that select their documents with `where`: refused before anything is touched.
      const update = await call(`/api/projects?${query}`, { method: 'PATCH', token: staff, json: { title: 'Titre écrasé' } })
      record(failures, `staff PATCH /api/projects?${query}`, update, isQueryRefusal(update))
      const removal = await call(`/api/files?${query}`, { method: 'DELETE', token: staff })
      record(failures, `staff DELETE /api/files?${query}`, removal, isQueryRefusal(removal))
    }
    // The same questions, well formed, are answered: the refusal is about the form, not the question.
    for (const query of ['page=1&limit=10&depth=1&sort=-updatedAt', `where[or][0][owner][equals]=${b.userId}&where[or][1][title][like]=x`, `where[id][in][0]=${b.projectId}&where[id][in][1]=${a.projectId}`]) {
      const answer = await call(`/api/projects?${query}`, { token: b.token })
      record(failures, `well formed ${query}`, answer, answer.status === 200 && !leaksVictim(answer))
    }
    expect(failures).toEqual([])
    expect(await health()).toBe(200)
    expect(await both()).toEqual(before)
  })

  it('refuses oversized, malformed and mistyped bodies with a French message and the right status', async () => {
    const before = await both()
    const failures: string[] = []
    const oversized = 51 * 1024 * 1024
    const big = () => new Uint8Array(oversized).fill(0x20)
    /** A body sent without Content-Length (chunked), as a streaming client would. */
    const chunked = (bytes: Uint8Array<ArrayBuffer>) => ({ body: new Blob([bytes]).stream(), duplex: 'half' }) as unknown as RequestInit

    const bodies: Array<{ what: string; path: string; init: RequestInit; status: number }> = [
      { what: '51 MB JSON (chunked)', path: '/v1/project/check/response', init: { method: 'POST', ...chunked(big()), headers: { 'Content-Type': 'application/json' } }, status: 413 },
      { what: '51 MB multipart (chunked)', path: `/v1/folders/add/files/${b.projectId}`, init: { method: 'POST', ...chunked(big()), headers: { 'Content-Type': 'multipart/form-data; boundary=x' } }, status: 413 },
      { what: '51 MB login (chunked)', path: '/v1/user/login', init: { method: 'POST', ...chunked(big()), headers: { 'Content-Type': 'application/json' } }, status: 413 },
      { what: 'malformed JSON', path: '/v1/project/check/response', init: { method: 'POST', body: '{"project_id": ', headers: { 'Content-Type': 'application/json' } }, status: 400 },
      { what: 'JSON array', path: '/v1/project/check/response', init: { method: 'POST', body: '[1,2]', headers: { 'Content-Type': 'application/json' } }, status: 400 },
      { what: 'malformed JSON (login)', path: '/v1/user/login', init: { method: 'POST', body: '{"user_email": "x', headers: { 'Content-Type': 'application/json' } }, status: 400 },
      { what: 'malformed JSON (answer)', path: '/v1/project/quizz/create/single/response', init: { method: 'POST', body: '{{{', headers: { 'Content-Type': 'application/json' } }, status: 400 },
      {
        what: 'malformed multipart',
        path: `/v1/folders/add/files/${b.projectId}`,
        init: { method: 'POST', body: '--x\r\nContent-Disposition: form-data; name="files[]"; filename="a.pdf"\r\n\r\nnever closed', headers: { 'Content-Type': 'multipart/form-data; boundary=x' } },
        status: 400,
      },
      { what: 'multipart without boundary', path: `/v1/project/upload/files/${b.questionnaireProjectId}`, init: { method: 'POST', body: 'abc', headers: { 'Content-Type': 'multipart/form-data' } }, status: 400 },
      { what: 'XML body', path: '/v1/project/check/response', init: { method: 'POST', body: '<project_id>1</project_id>', headers: { 'Content-Type': 'application/xml' } }, status: 400 },
      { what: 'JSON where files are expected', path: `/v1/folders/add/files/${b.projectId}`, init: { method: 'POST', body: '{"files":["/etc/passwd"]}', headers: { 'Content-Type': 'application/json' } }, status: 400 },
      { what: 'NUL in a JSON value', path: `/v1/project/update/${b.projectId}`, init: { method: 'POST', body: JSON.stringify({ project_title: 'Titre\u0000caché' }), headers: { 'Content-Type': 'application/json' } }, status: 400 },
      { what: 'NUL in a login', path: '/v1/user/login', init: { method: 'POST', body: JSON.stringify({ user_email: 'a\u0000@exemple.fr', user_password: 'x' }), headers: { 'Content-Type': 'application/json' } }, status: 400 },
      { what: 'prototype pollution', path: `/v1/project/update/${b.projectId}`, init: { method: 'POST', body: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"role":"admin"}},"project_visa":{"$gt":0}}', headers: { 'Content-Type': 'application/json' } }, status: 400 },
    ]
    for (const { what, path, init, status } of bodies) {
      const response = await fetch(`${baseUrl}${path}`, { ...init, headers: { Authorization: `Bearer ${b.token}`, ...(init.headers as Record<string, string>) } })
      const text = await response.text()
      const answer: Answer = { status: response.status, text, body: text.startsWith('{') ? JSON.parse(text) : null }
      record(failures, what, answer, answer.status === status && isFrenchFailure(answer))
    }
    // A body that declares more than the limit is refused on its declaration, before it is sent.
    for (const path of [`/v1/project/update/${b.projectId}`, '/v1/project/check/response', '/v1/user/login', `/v1/folders/add/files/${b.projectId}`]) {
      const answer = await declaringTooMuch(path, oversized, b.token)
      record(failures, `51 MB declared to ${path}`, answer, answer.status === 413 && isFrenchFailure(answer))
    }
    expect(failures).toEqual([])
    expect(await health()).toBe(200)
    expect(await both()).toEqual(before)
  })

  it('refuses files that lie about what they are and decompression bombs, and stays up', async () => {
    // A real image is accepted on the same route: the refusals below are about the content, not the route.
    const form = new FormData()
    form.append('project_photos[]', new Blob([await png(90)], { type: 'image/png' }), 'vraie.png')
    const accepted = await call(`/v1/project/upload/files/${b.questionnaireProjectId}`, { token: b.token, form })
    expect(accepted.status).toBe(200)
    const before = await both()
    const failures: string[] = []
    const html = new TextEncoder().encode('<!doctype html><html><body><script>fetch("/v1/user/profile")</script></body></html>')
    const svg = new TextEncoder().encode('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>')
    const files: Array<{ what: string; bytes: Uint8Array<ArrayBuffer>; name: string; type: string; statuses: number[] }> = [
      { what: 'HTML named .png', bytes: html, name: 'photo.png', type: 'image/png', statuses: [415] },
      { what: 'HTML named .pdf', bytes: html, name: 'devis.pdf', type: 'application/pdf', statuses: [415] },
      { what: 'SVG with a script', bytes: svg, name: 'plan.svg', type: 'image/svg+xml', statuses: [415] },
      { what: 'SVG named .png', bytes: svg, name: 'plan.png', type: 'image/png', statuses: [415] },
      { what: 'zip bomb named .docx', bytes: zipBomb('[Content_Types].xml'), name: 'devis.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', statuses: [415] },
      { what: 'zip bomb', bytes: zipBomb('donnees.txt'), name: 'archive.zip', type: 'application/zip', statuses: [415] },
      { what: 'PNG declaring 50000×50000 px', bytes: pngDeclaring(50_000, 50_000, 16), name: 'immense.png', type: 'image/png', statuses: [413, 415, 422] },
      { what: 'PNG of 12000×12000 px in a few KB', bytes: pngDeclaring(12_000, 12_000), name: 'bombe.png', type: 'image/png', statuses: [413, 415, 422] },
    ]
    const targets = [
      { path: `/v1/folders/add/files/${b.projectId}`, field: 'files[]' },
      { path: `/v1/project/upload/files/${b.questionnaireProjectId}`, field: 'project_photos[]' },
      { path: `/v1/project/style/custom/${b.projectId}`, field: 'photos[]', extra: { title: 'Style piégé' } },
      { path: '/v1/photo/upload', field: 'photo_uri', extra: { project_id: b.questionnaireProjectId } },
    ]
    for (const file of files) {
      for (const target of targets) {
        const form = new FormData()
        for (const [key, value] of Object.entries(target.extra ?? {})) form.append(key, value)
        form.append(target.field, new Blob([file.bytes], { type: file.type }), file.name)
        const answer = await call(target.path, { token: b.token, form })
        record(failures, `${file.what} to ${target.path}`, answer, file.statuses.includes(answer.status) && isFrenchFailure(answer))
      }
      // Payload's own upload API (used by /admin), as the customer.
      for (const collection of ['files', 'photos']) {
        const form = new FormData()
        form.append('file', new Blob([file.bytes], { type: file.type }), file.name)
        form.append('_payload', JSON.stringify({ kind: 'document', project: Number(b.projectId), alt: 'x' }))
        const answer = await call(`/api/${collection}`, { token: b.token, form })
        record(failures, `${file.what} to /api/${collection}`, answer, answer.status >= 400 && answer.status < 500 && !INTERNALS.test(answer.text))
      }
      expect(await health(), `after ${file.what}`).toBe(200)
    }
    expect(failures).toEqual([])
    expect(await both()).toEqual(before)
  })
})

/** A POST whose Content-Length declares `bytes` but sends only a few: the answer the server gives without waiting for the rest. */
function declaringTooMuch(path: string, bytes: number, token: string): Promise<Answer> {
  const url = new URL(baseUrl)
  return new Promise((resolve, reject) => {
    let isAnswered = false
    const request = httpRequest(
      { host: url.hostname, port: url.port, path, method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': String(bytes), Authorization: `Bearer ${token}` } },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk) => (text += chunk))
        response.on('end', () => {
          isAnswered = true
          resolve({ status: response.statusCode ?? 0, text, body: text.startsWith('{') ? JSON.parse(text) : null })
          request.destroy()
        })
      },
    )
    request.on('error', (error) => {
      // NOTE: destroying the request once answered is expected to end it with an error; only one before the answer counts.
      if (!isAnswered) reject(error)
    })
    request.write('{"user_email": "')
  })
}

/** A PNG whose header declares width × height 1-bit grey pixels; `rows` of real data (all of them by default: zeros deflate ~1000:1). */
function pngDeclaring(width: number, height: number, rows = height): Uint8Array<ArrayBuffer> {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(typed))
    return Buffer.concat([length, typed, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([1, 0, 0, 0, 0], 8) // bit depth 1, greyscale, deflate, no filter method, no interlace
  const raw = Buffer.alloc((1 + Math.ceil(width / 8)) * rows)
  return new Uint8Array(
    Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]),
  )
}

/** A ZIP of one entry that inflates to 200 MB of zeros from about 200 KB. */
function zipBomb(entryName: string): Uint8Array<ArrayBuffer> {
  const size = 200 * 1024 * 1024
  const data = Buffer.alloc(size)
  const compressed = deflateRawSync(data, { level: 9 })
  const crc = crc32(data)
  const name = Buffer.from(entryName, 'utf8')
  const local = Buffer.alloc(30)
  local.writeUInt32LE(0x04034b50, 0)
  local.writeUInt16LE(20, 4)
  local.writeUInt16LE(8, 8)
  local.writeUInt32LE(crc, 14)
  local.writeUInt32LE(compressed.length, 18)
  local.writeUInt32LE(size, 22)
  local.writeUInt16LE(name.length, 26)
  const central = Buffer.alloc(46)
  central.writeUInt32LE(0x02014b50, 0)
  central.writeUInt16LE(20, 4)
  central.writeUInt16LE(20, 6)
  central.writeUInt16LE(8, 10)
  central.writeUInt32LE(crc, 16)
  central.writeUInt32LE(compressed.length, 20)
  central.writeUInt32LE(size, 24)
  central.writeUInt16LE(name.length, 28)
  const centralOffset = local.length + name.length + compressed.length
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(1, 8)
  end.writeUInt16LE(1, 10)
  end.writeUInt32LE(central.length + name.length, 12)
  end.writeUInt32LE(centralOffset, 16)
  return new Uint8Array(Buffer.concat([local, name, compressed, central, name, end]))
}
