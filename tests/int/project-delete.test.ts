import { existsSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handleEndpoints, type Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { createProject, createUser, tinyPdf } from './support/fixtures.ts'
import { relationId } from '../../collections/fields/relation-id.ts'
import { OWNED_UNDER_A_PROJECT, UNDER_A_PROJECT } from '../../collections/Projects/under-a-project.server.ts'

/**
 * Deleting a project from the back office (Payload's REST, as the admin's delete button and bulk delete
 * call it) takes everything under it along, files off the disk included, and keeps its payments.
 */
let ctx: TestPayload
let payload: Payload
let adminToken: string
let staffToken: string
let quizId: number
let questionId: number

const system = { overrideAccess: true, depth: 0 } as const

beforeAll(async () => {
  ctx = await bootTestPayload()
  payload = ctx.payload
  const tokenOf = async (role: 'admin' | 'staff') => {
    const account = await createUser(payload, role)
    return (await payload.login({ collection: 'users', data: { email: account.email, password: account.password } })).token ?? ''
  }
  adminToken = await tokenOf('admin')
  staffToken = await tokenOf('staff')
  quizId = (await payload.create({ collection: 'quizzes', data: { title: 'Parcours', _status: 'published' }, ...system })).id
  questionId = (await payload.create({ collection: 'questions', data: { title: 'Type de bien', type: '0', quiz: quizId, position: 1, _status: 'published' }, ...system })).id
})
afterAll(() => ctx?.cleanup())

async function rest(method: string, apiPath: string, token: string): Promise<Response> {
  const request = new Request(`http://localhost/api${apiPath}`, { method, headers: new Headers({ Authorization: `JWT ${token}` }) })
  return handleEndpoints({ config: payload.config, request })
}

async function storedPdf(projectId: number, ownerId: number, kind: 'plan' | 'report' | 'signed-contract') {
  const pdf = await tinyPdf()
  return payload.create({ collection: 'files', data: { kind, project: projectId, owner: ownerId }, file: { data: pdf, mimetype: 'application/pdf', name: `${kind}.pdf`, size: pdf.length }, ...system })
}

/** A project with one of everything that hangs under it, and a payment: the ids and the stored files' paths. */
async function projectWithEverything() {
  const customer = (await createUser(payload)).user
  const agent = (await createUser(payload, 'staff')).user
  const project = await createProject(payload, customer.id, { status: 2 })
  const plan = await storedPdf(project.id, customer.id, 'plan')
  const reportPdf = await storedPdf(project.id, customer.id, 'report')
  // Staff may erase a project whose contract is signed: its signed contract goes too.
  const signedContract = await storedPdf(project.id, customer.id, 'signed-contract')
  await payload.create({ collection: 'responses', data: { project: project.id, question: questionId, value: 'Maison' }, ...system })
  await payload.create({ collection: 'reports', data: { title: 'Visite nº 1', project: project.id, file: reportPdf.id }, ...system })
  const start = new Date(Date.now() + 86_400_000)
  await payload.create({
    collection: 'appointments',
    data: { project: project.id, agent: agent.id, owner: customer.id, start: start.toISOString(), end: new Date(start.getTime() + 3_600_000).toISOString(), status: 'booked', format: 'sur-place' },
    ...system,
  })
  await payload.create({
    collection: 'signatures',
    data: { project: project.id, document: plan.id, documentName: 'plan.pdf', originalSha256: 'a'.repeat(64), tokenHash: Math.random().toString(36).slice(2), status: 'pending', owner: customer.id },
    ...system,
  })
  await payload.create({ collection: 'folders', data: { name: 'Plans', project: project.id, owner: customer.id }, ...system })
  await payload.create({
    collection: 'project-history',
    data: { project: project.id, from: '0', to: '1', move: 'workflow', actor: 'system', changedByName: 'Maisonnée', owner: customer.id },
    ...system,
  })
  const payment = await payload.create({
    collection: 'payments',
    data: { reference: `MAISONNEE-${project.id}`, project: project.id, purpose: 'audit', method: 'transfer', amountCents: 70_000, amountLabel: '700,00 €', status: 'pending', owner: customer.id },
    ...system,
  })
  const storedFiles = [plan, reportPdf, signedContract].map((file) => path.join(ctx.dataDir, 'uploads', 'files', file.filename ?? ''))
  return { project, payment, storedFiles }
}

async function countsUnder(projectId: string | number): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const collection of UNDER_A_PROJECT) counts[collection] = (await payload.count({ collection, where: { project: { equals: projectId } }, overrideAccess: true })).totalDocs
  return counts
}

