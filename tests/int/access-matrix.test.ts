import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handleEndpoints, type Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { createProject, createUser, tinyPdf } from './support/fixtures.ts'
import { tinyPng } from './support/questionnaire.ts'
import type { Role } from '../../collections/roles.ts'
import { REST_ACTIONS, restMayCall } from '../support/write-policy.ts'

/**
 * The role matrix of ARCHITECTURE.md 'Roles', over Payload's real REST API (/api, served in-process by
 * Payload's own fetch handler): every actor x every collection x create / read / update / delete.
 *
 * Each cell says whether the call succeeds ('c', 'r', 'u', 'd') or is refused ('-'), on a target document
 * that belongs to the customer actor when the collection has owners (customer: own projects and everything
 * under them), or on published catalogue / questionnaire content otherwise. Customers read here but write
 * only through the product (/v1 and the site's server functions: trust-boundary.md), never through /api.
 */
type Actor = 'anonymous' | Role
const ACTORS: Actor[] = ['anonymous', 'customer', 'staff', 'marketing', 'curator', 'admin']

//                       anonymous customer staff   marketing curator  admin
const MATRIX: Record<string, Record<Actor, string>> = {
  users:              { anonymous: '----', customer: '----', staff: '-r--', marketing: '----', curator: '----', admin: 'crud' },
  projects:           { anonymous: '----', customer: '-r--', staff: 'crud', marketing: '----', curator: '----', admin: 'crud' },
  responses:          { anonymous: '----', customer: '-r--', staff: 'crud', marketing: '----', curator: '----', admin: 'crud' },
  folders:            { anonymous: '----', customer: '-r--', staff: 'crud', marketing: '----', curator: '----', admin: 'crud' },
  files:              { anonymous: '----', customer: '-r--', staff: 'crud', marketing: '----', curator: '----', admin: 'crud' },
  reports:            { anonymous: '----', customer: '-r--', staff: 'crud', marketing: '----', curator: '----', admin: 'crud' },
  'contact-messages': { anonymous: '----', customer: '----', staff: '-ru-', marketing: '----', curator: '----', admin: '-rud' },
  quizzes:            { anonymous: '-r--', customer: '-r--', staff: '-r--', marketing: 'crud', curator: '-r--', admin: 'crud' },
  questions:          { anonymous: '-r--', customer: '-r--', staff: '-r--', marketing: 'crud', curator: '-r--', admin: 'crud' },
  zones:              { anonymous: '-r--', customer: '-r--', staff: '-r--', marketing: '-r--', curator: 'crud', admin: 'crud' },
  styles:             { anonymous: '-r--', customer: '-r--', staff: '-r--', marketing: '-r--', curator: 'crud', admin: 'crud' },
  levels:             { anonymous: '-r--', customer: '-r--', staff: '-r--', marketing: '-r--', curator: 'crud', admin: 'crud' },
  photos:             { anonymous: '-r--', customer: '-r--', staff: '-r--', marketing: 'crud', curator: 'crud', admin: 'crud' },
  'project-history':  { anonymous: '----', customer: '-r--', staff: '-r--', marketing: '----', curator: '----', admin: '-r--' },
  agendas:            { anonymous: '----', customer: '----', staff: 'cru-', marketing: '----', curator: '----', admin: 'crud' },
  payments:           { anonymous: '----', customer: '-r--', staff: '-ru-', marketing: '----', curator: '----', admin: '-ru-' },
  'payment-events':   { anonymous: '----', customer: '----', staff: '-r--', marketing: '----', curator: '----', admin: '-r--' },
  signatures:         { anonymous: '----', customer: '-r--', staff: '-r--', marketing: '----', curator: '----', admin: '-r--' },
  // The job queue (queued emails among them): read by admins in the back office, written by the product alone.
  'payload-jobs':     { anonymous: '----', customer: '----', staff: '----', marketing: '----', curator: '----', admin: '-r--' },
}

