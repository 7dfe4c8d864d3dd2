import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handleEndpoints, ValidationError, type FlattenedField, type Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { asUser, createProject, createUser, tinyPdf } from './support/fixtures.ts'
import { tinyPng } from './support/questionnaire.ts'
import { adminApi } from './support/adminapi.ts'
import { ADMIN_MODELS } from '../../src/server/adminapi/models.ts'
import {
  BACK_OFFICE_ROLES,
  GLOBAL_POLICY,
  PRODUCT_WRITERS,
  REST_WRITERS,
  fieldClass,
  maySetField,
  mayPass,
  readPolicyTable,
  restMayWrite,
  restActionsList,
  writePolicyTable,
  VERSION_READERS,
  type RestActor,
} from '../support/write-policy.ts'

/**
 * The write matrix of trust-boundary.md ("Proving it"), generated from the Payload config: every
 * collection × every field it stores × every actor × create and update (and delete per collection),
 * through Payload's REST API (/api, Payload's own handler) and through the product's door (the Local API
 * acting for a customer with overrideAccess false, as /v1 and the server functions do). Each write
 * carries a value the actor should not be able to store where the policy (tests/support/write-policy.ts)
 * says so: other customers' ids for relations, flipped flags, other options, out-of-the-way numbers.
 *
 * A refused write must leave the database as it was: for a create, no new document holding the value;
 * for an update, the field unchanged. An allowed write must not be refused for access (403); the
 * product's own rules (the status guard, validation) may still say no with a 400.
 *
 * The spec's admin API (/adminapi/v1, the back office's other door) is tried collection by collection:
 * customers and visitors write nothing through it, each back-office role exactly what REST lets it.
 *
 * A field added to any collection is covered with no test written; a collection added without a
 * template below fails the first test.
 */
const REST_ACTORS: RestActor[] = ['anonymous', 'customerA', 'customerB', ...BACK_OFFICE_ROLES]
const SYSTEM = { overrideAccess: true } as const
/** Fields Payload itself manages on uploads and accounts (written by the upload and auth operations, not as data). */
const MANAGED_FIELDS = new Set([
  'id', 'createdAt', 'updatedAt', '_status', 'filename', 'mimeType', 'filesize', 'width', 'height', 'focalX', 'focalY', 'url', 'thumbnailURL', 'sizes', 'prefix',
  'email', 'password', 'hash', 'salt', 'resetPasswordToken', 'resetPasswordExpiration', 'loginAttempts', 'lockUntil', 'sessions', '_verified', '_verificationToken',
])
const SKIPPED_TYPES = new Set(['ui', 'join', 'richText', 'array', 'blocks', 'point', 'tabs', 'row', 'collapsible'])

let ctx: TestPayload
let payload: Payload
const tokens = new Map<RestActor, string | undefined>()
const users: Record<'customerA' | 'customerB', { id: number | string; user: Record<string, unknown> }> = {} as never
/** Per collection: two documents owned by customer B (or catalogue items): the "foreign ids" relations point at. */
const foreignIds = new Map<string, (number | string)[]>()
let projectA: number | string
let quizId: number | string
let questionId: number | string

type Template = {
  /** Data for a valid new document owned by customer A (where the collection has owners). */
  data: () => Promise<Record<string, unknown>>
  /** An upload collection's file. */
  file?: () => Promise<{ data: Buffer; mimetype: string; name: string; size: number }>
  /** Owner-less catalogue item (styles, photos): what curators and marketing may change. */
  catalogue?: boolean
}

const pdfFile = async () => {
  const data = await tinyPdf()
  return { data, mimetype: 'application/pdf', name: 'document.pdf', size: data.length }
}
const pngFile = async () => {
  const data = Buffer.from(await tinyPng())
  return { data, mimetype: 'image/png', name: 'image.png', size: data.length }
}
const unique = () => randomBytes(5).toString('hex')

