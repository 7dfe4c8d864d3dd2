import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import ICAL from 'ical.js'
import type { User } from '../../payload-types.ts'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { createProject, createUser } from './support/fixtures.ts'
import { callV1 } from './support/v1-routes.ts'

/**
 * Issue #36, « Honest stages »: the current step of a booked visit offers its calendar file (.ics) from the app,
 * GET /v1/project/rdv/ics/{projectId}: for the project's owner, the same event as the emailed invitation; for
 * anyone else, a 404 that tells nothing about the project.
 */
let ctx: TestPayload
let payload: Payload
let agent: Awaited<ReturnType<typeof createUser>>

beforeAll(async () => {
  ctx = await bootTestPayload()
  payload = ctx.payload
  agent = await createUser(payload, 'staff', { firstName: 'Thomas', lastName: 'Girard' })
})
afterAll(() => ctx?.cleanup())

async function signIn() {
  const account = await createUser(payload, 'customer')
  const { token } = await payload.login({ collection: 'users', data: { email: account.email, password: account.password } })
  return { user: account.user as User, email: account.email, token: token as string }
}

let visits = 0

/** A project at 4 with an appointment at 9 h UTC some days ahead (one agent slot each), confirmed with « Terminer » or not. */
async function projectWithVisit(ownerId: number, { confirmed }: { confirmed: boolean }) {
  const project = await createProject(payload, ownerId, { title: 'Appartement Voltaire', status: 4, address: '12 rue des Lilas, 75011 Paris' })
  visits += 1
  const day = new Date(Date.now() + (1 + visits) * 86_400_000).toISOString().slice(0, 10)
  const start = new Date(`${day}T09:00:00.000Z`)
  await payload.create({
    collection: 'appointments',
    data: {
      project: project.id,
      agent: agent.user.id,
      owner: ownerId,
      start: start.toISOString(),
      end: new Date(start.getTime() + 3_600_000).toISOString(),
      status: 'booked',
      format: 'sur-place',
      place: '12 rue des Lilas, 75011 Paris',
      slotKey: `${agent.user.id}@${start.toISOString()}`,
      ...(confirmed ? { confirmedAt: new Date().toISOString() } : {}),
    },
    overrideAccess: true,
  })
  return { project, start }
}

describe('the calendar file of a confirmed appointment', () => {
  it('is the owner’s to download: one event at the visit’s time and place', async () => {
    const owner = await signIn()
    const { project, start } = await projectWithVisit(owner.user.id, { confirmed: true })
    const answer = await callV1({ path: `/v1/project/rdv/ics/${project.id}`, token: owner.token })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toContain('text/calendar')
    expect(answer.headers.get('content-disposition')).toContain('attachment; filename="rendez-vous.ics"')
    const calendar = new ICAL.Component(ICAL.parse(answer.bytes!.toString('utf8')))
    const events = calendar.getAllSubcomponents('vevent')
    expect(events).toHaveLength(1)
    const event = new ICAL.Event(events[0]!)
    expect(event.startDate.toJSDate().toISOString()).toBe(start.toISOString())
    expect(event.location).toBe('12 rue des Lilas, 75011 Paris')
    expect(event.summary).toContain('Appartement Voltaire')
  })

  it('answers 404 to another customer, as for a project that does not exist, and 401 to nobody', async () => {
    const owner = await signIn()
    const stranger = await signIn()
    const { project } = await projectWithVisit(owner.user.id, { confirmed: true })
    const denied = await callV1({ path: `/v1/project/rdv/ics/${project.id}`, token: stranger.token })
    expect(denied.status).toBe(404)
    expect(denied.json).toEqual({ s: 0, error: 'Projet introuvable.' })
    expect((await callV1({ path: `/v1/project/rdv/ics/${project.id}` })).status).toBe(401)
  })

  it('answers 404 while the appointment is only reserved (not confirmed with « Terminer »)', async () => {
    const owner = await signIn()
    const { project } = await projectWithVisit(owner.user.id, { confirmed: false })
    const answer = await callV1({ path: `/v1/project/rdv/ics/${project.id}`, token: owner.token })
    expect(answer.status).toBe(404)
    expect(answer.json.error).toBe('Aucun rendez-vous confirmé à venir pour ce projet.')
  })
})