/** The `params` global (terms, home content): read by everyone, changed by marketing. */
const PARAMS: Record<Actor, string> = { anonymous: 'r-', customer: 'r-', staff: 'r-', marketing: 'ru', curator: 'r-', admin: 'ru' }

let ctx: TestPayload
let payload: Payload
const tokens = new Map<Actor, string | undefined>()
let customerId: number
let projectId: number
let quizId: number
let questionId: number

async function api(method: string, path: string, actor: Actor, body?: unknown): Promise<Response> {
  const headers = new Headers()
  const token = tokens.get(actor)
  if (token) headers.set('Authorization', `JWT ${token}`)
  let payloadBody: BodyInit | undefined
  if (body instanceof FormData) payloadBody = body
  else if (body !== undefined) {
    headers.set('Content-Type', 'application/json')
    payloadBody = JSON.stringify(body)
  }
  const request = new Request(`http://localhost/api${path}`, { method, headers, body: payloadBody })
  return handleEndpoints({ config: payload.config, request })
}

async function uploadForm(data: Record<string, unknown>, kind: 'png' | 'pdf'): Promise<FormData> {
  const form = new FormData()
  const bytes = kind === 'png' ? await tinyPng() : new Uint8Array(await tinyPdf())
  const name = kind === 'png' ? 'image.png' : 'document.pdf'
  form.set('file', new File([bytes], name, { type: kind === 'png' ? 'image/png' : 'application/pdf' }))
  form.set('_payload', JSON.stringify(data))
  return form
}

type Spec = {
  /** A fresh target document (made with full access), its id. */
  target: () => Promise<number>
  create: () => Promise<unknown>
  update: Record<string, unknown>
}

const byAdmin = { overrideAccess: true } as const

async function photoId(owner?: number): Promise<number> {
  const data = await tinyPng()
  const photo = await payload.create({
    collection: 'photos',
    data: { alt: 'Photo', ...(owner ? { owner } : {}) },
    file: { data: Buffer.from(data), mimetype: 'image/png', name: 'photo.png', size: data.length },
    ...byAdmin,
  })
  return photo.id
}

