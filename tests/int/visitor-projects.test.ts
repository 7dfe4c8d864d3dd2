import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { createProject, createUser } from './support/fixtures.ts'
import { seedTestQuestionnaire } from './support/questionnaire.ts'
import { RATE_LIMITS } from '../../src/platform/rate-limit/rate-limit.ts'
import { NIGHTLY_QUEUE } from '../../collections/Projects/remove-ownerless-drafts.task.ts'

/**
 * Issue 18: 'Anonymous visitors create unlimited projects (no limit, no cleanup of ownerless drafts)'.
 * Visitors' projects are limited per IP, and a scheduled job erases those never finished after 30 days.
 */

let ctx: TestPayload
let payload: Payload
type Handler = (input: { request: Request; params: Record<string, string> }) => Promise<Response>
let createRoute: Handler

beforeAll(async () => {
  ctx = await bootTestPayload()
  payload = ctx.payload
  await seedTestQuestionnaire(payload)
  const { Route } = await import('../../src/routes/v1/project/create/index.ts')
  createRoute = (Route.options.server?.handlers as Record<string, Handler>).POST!
})
afterAll(() => ctx?.cleanup())

const newIp = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`

/** POST /v1/project/create as a visitor without a cookie (a new visitor each time), from `ip`. */
async function createAsVisitor(ip: string): Promise<number> {
  const request = Object.assign(new Request('http://maisonnee.test/v1/project/create', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' }), { ip })
  return (await createRoute({ request, params: {} })).status
}

const DAY_MS = 24 * 60 * 60 * 1000

/** Sets a project's last change in the past, as if nobody had touched it since. */
async function lastChanged(projectId: number, daysAgo: number) {
  await payload.db.updateOne({ collection: 'projects', id: projectId, data: { updatedAt: new Date(Date.now() - daysAgo * DAY_MS).toISOString() } })
}

async function exists(projectId: number): Promise<boolean> {
  return (await payload.count({ collection: 'projects', where: { id: { equals: projectId } }, overrideAccess: true })).totalDocs === 1
}

describe('anonymous visitors create unlimited projects', () => {
  it('limits the projects visitors start from one IP, and not those from another', async () => {
    const ip = newIp()
    const statuses: number[] = []
    for (let i = 0; i <= RATE_LIMITS.visitorProjectsPerIp.limit; i++) statuses.push(await createAsVisitor(ip))
    expect(statuses.slice(0, -1).every((status) => status === 201)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
    expect(await createAsVisitor(newIp())).toBe(201)
  })

  it('removes ownerless drafts older than 30 days with a scheduled job, and keeps the others', async () => {
    const customer = await createUser(payload, 'customer')
    const oldDraft = await payload.create({ collection: 'projects', data: { title: 'Brouillon abandonné', status: 1 }, overrideAccess: true, context: { actor: 'system' } })
    const recentDraft = await payload.create({ collection: 'projects', data: { title: 'Brouillon récent', status: 1 }, overrideAccess: true, context: { actor: 'system' } })
    const oldOwned = await createProject(payload, customer.user.id, { status: 1 })
    await lastChanged(oldDraft.id, 31)
    await lastChanged(recentDraft.id, 29)
    await lastChanged(oldOwned.id, 90)

    const task = payload.config.jobs.tasks?.find((candidate) => candidate.slug === 'removeOwnerlessDrafts')
    expect(task?.schedule?.[0]).toMatchObject({ cron: '0 3 * * *', queue: NIGHTLY_QUEUE })
    const autoRun = payload.config.jobs.autoRun
    expect(Array.isArray(autoRun) && autoRun.some((run) => run.queue === NIGHTLY_QUEUE)).toBe(true)
    // The app's instance runs that autoRun: Payload starts its crons only when asked to (bootPayload).
    expect(payload.crons.map((cron) => cron.getPattern())).toContain('0 * * * *')

    await payload.jobs.queue({ task: 'removeOwnerlessDrafts', queue: NIGHTLY_QUEUE, input: {} })
    await payload.jobs.run({ queue: NIGHTLY_QUEUE })

    expect(await exists(oldDraft.id)).toBe(false)
    expect(await exists(recentDraft.id)).toBe(true)
    expect(await exists(oldOwned.id)).toBe(true)
  })
})