const TEMPLATES: Record<string, Template> = {
  users: { data: async () => ({ email: `matrice-${unique()}@exemple.fr`, password: `Maison${unique()}!7a`, role: 'customer', isActive: true }) },
  projects: { data: async () => ({ title: 'Projet de la matrice', owner: users.customerA.id, status: 0 }) },
  quizzes: { data: async () => ({ title: 'Questionnaire de la matrice' }) },
  questions: { data: async () => ({ title: 'Question de la matrice', type: '11', quiz: quizId, position: 50 }) },
  // One response per project, question and part: each new one gets its own part.
  responses: { data: async () => ({ project: projectA, question: questionId, part: `matrice-${unique()}`, value: 'Maison' }) },
  zones: { data: async () => ({ title: 'Ambiance de la matrice' }) },
  styles: { data: async () => ({ title: 'Style de la matrice' }), catalogue: true },
  levels: { data: async () => ({ title: 'Niveau de la matrice' }) },
  photos: { data: async () => ({ alt: 'Photo de la matrice' }), file: pngFile, catalogue: true },
  folders: { data: async () => ({ name: 'Dossier de la matrice', project: projectA }) },
  files: { data: async () => ({ kind: 'plan', project: projectA }), file: pdfFile },
  reports: { data: async () => ({ title: 'Rapport de la matrice', project: projectA }) },
  'contact-messages': { data: async () => ({ name: 'Jean', email: 'jean@exemple.fr', subject: 'Devis', message: 'Bonjour' }) },
  'project-history': { data: async () => ({ project: projectA, from: '0', to: '1', move: 'workflow', actor: 'system', changedByName: 'Maisonnée', owner: users.customerA.id }) },
  agendas: { data: async () => ({ label: 'Agenda de la matrice', agent: (await createUser(payload, 'staff')).user.id, slotMinutes: 60 }) },
  appointments: {
    data: async () => {
      const start = new Date(Date.UTC(2031, 0, 1 + Math.floor(Math.random() * 300), 9))
      const agent = (await createUser(payload, 'staff')).user.id
      return { project: projectA, agent, start: start.toISOString(), end: new Date(start.getTime() + 3_600_000).toISOString(), status: 'booked', slotKey: `${agent}:${start.toISOString()}`, owner: users.customerA.id }
    },
  },
  payments: { data: async () => ({ reference: `MAISONNEE-${unique()}`, project: projectA, purpose: 'audit', method: 'transfer', amountCents: 70_000, amountLabel: '700,00 €', status: 'pending', owner: users.customerA.id }) },
  'payment-events': { data: async () => ({ eventId: `evt_${unique()}`, type: 'checkout.session.completed' }) },
  signatures: {
    data: async () => {
      const file = await payload.create({ collection: 'files', data: { kind: 'quote', project: projectA as never }, file: await pdfFile(), ...SYSTEM })
      return { project: projectA, document: file.id, documentName: 'devis.pdf', originalSha256: 'a'.repeat(64), tokenHash: unique(), status: 'pending', owner: users.customerA.id }
    },
  },
  'payload-locked-documents': { data: async () => ({ document: { relationTo: 'projects', value: projectA }, globalSlug: null, user: { relationTo: 'users', value: users.customerA.id } }) },
  'payload-migrations': { data: async () => ({ name: `matrice-${unique()}`, batch: 99 }) },
  'payload-jobs': { data: async () => ({ taskSlug: 'removeOwnerlessDrafts', queue: 'matrice', input: {} }) },
}

/** Collections the matrix leaves to Payload's own rules, and why. */
const NOT_IN_MATRIX: Record<string, string> = {
  'payload-preferences': 'each back-office user’s own admin preferences, mostly written through Payload’s preference endpoints (not collection access): tests/int/trust-boundary.test.ts checks a customer is refused there',
  'payload-kv': 'Payload’s internal key-value store, no REST route',
}

type Case = { collection: string; path: string[]; field: FlattenedField }

/** The stored, data-carrying fields of a collection, named groups walked into. */
function fieldsOf(fields: FlattenedField[], prefix: string[] = []): { path: string[]; field: FlattenedField }[] {
  return fields.flatMap((field) => {
    if (!('name' in field) || MANAGED_FIELDS.has(field.name) || SKIPPED_TYPES.has(field.type)) return []
    if ('virtual' in field && field.virtual) return []
    if (field.type === 'group') return fieldsOf(field.flattenedFields, [...prefix, field.name])
    return [{ path: [...prefix, field.name], field }]
  })
}