const SPECS: Record<string, Spec> = {
  users: {
    target: async () => (await createUser(payload)).user.id,
    create: async () => ({ email: `nouveau-${Math.random().toString(36).slice(2)}@exemple.fr`, password: 'Maisonnee;2026ab', role: 'customer' }),
    update: { firstName: 'Modifié' },
  },
  projects: {
    target: async () => (await createProject(payload, customerId)).id,
    create: async () => ({ title: 'Nouveau projet' }),
    update: { title: 'Projet modifié' },
  },
  responses: {
    target: async () => {
      const project = await createProject(payload, customerId)
      return (await payload.create({ collection: 'responses', data: { project: project.id, question: questionId, value: 'Maison' }, ...byAdmin })).id
    },
    create: async () => ({ project: (await createProject(payload, customerId)).id, question: questionId, value: 'Maison' }),
    update: { value: 'Appartement' },
  },
  folders: {
    target: async () => (await payload.create({ collection: 'folders', data: { name: 'Plans', project: projectId }, ...byAdmin })).id,
    create: async () => ({ name: 'Nouveau dossier', project: projectId }),
    update: { name: 'Dossier renommé' },
  },
  files: {
    target: async () => {
      const pdf = await tinyPdf()
      const file = await payload.create({
        collection: 'files',
        data: { kind: 'plan', project: projectId },
        file: { data: pdf, mimetype: 'application/pdf', name: 'plan.pdf', size: pdf.length },
        ...byAdmin,
      })
      return file.id
    },
    create: () => uploadForm({ kind: 'plan', project: projectId }, 'pdf'),
    update: { kind: 'photo' },
  },
  reports: {
    target: async () => (await payload.create({ collection: 'reports', data: { title: 'Visite', project: projectId }, ...byAdmin })).id,
    create: async () => ({ title: 'Nouveau rapport', project: projectId }),
    update: { title: 'Rapport modifié' },
  },
  'contact-messages': {
    target: async () =>
      (await payload.create({ collection: 'contact-messages', data: { name: 'Jean', email: 'jean@exemple.fr', subject: 'Devis', message: 'Bonjour' }, ...byAdmin })).id,
    create: async () => ({ name: 'Jean', email: 'jean@exemple.fr', subject: 'Devis', message: 'Bonjour' }),
    update: { subject: 'Autre objet' },
  },
  quizzes: {
    // A published questionnaire must pass the questionnaire check (at least one question) to be saved again.
    target: async () => {
      const quiz = await payload.create({ collection: 'quizzes', data: { title: 'Questionnaire', _status: 'published' }, ...byAdmin })
      await payload.create({ collection: 'questions', data: { title: 'Surface ?', type: '11', quiz: quiz.id, position: 1, _status: 'published' }, ...byAdmin })
      return quiz.id
    },
    create: async () => ({ title: 'Nouveau questionnaire' }),
    update: { title: 'Questionnaire modifié' },
  },
  questions: {
    target: async () =>
      (await payload.create({ collection: 'questions', data: { title: 'Surface ?', type: '11', quiz: quizId, position: 9, _status: 'published' }, ...byAdmin })).id,
    create: async () => ({ title: 'Nouvelle question', type: '11', quiz: quizId, position: 10 }),
    update: { title: 'Question modifiée' },
  },
  zones: {
    target: async () => (await payload.create({ collection: 'zones', data: { title: 'Salon' }, ...byAdmin })).id,
    create: async () => ({ title: 'Cuisine' }),
    update: { title: 'Séjour' },
  },
  styles: {
    target: async () => (await payload.create({ collection: 'styles', data: { title: 'Scandinave', isPublished: true }, ...byAdmin })).id,
    create: async () => ({ title: 'Industriel' }),
    update: { title: 'Bohème' },
  },
  levels: {
    target: async () => (await payload.create({ collection: 'levels', data: { title: 'Rafraîchissement' }, ...byAdmin })).id,
    create: async () => ({ title: 'Rénovation complète' }),
    update: { title: 'Rénovation légère' },
  },
  photos: {
    target: () => photoId(),
    create: () => uploadForm({ alt: 'Nouvelle photo' }, 'png'),
    update: { alt: 'Texte modifié' },
  },
  'project-history': {
    target: async () => (await payload.create({ collection: 'project-history', data: historyEntry(), ...byAdmin })).id,
    create: async () => historyEntry(),
    update: { reason: 'Motif réécrit' },
  },
  agendas: {
    target: async () => (await payload.create({ collection: 'agendas', data: await agenda(), ...byAdmin })).id,
    create: () => agenda(),
    update: { label: 'Agenda renommé' },
  },
  payments: {
    target: async () => (await payload.create({ collection: 'payments', data: payment(), ...byAdmin })).id,
    create: async () => payment(),
    update: { status: 'cancelled' },
  },
  'payment-events': {
    target: async () => (await payload.create({ collection: 'payment-events', data: { eventId: `evt_${Math.random().toString(36).slice(2)}`, type: 'checkout.session.completed' }, ...byAdmin })).id,
    create: async () => ({ eventId: `evt_${Math.random().toString(36).slice(2)}`, type: 'checkout.session.completed' }),
    update: { outcome: 'réécrit' },
  },
  signatures: {
    target: async () => (await payload.create({ collection: 'signatures', data: await signature(), ...byAdmin })).id,
    create: () => signature(),
    update: { signerName: 'Quelqu’un d’autre' },
  },
  'payload-jobs': {
    // A failed email in a queue no runner reads, so that it stays put while the matrix tries it.
    target: async () => (await payload.create({ collection: 'payload-jobs', data: failedEmailJob(), ...byAdmin })).id,
    create: async () => failedEmailJob(),
    update: { hasError: false },
  },
}

