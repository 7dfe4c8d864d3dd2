import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { asUser, createProject, createUser } from './support/fixtures.ts'
import { startSmtpCapture } from '../support/smtp-capture.ts'
import { icsIn, parseInvitation } from '../support/ics-in-mail.ts'
import type * as Booking from '../../src/server/booking/booking.server.ts'
import type { User } from '../../payload-types.ts'

let ctx: TestPayload
let payload: Payload
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
let booking: typeof Booking
let agent: Awaited<ReturnType<typeof createUser>>

// Monday 23 November 2026, 09:00 in Paris: slots open from 21:00 (12 hours' notice), so Tuesday first.
const now = new Date('2026-11-23T08:00:00Z')
const parisTime = (instant: Date) => new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'full', timeStyle: 'short' }).format(instant)

beforeAll(async () => {
  smtp = await startSmtpCapture()
  process.env.SMTP_URL = smtp.url
  ctx = await bootTestPayload()
  payload = ctx.payload
  booking = await import('../../src/server/booking/booking.server.ts')
  agent = await createUser(payload, 'staff', { firstName: 'Thomas', lastName: 'Girard' })
  await payload.create({
    collection: 'agendas',
    data: {
      label: 'Thomas Girard, architecte',
      agent: agent.user.id,
      slotMinutes: 60,
      isBookable: true,
      openingHours: (['1', '2', '3', '4', '5'] as const).map((weekday) => ({ weekday, start: '09:00', end: '12:00' })),
      daysOff: [{ date: '2026-11-25' }],
    },
    overrideAccess: true,
  })
})
afterAll(async () => {
  await ctx?.cleanup()
  await smtp?.stop()
})

const customerAt = async (status: number) => {
  const customer = await createUser(payload)
  const project = await createProject(payload, customer.user.id, { status })
  return { ...customer, user: asUser(customer.user) as unknown as User, project }
}