function get(doc: Record<string, unknown> | null | undefined, path: string[]): unknown {
  return path.reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), doc)
}
function set(path: string[], value: unknown): Record<string, unknown> {
  return path.reduceRight<Record<string, unknown>>((inner, key, index) => (index === path.length - 1 ? { [key]: value } : { [key]: inner }), {})
}
function merge(base: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const out = { ...base }
  for (const [key, value] of Object.entries(patch)) {
    out[key] = value && typeof value === 'object' && !Array.isArray(value) && out[key] && typeof out[key] === 'object' ? merge(out[key] as Record<string, unknown>, value as Record<string, unknown>) : value
  }
  return out
}

/** A comparable form of a stored or sent value (relations by id, dates by instant). */
function normal(value: unknown): string {
  if (value === null || value === undefined) return 'null'
  if (Array.isArray(value)) return JSON.stringify(value.map(normal))
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>
    if ('relationTo' in record && 'value' in record) return `${String(record.relationTo)}:${normal(record.value)}`
    if ('id' in record) return String(record.id)
    return JSON.stringify(value)
  }
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) return String(Date.parse(value))
  return String(value)
}

/** Values chosen by hand where the generic one would say nothing: a customer's style is made custom by the product, the attack is a non-custom (catalogue) one. */
const ATTACK_VALUES: Record<string, unknown> = { 'styles.isCustom': false }

/** A value different from the current one (what the field holds, or would hold without the write) that the policy decides about. */
function attackValue(collection: string, path: string[], field: FlattenedField, current: unknown): unknown {
  const chosen = ATTACK_VALUES[`${collection}.${path.join('.')}`]
  if (chosen !== undefined) return chosen
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'code':
      return `matrice-${unique()}`
    case 'email':
      return `matrice-${unique()}@exemple.fr`
    case 'number': {
      const max = 'max' in field && typeof field.max === 'number' ? field.max : 987_654
      return normal(current) === String(max) ? max - 1 : max
    }
    case 'checkbox':
      return !(current === true)
    case 'date':
      return new Date(Date.UTC(2031, 1, 3, 4, 5, 6)).toISOString()
    case 'select': {
      const options = field.options.map((option) => (typeof option === 'string' ? option : option.value))
      const other = options.find((option) => normal(option) !== normal(current) && option !== 'signed-contract') ?? options[0]
      return field.hasMany ? [other] : other
    }
    case 'json':
      return { matrice: unique() }
    case 'relationship':
    case 'upload': {
      if (typeof field.relationTo !== 'string') return undefined
      const id = (foreignIds.get(field.relationTo) ?? []).find((candidate) => normal(candidate) !== normal(current) && normal([candidate]) !== normal(current))
      if (id === undefined) return undefined
      return field.hasMany ? [id] : id
    }
    default:
      return undefined
  }
}

async function rest(method: string, path: string, actor: RestActor, body?: Record<string, unknown>, file?: Awaited<ReturnType<typeof pdfFile>>): Promise<Response> {
  const headers = new Headers()
  const token = tokens.get(actor)
  if (token) headers.set('Authorization', `JWT ${token}`)
  let requestBody: BodyInit | undefined
  if (file) {
    const form = new FormData()
    form.set('file', new File([new Uint8Array(file.data)], file.name, { type: file.mimetype }))
    form.set('_payload', JSON.stringify(body ?? {}))
    requestBody = form
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json')
    requestBody = JSON.stringify(body)
  }
  return handleEndpoints({ config: payload.config, request: new Request(`http://localhost/api${path}`, { method, headers, body: requestBody }) })
}

/** A new document made by the product: customer A's where the collection has owners, owner-less in the catalogue. */
async function target(collection: string): Promise<Record<string, unknown>> {
  const template = TEMPLATES[collection]!
  return (await payload.create({ collection: collection as never, data: (await template.data()) as never, file: template.file ? await template.file() : undefined, ...SYSTEM, context: { actor: 'staff' } })) as never
}
/** Customer A's own document (a catalogue collection's private item, a custom style; for accounts, a customer's own account). */
async function ownedTarget(collection: string): Promise<Record<string, unknown>> {
  const doc = await target(collection)
  if (!TEMPLATES[collection]!.catalogue) return doc
  const custom = collection === 'styles' ? { isCustom: true } : {}
  return (await payload.update({ collection: collection as never, id: doc.id as never, data: { owner: users.customerA.id, ...custom } as never, ...SYSTEM })) as never
}
/** Who acts through the product: customer A, or for accounts the account's own customer (customers change only themselves). */
function productUser(collection: string, doc: Record<string, unknown>) {
  return asUser(collection === 'users' ? doc : users.customerA.user)
}