const nothing = Object.fromEntries(UNDER_A_PROJECT.map((collection) => [collection, 0]))

describe('deleting a project in the back office', () => {
  it('removes its answers, reports, files (off the disk too), appointments, signatures, folders and history, and keeps its payments', async () => {
    const { project, payment, storedFiles } = await projectWithEverything()
    // Every kind of record under a project is there to be removed (the project's own folder among the folders).
    expect(Object.values(await countsUnder(project.id)).every((count) => count > 0)).toBe(true)
    for (const stored of storedFiles) expect(existsSync(stored)).toBe(true)

    const response = await rest('DELETE', `/projects/${project.id}`, adminToken)
    expect(response.status).toBe(200)

    expect((await payload.count({ collection: 'projects', where: { id: { equals: project.id } }, overrideAccess: true })).totalDocs).toBe(0)
    expect(await countsUnder(project.id)).toEqual(nothing)
    for (const stored of storedFiles) expect(existsSync(stored)).toBe(false)
    const kept = await payload.findByID({ collection: 'payments', id: payment.id, ...system })
    expect(kept).toMatchObject({ reference: payment.reference, amountCents: 70_000 })
    expect(kept.project ?? null).toBeNull()
  })

  it('removes them for each project of a bulk delete by staff', async () => {
    const first = await projectWithEverything()
    const second = await projectWithEverything()
    const ids = [first.project.id, second.project.id]

    const response = await rest('DELETE', `/projects?where[id][in]=${ids.join(',')}`, staffToken)
    expect(response.status).toBe(200)
    expect(((await response.json()) as { errors: unknown[] }).errors).toEqual([])

    for (const { project, payment, storedFiles } of [first, second]) {
      expect(await countsUnder(project.id)).toEqual(nothing)
      for (const stored of storedFiles) expect(existsSync(stored)).toBe(false)
      expect((await payload.findByID({ collection: 'payments', id: payment.id, ...system })).project ?? null).toBeNull()
    }
    expect((await payload.count({ collection: 'projects', where: { id: { in: ids } }, overrideAccess: true })).totalDocs).toBe(0)
  })
})

describe('giving a project to another customer in the back office', () => {
  it('takes its answers, reports, files, folders and history to the new owner; the former one reads none of it', async () => {
    const { project } = await projectWithEverything()
    const former = relationId(project.owner as never) as number
    const newcomer = await createUser(payload)
    const request = new Request(`http://localhost/api/projects/${project.id}`, {
      method: 'PATCH',
      headers: new Headers({ Authorization: `JWT ${staffToken}`, 'Content-Type': 'application/json' }),
      body: JSON.stringify({ owner: newcomer.user.id }),
    })
    expect((await handleEndpoints({ config: payload.config, request })).status).toBe(200)
    for (const collection of OWNED_UNDER_A_PROJECT) {
      const { docs } = await payload.find({ collection, where: { project: { equals: project.id } }, ...system })
      expect(docs.length, collection).toBeGreaterThan(0)
      expect(docs.map((doc) => String(doc.owner)), collection).toEqual(docs.map(() => String(newcomer.user.id)))
    }
    const readAs = async (user: unknown, collection: 'files' | 'folders' | 'responses') =>
      (await payload.find({ collection, where: { project: { equals: project.id } }, user: { ...(user as object), collection: 'users' } as never, overrideAccess: false, depth: 0 })).totalDocs
    const formerUser = await payload.findByID({ collection: 'users', id: former, ...system })
    for (const collection of ['files', 'folders', 'responses'] as const) {
      expect(await readAs(formerUser, collection), collection).toBe(0)
      expect(await readAs(newcomer.user, collection), collection).toBeGreaterThan(0)
    }
  })
})
