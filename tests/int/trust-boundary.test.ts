import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handleEndpoints, type Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { asUser, createProject, createUser, refusalMessage, tinyPdf } from './support/fixtures.ts'
import { tinyPng } from './support/questionnaire.ts'

/**
 * One test per attack on the generic REST surface that once worked (issue #18), named after it. Each
 * attack is tried through Payload's REST API (/api, its own handler) with a customer's token, and where it
 * applies through the product's door too (the Local API acting for the customer, as /v1 does), and
 * each test checks the database afterwards: a refused attack leaves nothing behind.
 */
let ctx: TestPayload
let payload: Payload
type Account = Awaited<ReturnType<typeof createUser>> & { token: string }
let alice: Account
let bob: Account
let marketing: Account
let curator: Account
let staff: Account
const SYSTEM = { overrideAccess: true } as const

async function account(role: Parameters<typeof createUser>[1] = 'customer'): Promise<Account> {
  const created = await createUser(payload, role)
  const { token } = await payload.login({ collection: 'users', data: { email: created.email, password: created.password } })
  return { ...created, token: token! }
}

async function api(method: string, path: string, who: Account | null, body?: unknown): Promise<Response> {
  const headers = new Headers()
  if (who) headers.set('Authorization', `JWT ${who.token}`)
  if (body !== undefined) headers.set('Content-Type', 'application/json')
  return handleEndpoints({ config: payload.config, request: new Request(`http://localhost/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }) })
}

async function quoteOf(owner: Account) {
  const project = await createProject(payload, owner.user.id)
  const pdf = await tinyPdf('Devis confidentiel')
  const file = await payload.create({ collection: 'files', data: { kind: 'quote', project: project.id }, file: { data: pdf, mimetype: 'application/pdf', name: 'devis.pdf', size: pdf.length }, ...SYSTEM })
  await payload.update({ collection: 'projects', id: project.id, data: { quoteFile: file.id }, ...SYSTEM, context: { actor: 'staff' } })
  return { project, file }
}

const fileOwner = async (id: number) => (await payload.findByID({ collection: 'files', id, depth: 0, ...SYSTEM })).owner
const projectCount = async () => (await payload.count({ collection: 'projects', ...SYSTEM })).totalDocs

beforeAll(async () => {
  ctx = await bootTestPayload()
  payload = ctx.payload
  alice = await account()
  bob = await account()
  marketing = await account('marketing')
  curator = await account('curator')
  staff = await account('staff')
})
afterAll(() => ctx?.cleanup())

describe('attacks on the generic REST surface (issue #18), each refused with nothing saved', () => {
  it('File takeover: a customer creating a project that points at another customer’s quote gets nothing, and the file stays its owner’s', async () => {
    const { file } = await quoteOf(bob)
    const before = await projectCount()

    const rest = await api('POST', '/projects', alice, { title: 'Prise', quoteFile: file.id, contractFile: file.id })
    expect(rest.status).toBe(403)
    expect(await projectCount()).toBe(before)
    expect(await fileOwner(file.id)).toBe(bob.user.id)
    expect((await api('GET', `/files/${file.id}`, alice)).status).toBe(404)

    // Through the product: the document fields are staff's, and a relation to a file Alice cannot read is refused.
    const created = await payload.create({ collection: 'projects', data: { title: 'Prise', quoteFile: file.id } as never, user: asUser(alice.user), overrideAccess: false })
    expect(created.quoteFile ?? null).toBeNull()
    const { project: own } = await quoteOf(alice)
    expect(await refusalMessage(payload.update({ collection: 'projects', id: own.id, data: { image: file.id }, user: asUser(alice.user), overrideAccess: false }))).toMatch(/pas accessible/)
    expect(await fileOwner(file.id)).toBe(bob.user.id)
  })

  it('File takeover by the back door: staff attaching one customer’s file to another customer’s project is refused, and the file keeps its owner', async () => {
    const { file } = await quoteOf(bob)
    const target = await createProject(payload, alice.user.id)
    const response = await api('PATCH', `/projects/${target.id}`, staff, { quoteFile: file.id })
    expect(response.status).toBe(400)
    expect(JSON.stringify(await response.json())).toContain('appartient à un autre client')
    expect(await fileOwner(file.id)).toBe(bob.user.id)
    expect((await payload.findByID({ collection: 'projects', id: target.id, depth: 0, ...SYSTEM })).quoteFile ?? null).toBeNull()
  })

  it('Paying 1 euro: a customer’s amounts are never stored, through /api or through the product', async () => {
    const before = await projectCount()
    expect((await api('POST', '/projects', alice, { title: 'Audit à 1 €', auditAmount: 1, quoteAmount: 1 })).status).toBe(403)
    expect(await projectCount()).toBe(before)
    const project = await createProject(payload, alice.user.id, { auditAmount: 700 })
    expect((await api('PATCH', `/projects/${project.id}`, alice, { auditAmount: 1, quoteAmount: 1 })).status).toBe(403)
    const created = await payload.create({ collection: 'projects', data: { title: 'Audit à 1 €', auditAmount: 1, quoteAmount: 1 } as never, user: asUser(alice.user), overrideAccess: false })
    await payload.update({ collection: 'projects', id: project.id, data: { auditAmount: 1, quoteAmount: 1 }, user: asUser(alice.user), overrideAccess: false })
    expect(created.auditAmount ?? null).toBeNull()
    expect(created.quoteAmount ?? null).toBeNull()
    const kept = await payload.findByID({ collection: 'projects', id: project.id, depth: 0, ...SYSTEM })
    expect(kept.auditAmount).toBe(700)
    expect(kept.quoteAmount ?? null).toBeNull()
  })

  it('A customer hands a project to another customer: the owner is not theirs to write', async () => {
    const project = await createProject(payload, alice.user.id)
    expect((await api('PATCH', `/projects/${project.id}`, alice, { owner: bob.user.id })).status).toBe(403)
    await payload.update({ collection: 'projects', id: project.id, data: { owner: bob.user.id }, user: asUser(alice.user), overrideAccess: false })
    const created = await payload.create({ collection: 'projects', data: { title: 'Cadeau', owner: bob.user.id } as never, user: asUser(alice.user), overrideAccess: false })
    expect((await payload.findByID({ collection: 'projects', id: project.id, depth: 0, ...SYSTEM })).owner).toBe(alice.user.id)
    expect(created.owner && typeof created.owner === 'object' ? created.owner.id : created.owner).toBe(alice.user.id)
  })

  it('A customer marks their own file as a signed contract: the kind is the server’s', async () => {
    const project = await createProject(payload, alice.user.id)
    const pdf = await tinyPdf()
    const file = await payload.create({ collection: 'files', data: { kind: 'plan', project: project.id }, file: { data: pdf, mimetype: 'application/pdf', name: 'plan.pdf', size: pdf.length }, user: asUser(alice.user), overrideAccess: false })
    expect(file.kind).toBe('plan')
    expect((await api('PATCH', `/files/${file.id}`, alice, { kind: 'signed-contract' })).status).toBe(403)
    await payload.update({ collection: 'files', id: file.id, data: { kind: 'signed-contract' }, user: asUser(alice.user), overrideAccess: false })
    await payload.update({ collection: 'files', id: file.id, data: { kind: 'quote' }, user: asUser(alice.user), overrideAccess: false })
    expect((await payload.findByID({ collection: 'files', id: file.id, depth: 0, ...SYSTEM })).kind).toBe('plan')
    // Not even staff mark a file as signed: only the signing service makes one.
    expect((await api('PATCH', `/files/${file.id}`, staff, { kind: 'signed-contract' })).status).toBe(200)
    expect((await payload.findByID({ collection: 'files', id: file.id, depth: 0, ...SYSTEM })).kind).toBe('plan')
  })

  it('A customer publishes their own style into the public catalogue: their style stays theirs and custom', async () => {
    expect((await api('POST', '/styles', alice, { title: 'Mon style public', isCustom: false, isPublished: true })).status).toBe(403)
    const style = await payload.create({ collection: 'styles', data: { title: 'Mon style public', isCustom: false, isPublished: true, owner: null }, user: asUser(alice.user), overrideAccess: false })
    await payload.update({ collection: 'styles', id: style.id, data: { isCustom: false, owner: null }, user: asUser(alice.user), overrideAccess: false })
    const stored = await payload.findByID({ collection: 'styles', id: style.id, depth: 0, ...SYSTEM })
    expect(stored.isCustom).toBe(true)
    expect(stored.owner).toBe(alice.user.id)
    expect((await api('GET', `/styles/${style.id}`, null)).status).toBe(404)
    expect((await api('GET', `/styles/${style.id}`, bob)).status).toBe(404)
  })

  it('A customer skips the email-change confirmation by writing the hidden emailChangeTokenHash: refused, and the hash is never returned', async () => {
    const token = 'jeton-choisi-par-l-attaquant'
    const hash = createHash('sha256').update(token).digest('hex')
    expect((await api('PATCH', `/users/${alice.user.id}`, alice, { emailChangeTokenHash: hash, pendingEmail: 'pirate@exemple.fr' })).status).toBe(403)
    await payload.update({ collection: 'users', id: alice.user.id, data: { emailChangeTokenHash: hash, emailChangeExpiresAt: '2099-01-01T00:00:00.000Z', pendingEmail: 'pirate@exemple.fr' }, user: asUser(alice.user), overrideAccess: false })
    const stored = await payload.findByID({ collection: 'users', id: alice.user.id, depth: 0, ...SYSTEM, showHiddenFields: true })
    expect(stored.emailChangeTokenHash ?? null).toBeNull()
    expect(stored.pendingEmail ?? null).toBeNull()
    const me = (await (await api('GET', `/users/${alice.user.id}`, alice)).json()) as Record<string, unknown>
    expect(me).not.toHaveProperty('emailChangeTokenHash')
  })

  it('Marketing and curator roles can PATCH and DELETE customers’ private photos: no longer', async () => {
    const png = Buffer.from(await tinyPng())
    const photo = await payload.create({ collection: 'photos', data: { alt: 'Mon salon' }, file: { data: png, mimetype: 'image/png', name: 'salon.png', size: png.length }, user: asUser(alice.user), overrideAccess: false })
    for (const editor of [marketing, curator]) {
      expect([403, 404]).toContain((await api('PATCH', `/photos/${photo.id}`, editor, { alt: 'Modifié' })).status)
      expect([403, 404]).toContain((await api('DELETE', `/photos/${photo.id}`, editor)).status)
    }
    const stored = await payload.findByID({ collection: 'photos', id: photo.id, depth: 0, ...SYSTEM })
    expect(stored.alt).toBe('Mon salon')
    // The catalogue's own pictures stay theirs to change.
    const catalogue = await payload.create({ collection: 'photos', data: { alt: 'Catalogue' }, file: { data: png, mimetype: 'image/png', name: 'catalogue.png', size: png.length }, ...SYSTEM })
    expect((await api('PATCH', `/photos/${catalogue.id}`, curator, { alt: 'Catalogue revu' })).status).toBe(200)
  })

  it('Through /api a customer changes their password without the current one: refused, the old password still signs in', async () => {
    const response = await api('PATCH', `/users/${alice.user.id}`, alice, { password: 'Nouveau-mot-de-passe-9!' })
    expect(response.status).toBe(403)
    await expect(payload.login({ collection: 'users', data: { email: alice.email, password: alice.password } })).resolves.toHaveProperty('token')
  })

  it('Through /api a customer calls /api/users/unlock: refused (admins only)', async () => {
    const response = await api('POST', '/users/unlock', alice, { email: bob.email })
    expect(response.status).toBe(403)
  })

  it('A customer locks a project against staff through Payload’s document locks: refused', async () => {
    const project = await createProject(payload, alice.user.id)
    const response = await api('POST', '/payload-locked-documents', alice, { document: { relationTo: 'projects', value: project.id }, user: { relationTo: 'users', value: alice.user.id } })
    expect(response.status).toBe(403)
    expect((await payload.count({ collection: 'payload-locked-documents', ...SYSTEM })).totalDocs).toBe(0)
  })

  it('A customer creates an admin preference through /api (found by the attacker’s pass): refused, by the collection and by its endpoints', async () => {
    const before = (await payload.count({ collection: 'payload-preferences', ...SYSTEM })).totalDocs
    expect((await api('POST', '/payload-preferences', alice, { key: 'x', value: { a: 1 }, user: { relationTo: 'users', value: alice.user.id } })).status).toBe(403)
    expect((await api('POST', '/payload-preferences/nav', alice, { value: { open: true } })).status).toBe(403)
    expect((await payload.count({ collection: 'payload-preferences', ...SYSTEM })).totalDocs).toBe(before)
    expect((await api('POST', '/payload-preferences/nav', staff, { value: { open: true } })).status).toBe(200)
  })

  it('A visitor (no account) writes nothing through /api', async () => {
    for (const collection of ['projects', 'responses', 'files', 'folders', 'styles', 'photos']) {
      expect([401, 403]).toContain((await api('POST', `/${collection}`, null, { title: 'x' })).status)
    }
    // NOTE: Payload checks that an account has an email or a username before it checks access (400): the
    // visitor's account is a well-formed one, so that the refusal seen is access's.
    const intruder = `intrus-${Date.now()}@exemple.fr`
    expect([401, 403]).toContain((await api('POST', '/users', null, { email: intruder, password: 'Maison2026!abc', role: 'customer' })).status)
    expect((await payload.count({ collection: 'users', where: { email: { equals: intruder } }, ...SYSTEM })).totalDocs).toBe(0)
  })
})