async function stored(collection: string, id: unknown): Promise<Record<string, unknown> | null> {
  return (await payload.findByID({ collection: collection as never, id: id as never, depth: 0, ...SYSTEM, disableErrors: true })) as never
}
async function count(collection: string): Promise<number> {
  return (await payload.count({ collection: collection as never, ...SYSTEM })).totalDocs
}

const ok = (status: number) => status >= 200 && status < 300

/** The verdict of one write: stored (the value is there), refused (403/401/404 and nothing changed), or held back by a product rule (400, nothing changed). */
type Outcome = { status: number; isStored: boolean; isUnchanged: boolean }

async function createCase(door: 'rest' | 'product', actor: RestActor, c: Case, value: unknown): Promise<Outcome> {
  const template = TEMPLATES[c.collection]!
  const data = merge(await template.data(), set(c.path, value))
  const before = await count(c.collection)
  let status: number
  let id: unknown
  if (door === 'rest') {
    const response = await rest('POST', `/${c.collection}`, actor, data, template.file ? await template.file() : undefined)
    status = response.status
    id = ok(status) ? ((await response.json()) as { doc?: { id?: unknown } }).doc?.id : undefined
  } else {
    const user = asUser(users.customerA.user)
    try {
      const doc = await payload.create({ collection: c.collection as never, data: data as never, file: template.file ? await template.file() : undefined, user, overrideAccess: false, depth: 0 })
      status = 201
      id = (doc as { id: unknown }).id
    } catch (error) {
      status = (error as { status?: number }).status ?? 500
    }
  }
  const doc = id === undefined ? null : await stored(c.collection, id)
  return { status, isStored: doc !== null && normal(get(doc, c.path)) === normal(value), isUnchanged: id === undefined ? (await count(c.collection)) === before : false }
}

async function updateCase(door: 'rest' | 'product', actor: RestActor, c: Case, doc: Record<string, unknown>, value: unknown): Promise<Outcome> {
  const before = await stored(c.collection, doc.id)
  let status: number
  if (door === 'rest') {
    status = (await rest('PATCH', `/${c.collection}/${doc.id}`, actor, set(c.path, value))).status
  } else {
    try {
      await payload.update({ collection: c.collection as never, id: doc.id as never, data: set(c.path, value) as never, user: productUser(c.collection, doc), overrideAccess: false, depth: 0 })
      status = 200
    } catch (error) {
      status = (error as { status?: number }).status ?? 500
    }
  }
  const after = await stored(c.collection, doc.id)
  return { status, isStored: normal(get(after, c.path)) === normal(value), isUnchanged: normal(get(after, c.path)) === normal(get(before, c.path)) }
}

/** What the policy says of one write, with the reason it gives. */
function expected(door: 'rest' | 'product', actor: RestActor, c: Case, operation: 'create' | 'update', value: unknown): boolean {
  const path = c.path.join('.')
  const relationTarget = (c.field.type === 'relationship' || c.field.type === 'upload') && typeof c.field.relationTo === 'string' ? c.field.relationTo : null
  if (door === 'product') {
    if (!(PRODUCT_WRITERS[c.collection] ?? []).includes(operation)) return false
    // Relations carry ownership: customer A may not point at customer B's records (users, projects, files...).
    if (relationTarget && !TEMPLATES[relationTarget]?.catalogue && !['quizzes', 'questions', 'zones', 'levels'].includes(relationTarget)) return false
    return maySetField('customer', c.collection, path, operation, value)
  }
  if (!restMayWrite(actor, c.collection, operation)) return false
  return maySetField(actor as never, c.collection, path, operation, value)
}

function verdict(isAllowed: boolean, outcome: Outcome): string | null {
  if (isAllowed) return outcome.status === 403 || outcome.status === 401 ? `refused ${outcome.status} although the policy allows it` : null
  if (outcome.isStored) return `stored (status ${outcome.status}) although the policy forbids it`
  if (!ok(outcome.status) && !outcome.isUnchanged) return `answered ${outcome.status} but the database changed`
  return null
}