function failedEmailJob() {
  return { taskSlug: 'sendEmail' as const, queue: 'matrice', hasError: true, totalTried: 5, input: { to: 'client@exemple.fr', subject: 'Objet', html: '<p>Bonjour</p>', text: 'Bonjour' } }
}

function historyEntry() {
  return { project: projectId, from: '0' as const, to: '1' as const, move: 'workflow' as const, actor: 'system' as const, changedByName: 'Maisonnée', owner: customerId }
}

async function agenda() {
  return { label: 'Agenda test', agent: (await createUser(payload, 'staff')).user.id, slotMinutes: 60 }
}

function payment() {
  return { reference: 'MAISONNEE-TEST', project: projectId, purpose: 'audit' as const, method: 'transfer' as const, amountCents: 70_000, amountLabel: '700,00 €', status: 'pending' as const, owner: customerId }
}

async function signature() {
  const pdf = await tinyPdf()
  const file = await payload.create({ collection: 'files', data: { kind: 'quote', project: projectId }, file: { data: pdf, mimetype: 'application/pdf', name: 'devis.pdf', size: pdf.length }, ...byAdmin })
  return { project: projectId, document: file.id, documentName: 'devis.pdf', originalSha256: 'a'.repeat(64), tokenHash: Math.random().toString(36).slice(2), status: 'pending' as const, owner: customerId }
}

beforeAll(async () => {
  ctx = await bootTestPayload()
  payload = ctx.payload
  tokens.set('anonymous', undefined)
  for (const role of ['customer', 'staff', 'marketing', 'curator', 'admin'] as const) {
    const account = await createUser(payload, role)
    if (role === 'customer') customerId = account.user.id
    const login = await payload.login({ collection: 'users', data: { email: account.email, password: account.password } })
    tokens.set(role, login.token)
  }
  projectId = (await createProject(payload, customerId)).id
  quizId = (await payload.create({ collection: 'quizzes', data: { title: 'Parcours', _status: 'published' }, ...byAdmin })).id
  questionId = (await payload.create({ collection: 'questions', data: { title: 'Type de bien', type: '0', quiz: quizId, position: 1, _status: 'published' }, ...byAdmin })).id
})
afterAll(() => ctx?.cleanup())

const ok = (response: Response) => response.status >= 200 && response.status < 300

describe.each(Object.keys(MATRIX))('%s', (collection) => {
  it.each(ACTORS)('as %s matches the matrix', async (actor) => {
    const spec = SPECS[collection]!
    const expected = MATRIX[collection]![actor]
    const seen: string[] = []

    const created = await api('POST', `/${collection}`, actor, await spec.create())
    seen.push(ok(created) ? 'c' : '-')

    const readTarget = await spec.target()
    seen.push(ok(await api('GET', `/${collection}/${readTarget}`, actor)) ? 'r' : '-')

    const updateTarget = await spec.target()
    seen.push(ok(await api('PATCH', `/${collection}/${updateTarget}`, actor, spec.update)) ? 'u' : '-')

    const deleteTarget = await spec.target()
    seen.push(ok(await api('DELETE', `/${collection}/${deleteTarget}`, actor)) ? 'd' : '-')

    expect(seen.join(''), `${actor} on ${collection}`).toBe(expected)
  })
})

describe('params (terms and home content)', () => {
  it.each(ACTORS)('as %s matches the matrix', async (actor) => {
    const read = await api('GET', '/globals/params', actor)
    const update = await api('POST', '/globals/params', actor, {})
    expect(`${ok(read) ? 'r' : '-'}${ok(update) ? 'u' : '-'}`).toBe(PARAMS[actor])
  })
})