describe('booking an appointment', () => {
  it('offers the agenda’s free slots in Paris time, skipping days off and what is too soon', async () => {
    const { user, project } = await customerAt(3)
    const { slots, appointment, can_book } = await booking.projectBooking(payload, { user, projectId: project.id, now })
    expect(can_book).toBe(true)
    expect(appointment).toBeNull()
    expect(slots[0]).toMatchObject({ start: '2026-11-24T08:00:00.000Z', label: 'mardi 24 novembre 2026 à 09:00', agent_label: 'Thomas Girard, architecte' })
    expect(slots.some((slot) => slot.label.startsWith('mercredi 25'))).toBe(false)
  })

  it('books a slot, moves the project from 3 to 4, and emails both sides an invitation at the right Paris time', async () => {
    const { user, project, email } = await customerAt(3)
    const booked = await booking.bookAppointment(payload, { user, projectId: project.id, agentId: agent.user.id, start: '2026-11-24T09:00:00.000Z', now })
    expect(booked).toMatchObject({ label: 'mardi 24 novembre 2026 à 10:00', status: 'booked' })
    expect((await payload.findByID({ collection: 'projects', id: project.id, overrideAccess: true })).status).toBe(4)

    const toCustomer = await smtp.waitForMail(email, /Rendez-vous confirmé/)
    const invitation = parseInvitation(icsIn(toCustomer))
    expect(invitation).toMatchObject({ method: 'REQUEST', sequence: 0, status: 'CONFIRMED' })
    expect(parisTime(invitation.start)).toBe('mardi 24 novembre 2026 à 10:00')
    expect(invitation.end.getTime() - invitation.start.getTime()).toBe(60 * 60_000)
    const toAgent = await smtp.waitForMail(agent.email, /Rendez-vous confirmé/)
    expect(parseInvitation(icsIn(toAgent)).uid).toBe(invitation.uid)
  })

  it('lets exactly one of two customers racing for the same slot have it', async () => {
    const first = await customerAt(3)
    const second = await customerAt(3)
    const start = '2026-11-26T10:00:00.000Z'
    const results = await Promise.allSettled(
      [first, second].map(({ user, project }) => booking.bookAppointment(payload, { user, projectId: project.id, agentId: agent.user.id, start, now })),
    )
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    const refused = results.find((result) => result.status === 'rejected') as PromiseRejectedResult
    expect(refused.reason).toMatchObject({ status: 409 })
    const { totalDocs } = await payload.count({ collection: 'appointments', where: { and: [{ start: { equals: start } }, { status: { equals: 'booked' } }] }, overrideAccess: true })
    expect(totalDocs).toBe(1)
  })

  it('moves the appointment (same invitation, next sequence) and frees the old slot; cancelling frees it too', async () => {
    const { user, project, email } = await customerAt(3)
    const first = await booking.bookAppointment(payload, { user, projectId: project.id, agentId: agent.user.id, start: '2026-11-27T08:00:00.000Z', now })
    await smtp.waitForMail(email, /Rendez-vous confirmé/)
    const moved = await booking.bookAppointment(payload, { user, projectId: project.id, agentId: agent.user.id, start: '2026-11-27T10:00:00.000Z', now })
    expect(moved.appointment_id).toBe(first.appointment_id)
    const movedMail = parseInvitation(icsIn(await smtp.waitForMail(email, /Rendez-vous déplacé/)))
    expect(movedMail.sequence).toBe(1)
    expect(parisTime(movedMail.start)).toBe('vendredi 27 novembre 2026 à 11:00')

    const other = await customerAt(3)
    const slotsNow = await booking.projectBooking(payload, { user: other.user, projectId: other.project.id, now })
    expect(slotsNow.slots.map((slot) => slot.start)).toContain('2026-11-27T08:00:00.000Z')
    expect(slotsNow.slots.map((slot) => slot.start)).not.toContain('2026-11-27T10:00:00.000Z')

    const cancelled = await booking.cancelAppointment(payload, { user, appointmentId: moved.appointment_id, now })
    expect(cancelled.status).toBe('cancelled')
    const cancelMail = parseInvitation(icsIn(await smtp.waitForMail(email, /Rendez-vous annulé/)))
    expect(cancelMail).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', sequence: 2 })
    const after = await booking.projectBooking(payload, { user: other.user, projectId: other.project.id, now })
    expect(after.slots.map((slot) => slot.start)).toContain('2026-11-27T10:00:00.000Z')
    // The project keeps its status: the appointment was the 3 -> 4 step, already made.
    expect((await payload.findByID({ collection: 'projects', id: project.id, overrideAccess: true })).status).toBe(4)
  })

  it('refuses before the estimate, a second first booking, a frozen project, another customer’s project and a slot that is no slot', async () => {
    const early = await customerAt(2)
    const start = '2026-11-30T08:00:00.000Z'
    await expect(booking.bookAppointment(payload, { user: early.user, projectId: early.project.id, agentId: agent.user.id, start, now })).rejects.toMatchObject({ status: 422 })
    const later = await customerAt(5)
    await expect(booking.bookAppointment(payload, { user: later.user, projectId: later.project.id, agentId: agent.user.id, start, now })).rejects.toMatchObject({ status: 422 })
    const frozen = await customerAt(13)
    await expect(booking.bookAppointment(payload, { user: frozen.user, projectId: frozen.project.id, agentId: agent.user.id, start, now })).rejects.toMatchObject({ status: 422 })
    const owner = await customerAt(3)
    await expect(booking.bookAppointment(payload, { user: early.user, projectId: owner.project.id, agentId: agent.user.id, start, now })).rejects.toMatchObject({ status: 403 })
    await expect(booking.bookAppointment(payload, { user: owner.user, projectId: owner.project.id, agentId: agent.user.id, start: '2026-11-30T08:30:00.000Z', now })).rejects.toMatchObject({ status: 409 })
    await expect(booking.bookAppointment(payload, { user: owner.user, projectId: owner.project.id, agentId: agent.user.id, start: 'demain', now })).rejects.toMatchObject({ status: 400 })
    await expect(booking.projectBooking(payload, { user: null, projectId: owner.project.id, now })).rejects.toMatchObject({ status: 401 })
    expect((await payload.findByID({ collection: 'projects', id: owner.project.id, overrideAccess: true })).status).toBe(3)
  })

  it('lets no customer cancel someone else’s appointment', async () => {
    const owner = await customerAt(3)
    const intruder = await customerAt(3)
    const booked = await booking.bookAppointment(payload, { user: owner.user, projectId: owner.project.id, agentId: agent.user.id, start: '2026-12-01T08:00:00.000Z', now })
    await expect(booking.cancelAppointment(payload, { user: intruder.user, appointmentId: booked.appointment_id, now })).rejects.toMatchObject({ status: 403 })
  })
})
