import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handleEndpoints, type Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { asUser, createProject, createUser, refusalMessage } from './support/fixtures.ts'
import { OPENING_HOURS_MESSAGES } from '../../src/domain/booking/index.ts'
import type * as Booking from '../../src/server/booking/booking.server.ts'
import type { Agenda, User } from '../../payload-types.ts'

type Range = NonNullable<Agenda['openingHours']>[number]

/**
 * An agenda's opening hours and days off as staff enter them (issue #23): an impossible time, an end before
 * its start or two overlapping ranges are refused with a French message on the field (400, never a 500), and
 * a day off picked with the admin's date picker closes that day to booking.
 */

let ctx: TestPayload
let payload: Payload
let staff: Awaited<ReturnType<typeof createUser>>
let staffToken: string
let booking: typeof Booking

beforeAll(async () => {
  ctx = await bootTestPayload()
  payload = ctx.payload
  booking = await import('../../src/server/booking/booking.server.ts')
  staff = await createUser(payload, 'staff')
  staffToken = (await payload.login({ collection: 'users', data: { email: staff.email, password: staff.password } })).token ?? ''
})
afterAll(() => ctx?.cleanup())

type RestError = { message: string; data?: { errors?: { message: string; path: string; label?: string }[] } }

/** POST /api/agendas (or PATCH /api/agendas/:id) as the admin sends it, signed in as staff. */
async function postAgenda(data: Record<string, unknown>, { id }: { id?: number | string } = {}) {
  const request = new Request(`http://localhost/api/agendas${id === undefined ? '' : `/${id}`}`, {
    method: id === undefined ? 'POST' : 'PATCH',
    headers: { Authorization: `JWT ${staffToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(data),
  })
  const response = await handleEndpoints({ config: payload.config, request })
  return { status: response.status, body: (await response.json()) as { errors?: RestError[]; doc?: { id: number } } }
}

const agendaOf = async (openingHours: Omit<Range, 'id'>[]) => {
  const agent = await createUser(payload, 'staff')
  return { label: 'Claire Martin, architecte', agent: agent.user.id, slotMinutes: 60, isBookable: false, openingHours }
}

describe('an agenda’s opening hours', () => {
  it('answers « 25:00 » over REST with a 400 and the French message beside the field, naming no field path', async () => {
    const { status, body } = await postAgenda(await agendaOf([{ weekday: '1', start: '09:00', end: '12:00' }, { weekday: '1', start: '25:00', end: '26:00' }]))
    expect(status).toBe(400)
    const error = body.errors?.[0]
    expect(error?.data?.errors).toEqual([expect.objectContaining({ path: 'openingHours.1.start', message: OPENING_HOURS_MESSAGES.invalidTime })])
    // The summary the admin shows above the form names the field by its French label, not its path.
    expect(error?.message).not.toMatch(/openingHours/)
    expect(error?.message).toContain('Heure de début')
  })

  it('answers « 25:00 » in a PATCH of a saved agenda with a 400 and the French message naming the field in words', async () => {
    const created = await postAgenda(await agendaOf([{ weekday: '4', start: '09:00', end: '12:00' }]))
    expect(created.status).toBe(201)
    const { status, body } = await postAgenda({ openingHours: [{ weekday: '4', start: '09:00', end: '25:00' }] }, { id: created.body.doc!.id })
    expect(status).toBe(400)
    const error = body.errors?.[0]
    expect(error?.data?.errors).toEqual([expect.objectContaining({ path: 'openingHours.0.end', message: OPENING_HOURS_MESSAGES.invalidTime })])
    expect(error?.message).toBe('Le champ suivant n’est pas valide\u00a0: Disponibilités de la semaine (heure de Paris) 1 > Heure de fin')
  })

  it('refuses « 25:00 » through the Local API on behalf of staff, with the French message', async () => {
    const message = await refusalMessage(payload.create({ collection: 'agendas', data: await agendaOf([{ weekday: '3', start: '08:00', end: '25:00' }]), user: asUser(staff.user), overrideAccess: false }))
    expect(message).toBe(OPENING_HOURS_MESSAGES.invalidTime)
  })

  it('refuses an end before its start', async () => {
    const message = await refusalMessage(payload.create({ collection: 'agendas', data: await agendaOf([{ weekday: '2', start: '14:00', end: '09:00' }]), user: asUser(staff.user), overrideAccess: false }))
    expect(message).toBe(OPENING_HOURS_MESSAGES.endNotAfterStart)
  })

  it('refuses two overlapping ranges of the same day, on an update too', async () => {
    const created = await postAgenda(await agendaOf([{ weekday: '1', start: '09:00', end: '12:00' }, { weekday: '2', start: '10:00', end: '12:00' }]))
    expect(created.status).toBe(201)
    const message = await refusalMessage(
      payload.update({
        collection: 'agendas',
        id: created.body.doc!.id,
        data: { openingHours: [{ weekday: '1', start: '09:00', end: '12:00' }, { weekday: '1', start: '11:00', end: '13:00' }] },
        user: asUser(staff.user),
        overrideAccess: false,
      }),
    )
    expect(message).toBe('Cette plage chevauche celle du lundi de 09:00 à 12:00.')
  })
})

describe('an agenda’s days off', () => {
  it('closes to booking the day picked with the date picker (noon UTC of that day)', async () => {
    // Monday 23 November 2026, 09:00 in Paris: the first slots are on Tuesday 24.
    const now = new Date('2026-11-23T08:00:00Z')
    const agent = await createUser(payload, 'staff')
    const created = await postAgenda({
      label: 'Paul Leroy, architecte',
      agent: agent.user.id,
      slotMinutes: 60,
      isBookable: true,
      openingHours: (['1', '2', '3', '4', '5'] as const).map((weekday) => ({ weekday, start: '09:00', end: '10:00' })),
      daysOff: [{ date: '2026-11-24T12:00:00.000Z' }],
    })
    expect(created.status).toBe(201)
    const stored = await payload.findByID({ collection: 'agendas', id: created.body.doc!.id, depth: 0, overrideAccess: true })
    expect(new Date(stored.daysOff?.[0]?.date ?? '').toISOString()).toBe('2026-11-24T12:00:00.000Z')

    const customer = await createUser(payload)
    const project = await createProject(payload, customer.user.id, { status: 3, address: '12 rue des Lilas, 75011 Paris' })
    const { slots } = await booking.projectBooking(payload, { user: asUser(customer.user) as unknown as User, projectId: project.id, now })
    const days = slots.map((slot) => new Date(slot.start).toISOString().slice(0, 10))
    expect(days).not.toContain('2026-11-24')
    expect(days).toContain('2026-11-25')
  })

  it('refuses a day off that is not a date', async () => {
    const agent = await createUser(payload, 'staff')
    const { status } = await postAgenda({ label: 'Zoé Petit', agent: agent.user.id, slotMinutes: 60, daysOff: [{ date: 'la semaine prochaine' }] })
    expect(status).toBe(400)
  })
})