/** What a new document holds when a write's value is dropped. */
function defaultOf(field: FlattenedField): unknown {
  return 'defaultValue' in field && typeof field.defaultValue !== 'function' ? field.defaultValue : undefined
}

/** Every field's attack value in one write. */
async function wholePatch(collectionCases: Case[], operation: 'create' | 'update', doc: Record<string, unknown>): Promise<Record<string, unknown>> {
  const current = await stored(collectionCases[0]!.collection, doc.id)
  return collectionCases.reduce<Record<string, unknown>>((patch, c) => {
    const value = attackValue(c.collection, c.path, c.field, operation === 'update' ? get(current, c.path) : defaultOf(c.field))
    return value === undefined ? patch : merge(patch, set(c.path, value))
  }, {})
}

/** A write the collection refuses must be refused (not 2xx) and leave the database as it was. */
async function refusedWholeWrite(actor: RestActor, collection: string, operation: 'create' | 'update', doc: Record<string, unknown>, patch: Record<string, unknown>): Promise<string | null> {
  const template = TEMPLATES[collection]!
  const comparable = (record: Record<string, unknown> | null) => JSON.stringify({ ...record, updatedAt: null })
  if (operation === 'create') {
    const before = await count(collection)
    const { status } = await rest('POST', `/${collection}`, actor, merge(await template.data(), patch), template.file ? await template.file() : undefined)
    if (ok(status)) return `created (${status}) although the policy refuses the collection`
    return (await count(collection)) === before ? null : `answered ${status} but a document was created`
  }
  const before = comparable(await stored(collection, doc.id))
  const { status } = await rest('PATCH', `/${collection}/${doc.id}`, actor, patch)
  if (ok(status)) return `updated (${status}) although the policy refuses the collection`
  return comparable(await stored(collection, doc.id)) === before ? null : `answered ${status} but the document changed`
}

let cases: Case[] = []

beforeAll(async () => {
  ctx = await bootTestPayload()
  payload = ctx.payload
  tokens.set('anonymous', undefined)
  for (const actor of ['customerA', 'customerB', ...BACK_OFFICE_ROLES] as const) {
    const account = await createUser(payload, actor.startsWith('customer') ? 'customer' : (actor as never))
    if (actor === 'customerA' || actor === 'customerB') users[actor] = { id: account.user.id, user: account.user as never }
    tokens.set(actor, (await payload.login({ collection: 'users', data: { email: account.email, password: account.password } })).token)
  }
  projectA = (await createProject(payload, users.customerA.id as number)).id
  const projectB = (await createProject(payload, users.customerB.id as number)).id
  quizId = (await payload.create({ collection: 'quizzes', data: { title: 'Parcours', _status: 'published' } as never, ...SYSTEM })).id
  questionId = (await payload.create({ collection: 'questions', data: { title: 'Type de bien', type: '0', quiz: quizId, position: 1, _status: 'published' } as never, ...SYSTEM })).id
  // The foreign ids: customer B's own records (two of each, so that one always differs from what a field holds).
  const projectB2 = (await createProject(payload, users.customerB.id as number)).id
  const quiz2 = (await payload.create({ collection: 'quizzes', data: { title: 'Autre parcours', _status: 'published' } as never, ...SYSTEM })).id
  const twice = async (make: () => Promise<{ id: number | string }>) => [(await make()).id, (await make()).id]
  foreignIds.set('users', [users.customerB.id, (await createUser(payload, 'customer')).user.id])
  foreignIds.set('projects', [projectB, projectB2])
  foreignIds.set('quizzes', [quizId, quiz2])
  foreignIds.set('questions', [questionId, (await payload.create({ collection: 'questions', data: { title: 'Surface', type: '11', quiz: quiz2, position: 1, _status: 'published' } as never, ...SYSTEM })).id])
  foreignIds.set('folders', await twice(() => payload.create({ collection: 'folders', data: { name: 'Dossier de B', project: projectB }, ...SYSTEM })))
  foreignIds.set('files', await twice(async () => payload.create({ collection: 'files', data: { kind: 'quote', project: projectB }, file: await pdfFile(), ...SYSTEM })))
  foreignIds.set('photos', await twice(async () => payload.create({ collection: 'photos', data: { alt: 'Photo de B', owner: users.customerB.id as never }, file: await pngFile(), ...SYSTEM })))
  foreignIds.set('styles', await twice(() => payload.create({ collection: 'styles', data: { title: 'Style de B', isCustom: true, owner: users.customerB.id as never }, ...SYSTEM })))
  foreignIds.set('zones', await twice(() => payload.create({ collection: 'zones', data: { title: 'Ambiance' }, ...SYSTEM })))
  foreignIds.set('levels', await twice(() => payload.create({ collection: 'levels', data: { title: 'Niveau' }, ...SYSTEM })))
  foreignIds.set('payments', await twice(() => payload.create({ collection: 'payments', data: { reference: 'MAISONNEE-B', project: projectB, purpose: 'audit', method: 'transfer', amountCents: 70_000, status: 'pending', owner: users.customerB.id as never }, ...SYSTEM })))
  cases = payload.config.collections
    .filter((collection) => !(collection.slug in NOT_IN_MATRIX))
    .flatMap((collection) => fieldsOf(collection.flattenedFields).map(({ path, field }) => ({ collection: collection.slug, path, field })))
}, 300_000)
afterAll(() => ctx?.cleanup())