describe('back-office actions beyond create, read, update and delete (write-policy.ts, REST_ACTIONS)', () => {
  it.each(ACTORS)('resending a failed email (POST /api/payload-jobs/:id/resend) as %s: admins only, nothing queued otherwise', async (actor) => {
    const jobId = (await payload.create({ collection: 'payload-jobs', data: failedEmailJob(), ...byAdmin })).id
    const jobs = () => payload.count({ collection: 'payload-jobs', where: { taskSlug: { equals: 'sendEmail' } }, overrideAccess: true })
    const before = (await jobs()).totalDocs
    const resent = await api('POST', `/payload-jobs/${jobId}/resend`, actor)
    const isAllowed = actor !== 'anonymous' && actor !== 'customer' && restMayCall(actor, 'resendEmail')
    expect(resent.status, `${actor}: ${REST_ACTIONS.resendEmail.label}`).toBe(isAllowed ? 200 : actor === 'anonymous' ? 401 : 403)
    // NOTE: SQLite may give the email queued again the failed job's id (its last rowid, just freed).
    const failedLeft = await payload.count({ collection: 'payload-jobs', where: { and: [{ id: { equals: jobId } }, { hasError: { equals: true } }] }, overrideAccess: true })
    expect(failedLeft.totalDocs).toBe(isAllowed ? 0 : 1)
    if (!isAllowed) expect((await jobs()).totalDocs).toBe(before)
  })

  it.each(ACTORS)('lifting the cap on signature codes (POST /api/signatures/:id/reset-code-limit) as %s: staff and admins only, unchanged otherwise', async (actor) => {
    const signatureId = (await payload.create({ collection: 'signatures', data: { ...(await signature()), codeSends: 3 }, ...byAdmin })).id
    const lifted = await api('POST', `/signatures/${signatureId}/reset-code-limit`, actor)
    const isAllowed = actor !== 'anonymous' && actor !== 'customer' && restMayCall(actor, 'resetSigningCodeLimit')
    expect(lifted.status, `${actor}: ${REST_ACTIONS.resetSigningCodeLimit.label}`).toBe(isAllowed ? 200 : actor === 'anonymous' ? 401 : 403)
    expect((await payload.findByID({ collection: 'signatures', id: signatureId, ...byAdmin })).codeSends).toBe(isAllowed ? 0 : 3)
  })
})

describe('a customer and someone else’s project', () => {
  it('refuses every call on another customer’s project and what hangs off it', async () => {
    const other = await createUser(payload)
    const project = await createProject(payload, other.user.id)
    const folder = await payload.create({ collection: 'folders', data: { name: 'Privé', project: project.id }, ...byAdmin })
    const report = await payload.create({ collection: 'reports', data: { title: 'Privé', project: project.id }, ...byAdmin })
    for (const [collection, id] of [['projects', project.id], ['folders', folder.id], ['reports', report.id]] as const) {
      expect(ok(await api('GET', `/${collection}/${id}`, 'customer')), `read ${collection}`).toBe(false)
      expect(ok(await api('PATCH', `/${collection}/${id}`, 'customer', { title: 'x', name: 'x' })), `update ${collection}`).toBe(false)
      expect(ok(await api('DELETE', `/${collection}/${id}`, 'customer')), `delete ${collection}`).toBe(false)
    }
    expect(ok(await api('POST', '/folders', 'customer', { name: 'Intrus', project: project.id }))).toBe(false)
  })

  it('keeps a photo uploaded by marketing or a curator public (catalogue), a customer’s photo private', async () => {
    const marketing = await api('POST', '/photos', 'marketing', await uploadForm({ alt: 'Question' }, 'png'))
    const marketingPhoto = ((await marketing.json()) as { doc: { id: number } }).doc.id
    expect(ok(await api('GET', `/photos/${marketingPhoto}`, 'anonymous'))).toBe(true)
    const customerPhoto = await photoId(customerId)
    expect(ok(await api('GET', `/photos/${customerPhoto}`, 'anonymous'))).toBe(false)
    expect(ok(await api('GET', `/photos/${customerPhoto}`, 'customer'))).toBe(true)
  })
})