describe('the write matrix', () => {
  it('has a template for every collection of the config (a new collection must be added to the matrix)', () => {
    const missing = payload.config.collections.map((collection) => collection.slug).filter((slug) => !(slug in TEMPLATES) && !(slug in NOT_IN_MATRIX))
    expect(missing).toEqual([])
    expect(Object.keys(REST_WRITERS).sort()).toEqual(Object.keys(TEMPLATES).sort())
  })

  it('lets each actor create and update exactly the fields the policy allows, through REST and through the product', { timeout: 1_800_000 }, async () => {
    const failures: string[] = []
    let runs = 0
    const byCollection = new Map<string, Case[]>()
    for (const c of cases) byCollection.set(c.collection, [...(byCollection.get(c.collection) ?? []), c])
    for (const [collection, collectionCases] of byCollection) {
      const doors: ['rest' | 'product', RestActor][] = [...REST_ACTORS.map((actor) => ['rest', actor] as ['rest', RestActor]), ['product', 'customerA']]
      for (const [door, actor] of doors) {
        // Back-office writers are tried on what they may change (the catalogue's items), customers on their own.
        const doc = door === 'product' || !TEMPLATES[collection]!.catalogue ? await ownedTarget(collection) : await target(collection)
        for (const operation of ['create', 'update'] as const) {
          // An actor the collection refuses outright is tried once with every field's value at once.
          if (door === 'rest' && !restMayWrite(actor, collection, operation)) {
            const patch = await wholePatch(collectionCases, operation, doc)
            const problem = await refusedWholeWrite(actor, collection, operation, doc, patch)
            runs += 1
            if (problem) failures.push(`${actor} (rest) ${operation} ${collection} (every field): ${problem}`)
            continue
          }
          for (const c of collectionCases) {
            const current = operation === 'update' ? get(await stored(collection, doc.id), c.path) : defaultOf(c.field)
            const value = attackValue(collection, c.path, c.field, current)
            if (value === undefined) continue
            const isAllowed = expected(door, actor, c, operation, value)
            const outcome = operation === 'create' ? await createCase(door, actor, c, value) : await updateCase(door, actor, c, doc, value)
            runs += 1
            const problem = verdict(isAllowed, outcome)
            if (problem) failures.push(`${actor} (${door}) ${operation} ${collection}.${c.path.join('.')} = ${JSON.stringify(value)}: ${problem}`)
          }
        }
      }
    }
    console.log(`write matrix: ${runs} create/update cases over ${cases.length} fields of ${byCollection.size} collections`)
    expect(failures).toEqual([])
  })

  it('lets each actor delete exactly what the policy allows, through REST and through the product', { timeout: 600_000 }, async () => {
    const failures: string[] = []
    for (const collection of Object.keys(TEMPLATES)) {
      for (const actor of REST_ACTORS) {
        const doc = await target(collection)
        const status = (await rest('DELETE', `/${collection}/${doc.id}`, actor)).status
        const isGone = (await stored(collection, doc.id)) === null
        const isAllowed = restMayWrite(actor, collection, 'delete')
        if (isGone !== isAllowed) failures.push(`${actor} (rest) delete ${collection}: ${isGone ? 'deleted' : `kept (${status})`}`)
      }
      const doc = await ownedTarget(collection)
      let isGone: boolean
      try {
        await payload.delete({ collection: collection as never, id: doc.id as never, user: productUser(collection, doc), overrideAccess: false })
        isGone = (await stored(collection, doc.id)) === null
      } catch {
        isGone = false
      }
      if (isGone !== (PRODUCT_WRITERS[collection] ?? []).includes('delete')) failures.push(`customerA (product) delete ${collection}: ${isGone ? 'deleted' : 'kept'}`)
    }
    expect(failures).toEqual([])
  })

  it('through /adminapi/v1: customers and visitors create, update and delete nothing, each back-office role what the policy allows', { timeout: 600_000 }, async () => {
    const failures: string[] = []
    const comparable = (record: Record<string, unknown> | null) => JSON.stringify({ ...record, updatedAt: null })
    const byCollection = new Map<string, Case[]>()
    for (const c of cases) byCollection.set(c.collection, [...(byCollection.get(c.collection) ?? []), c])
    for (const collection of Object.keys(TEMPLATES)) {
      const model = ADMIN_MODELS.find((candidate) => candidate.slug === collection)
      if (!model) {
        // Payload's own collections are no model of the admin API.
        const { status } = await adminApi('GET', `/adminapi/v1/${collection}`, { token: tokens.get('admin') })
        if (status !== 404) failures.push(`admin (adminapi) list ${collection}: ${status}, not a 404`)
        continue
      }
      const template = TEMPLATES[collection]!
      for (const actor of REST_ACTORS) {
        const token = tokens.get(actor)
        const isCustomerOrVisitor = actor === 'anonymous' || actor === 'customerA' || actor === 'customerB'
        const refusal = actor === 'anonymous' ? 401 : 403
        const judge = (operation: 'create' | 'update' | 'delete', status: number, isUnchanged: boolean) => {
          const isAllowed = restMayWrite(actor, collection, operation)
          if (isAllowed && (status === 401 || status === 403)) failures.push(`${actor} (adminapi) ${operation} ${collection}: refused ${status} although the policy allows it`)
          if (!isAllowed && ok(status)) failures.push(`${actor} (adminapi) ${operation} ${collection}: answered ${status} although the policy forbids it`)
          if (!isAllowed && !isUnchanged) failures.push(`${actor} (adminapi) ${operation} ${collection}: answered ${status} but the database changed`)
          if (isCustomerOrVisitor && status !== refusal) failures.push(`${actor} (adminapi) ${operation} ${collection}: ${status}, not ${refusal}`)
        }

        const data = merge(await template.data(), isCustomerOrVisitor ? await wholePatch(byCollection.get(collection) ?? [], 'create', await target(collection)) : {})
        const before = await count(collection)
        let created: { status: number }
        if (template.file) {
          const file = await template.file()
          const form = new FormData()
          form.set('file', new File([new Uint8Array(file.data)], file.name, { type: file.mimetype }))
          form.set('_payload', JSON.stringify(data))
          created = await adminApi('POST', `/adminapi/v1/upload/${model.name}/file`, { token, body: form })
        } else {
          created = await adminApi('POST', `/adminapi/v1/${model.name}`, { token, body: data })
        }
        judge('create', created.status, (await count(collection)) === before + (ok(created.status) ? 1 : 0))

        // Customers are tried on their own records, the back office on what it may change.
        const doc = isCustomerOrVisitor ? await ownedTarget(collection) : await target(collection)
        const patch = restMayWrite(actor, collection, 'update') ? {} : await wholePatch(byCollection.get(collection) ?? [], 'update', doc)
        const beforeUpdate = comparable(await stored(collection, doc.id))
        const updated = await adminApi('PATCH', `/adminapi/v1/${model.name}/${String(doc.id)}`, { token, body: patch })
        judge('update', updated.status, comparable(await stored(collection, doc.id)) === beforeUpdate)

        const deleted = await adminApi('DELETE', `/adminapi/v1/${model.name}/${String(doc.id)}`, { token })
        const isGone = (await stored(collection, doc.id)) === null
        judge('delete', deleted.status, !isGone)
        if (restMayWrite(actor, collection, 'delete') && !isGone) failures.push(`${actor} (adminapi) delete ${collection}: kept (${deleted.status})`)
      }
    }
    expect(failures).toEqual([])
  })

  it('is the table the README shows, with the back office’s other actions under it, and the globals’ and versions’ table', () => {
    const readme = readFileSync('README.md', 'utf8')
    expect(readme).toContain(writePolicyTable())
    expect(readme).toContain(restActionsList())
    expect(readme).toContain(readPolicyTable())
  })
})

describe('globals and versions (the doors beside the writes)', () => {
  /** A global's stored content, as the product reads it, without its timestamps. */
  const storedGlobal = async (slug: string) => JSON.stringify({ ...((await payload.findGlobal({ slug: slug as never, depth: 0, ...SYSTEM })) as Record<string, unknown>), updatedAt: null, createdAt: null })

  it('has a policy for every global of the config (a new global must be added to write-policy.ts)', () => {
    expect(payload.config.globals.map((global) => global.slug).sort()).toEqual(Object.keys(GLOBAL_POLICY).sort())
  })

  it('lets each actor read, update and read the versions of each global exactly as the policy says, through REST; a refused update changes nothing', { timeout: 300_000 }, async () => {
    const failures: string[] = []
    for (const global of payload.config.globals) {
      const slug = global.slug
      const policy = GLOBAL_POLICY[slug] ?? {}
      // A version to read and to restore, where the global keeps them and an empty save is valid (a global with
      // required fields and no defaults, unset on this database, keeps none yet: its list is still tried).
      if (global.versions) await payload.updateGlobal({ slug: slug as never, data: {} as never, ...SYSTEM }).catch((error: unknown) => expect(error).toBeInstanceOf(ValidationError))
      const version = global.versions ? (await payload.findGlobalVersions({ slug: slug as never, limit: 1, ...SYSTEM })).docs[0] : undefined
      for (const actor of REST_ACTORS) {
        const judge = (door: string, isAllowed: boolean, status: number) => {
          if (isAllowed && (status === 401 || status === 403 || status === 404)) failures.push(`${actor} ${door} global ${slug}: refused ${status} although the policy allows it`)
          if (!isAllowed && ok(status)) failures.push(`${actor} ${door} global ${slug}: answered ${status} although the policy forbids it`)
        }
        judge('read', mayPass(actor, policy.read), (await rest('GET', `/globals/${slug}?depth=0`, actor)).status)
        judge('read versions of', mayPass(actor, policy.readVersions), (await rest('GET', `/globals/${slug}/versions?depth=0`, actor)).status)
        if (version) judge('read one version of', mayPass(actor, policy.readVersions), (await rest('GET', `/globals/${slug}/versions/${String(version.id)}?depth=0`, actor)).status)

        const mayUpdate = mayPass(actor, policy.update)
        const before = await storedGlobal(slug)
        const updated = (await rest('POST', `/globals/${slug}`, actor, {})).status
        judge('update', mayUpdate, updated)
        if (!mayUpdate && (await storedGlobal(slug)) !== before) failures.push(`${actor} update global ${slug}: answered ${updated} but the global changed`)
        if (version) {
          // Restoring a version is an update judged by both doors.
          const restored = (await rest('POST', `/globals/${slug}/versions/${String(version.id)}`, actor)).status
          judge('restore a version of', mayUpdate && mayPass(actor, policy.readVersions), restored)
        }
      }
    }
    expect(failures).toEqual([])
  })

  it('lets each actor read the versions of each collection exactly as the policy says (none where none are kept), through REST', { timeout: 300_000 }, async () => {
    const failures: string[] = []
    // NOTE: /api/payload-preferences/versions is no version door but its preference door (GET /:key): a
    // back-office user's own preference named « versions » (tests/int/trust-boundary.test.ts refuses customers there).
    for (const collection of payload.config.collections.filter(({ slug }) => slug !== 'payload-preferences')) {
      for (const actor of REST_ACTORS) {
        const { status } = await rest('GET', `/${collection.slug}/versions?depth=0&limit=1`, actor)
        const isAllowed = mayPass(actor, VERSION_READERS[collection.slug])
        if (isAllowed && !ok(status)) failures.push(`${actor} read versions of ${collection.slug}: ${status} although the policy allows it`)
        if (!isAllowed && ok(status)) failures.push(`${actor} read versions of ${collection.slug}: ${status} although the policy forbids it`)
      }
    }
    expect(failures).toEqual([])
  })
})

