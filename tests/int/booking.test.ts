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
const statusOf = async (projectId: number | string) => (await payload.findByID({ collection: 'projects', id: projectId, overrideAccess: true })).status
const mailsTo = (email: string) => smtp.mails.filter((mail) => mail.to.includes(email))
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
      visioUrl: 'https://visio.example/thomas-girard',
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

const ADDRESS = '12 rue des Lilas, 75011 Paris'
const customerAt = async (status: number) => {
  const customer = await createUser(payload)
  const project = await createProject(payload, customer.user.id, { status, address: ADDRESS })
  return { ...customer, user: asUser(customer.user) as unknown as User, project }
}

describe('booking an appointment', () => {
  it('offers the agenda’s free slots in Paris time, skipping days off and what is too soon', async () => {
    const { user, project } = await customerAt(3)
    const { slots, appointment, canBook } = await booking.projectBooking(payload, { user, projectId: project.id, now })
    expect(canBook).toBe(true)
    expect(appointment).toBeNull()
    expect(slots[0]).toMatchObject({ start: '2026-11-24T08:00:00.000Z', label: 'mardi 24 novembre 2026 à 9\u00a0h', agentLabel: 'Thomas Girard, architecte' })
    expect(slots.some((slot) => slot.label.startsWith('mercredi 25'))).toBe(false)
  })

  it('says the audit’s price from the price grid for the booking page to show before booking (CGV article 3)', async () => {
    await payload.updateGlobal({ slug: 'pricing-grid', data: { auditPrice: 850 }, overrideAccess: true })
    const { user, project } = await customerAt(3)
    expect((await booking.projectBooking(payload, { user, projectId: project.id, now })).auditPriceLabel).toBe('850,00\u00a0€')
  })

  it('offers no slot on Christmas Day nor on New Year’s Day, public holidays on weekdays the agenda opens', async () => {
    const { user, project } = await customerAt(3)
    const december = new Date('2026-12-20T08:00:00Z')
    const days = new Set((await booking.projectBooking(payload, { user, projectId: project.id, now: december })).slots.map((slot) => slot.start.slice(0, 10)))
    expect(days).toContain('2026-12-24')
    expect(days).not.toContain('2026-12-25')
    expect(days).toContain('2026-12-31')
    expect(days).not.toContain('2027-01-01')
  })

  it('books and confirms in one step on the site: 3 moves to 4 and the invitation is emailed', async () => {
    const { user, project, email } = await customerAt(3)
    const confirmed = await booking.bookAndConfirmAppointment(payload, { user, projectId: project.id, agentId: agent.user.id, start: '2026-12-04T10:00:00.000Z', format: 'visio', now })
    expect(confirmed).toMatchObject({ confirmed: true, status: 'booked', format: 'visio' })
    expect(await statusOf(project.id)).toBe(4)
    await smtp.waitForMail(email, /.+/)
    expect(icsIn(mailsTo(email).at(-1)!)).toContain('METHOD:REQUEST')
  })

  it('books a slot without moving the status nor mailing; « Terminer » moves 3 to 4 and emails both sides the invitation, at the right Paris time, on site at the project’s address', async () => {
    const { user, project, email } = await customerAt(3)
    const booked = await booking.bookAppointment(payload, { user, projectId: project.id, agentId: agent.user.id, start: '2026-11-24T09:00:00.000Z', format: 'sur-place', now })
    expect(booked).toMatchObject({ label: 'mardi 24 novembre 2026 à 10\u00a0h', status: 'booked', confirmed: false, format: 'sur-place', place: ADDRESS, where: `Sur place : ${ADDRESS}` })
    expect(await statusOf(project.id)).toBe(3)
    expect(mailsTo(email)).toHaveLength(0)

    const confirmed = await booking.confirmAppointment(payload, { user, projectId: project.id, now })
    expect(confirmed).toMatchObject({ id: booked.id, confirmed: true })
    expect(await statusOf(project.id)).toBe(4)
    const toCustomer = await smtp.waitForMail(email, /Rendez-vous confirmé/)
    expect(toCustomer.text).toContain(`Sur place : ${ADDRESS}`)
    const invitation = parseInvitation(icsIn(toCustomer))
    expect(invitation).toMatchObject({ method: 'REQUEST', sequence: 0, status: 'CONFIRMED', location: ADDRESS })
    expect(invitation.description).toContain(`Sur place : ${ADDRESS}`)
    expect(parisTime(invitation.start)).toBe('mardi 24 novembre 2026 à 10:00')
    expect(invitation.end.getTime() - invitation.start.getTime()).toBe(60 * 60_000)
    // The agent also had the invitations of the file's earlier bookings: theirs is the one with the customer's uid.
    const agentInvitations = () => mailsTo(agent.email).filter((mail) => /Rendez-vous confirmé/.test(mail.subject)).map((mail) => parseInvitation(icsIn(mail)).uid)
    await expect.poll(agentInvitations, { timeout: 15_000 }).toContain(invitation.uid)
    // « Terminer » again changes nothing.
    await booking.confirmAppointment(payload, { user, projectId: project.id, now })
    expect(mailsTo(email)).toHaveLength(1)
  })

  it('by visio: the agenda’s link on the screen, in the email and in the calendar file', async () => {
    const { user, project, email } = await customerAt(3)
    const booked = await booking.bookAppointment(payload, { user, projectId: project.id, agentId: agent.user.id, start: '2026-11-24T10:00:00.000Z', format: 'visio', now })
    expect(booked).toMatchObject({ format: 'visio', place: 'https://visio.example/thomas-girard', where: 'En visio : https://visio.example/thomas-girard' })
    expect((await booking.projectBooking(payload, { user, projectId: project.id, now })).appointment).toMatchObject({ format: 'visio', where: booked.where })
    await booking.confirmAppointment(payload, { user, projectId: project.id, now })
    const mail = await smtp.waitForMail(email, /Rendez-vous confirmé/)
    expect(mail.text).toContain('En visio : https://visio.example/thomas-girard')
    const invitation = parseInvitation(icsIn(mail))
    expect(invitation.location).toBe('https://visio.example/thomas-girard')
    expect(invitation.description).toContain('En visio : https://visio.example/thomas-girard')
    await expect(booking.bookAppointment(payload, { user, projectId: project.id, agentId: agent.user.id, start: '2026-11-24T11:00:00.000Z', format: 'téléphone', now })).rejects.toMatchObject({ status: 400 })
  })

  it('cancelling the confirmed appointment moves the project back from 4 to 3, frees the slot, and the customer books again', async () => {
    const { user, project, email } = await customerAt(3)
    const start = '2026-12-03T08:00:00.000Z'
    const first = await booking.bookAppointment(payload, { user, projectId: project.id, agentId: agent.user.id, start, format: 'sur-place', now })
    await booking.confirmAppointment(payload, { user, projectId: project.id, now })
    await smtp.waitForMail(email, /Rendez-vous confirmé/)
    expect(await statusOf(project.id)).toBe(4)

    await booking.cancelAppointment(payload, { user, appointmentId: first.id, now })
    const cancelMail = parseInvitation(icsIn(await smtp.waitForMail(email, /Rendez-vous annulé/)))
    expect(cancelMail).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', sequence: 1 })
    expect(await statusOf(project.id)).toBe(3)
    const afterCancel = await booking.projectBooking(payload, { user, projectId: project.id, now })
    expect(afterCancel).toMatchObject({ appointment: null, canBook: true })
    expect(afterCancel.slots.map((slot) => slot.start)).toContain(start)
    const history = await payload.find({ collection: 'project-history', where: { project: { equals: project.id } }, sort: 'createdAt', overrideAccess: true })
    expect(history.docs.map((entry) => [Number(entry.from), Number(entry.to)])).toEqual(expect.arrayContaining([[3, 4], [4, 3]]))

    const again = await booking.bookAppointment(payload, { user, projectId: project.id, agentId: agent.user.id, start, format: 'visio', now })
    expect(again).toMatchObject({ status: 'booked', confirmed: false })
    expect(again.id).not.toBe(first.id)
    expect(await statusOf(project.id)).toBe(3)
    await booking.confirmAppointment(payload, { user, projectId: project.id, now })
    expect(await statusOf(project.id)).toBe(4)
  })

  it('cancelling an appointment never confirmed keeps the status and sends nothing; one booked after staff moved the project on moves it back not', async () => {
    const { user, project, email } = await customerAt(3)
    const booked = await booking.bookAppointment(payload, { user, projectId: project.id, agentId: agent.user.id, start: '2026-12-03T09:00:00.000Z', now })
    expect(booked.format).toBe('sur-place')
    await booking.cancelAppointment(payload, { user, appointmentId: booked.id, now })
    expect(await statusOf(project.id)).toBe(3)
    expect(mailsTo(email)).toHaveLength(0)

    const later = await customerAt(3)
    const kept = await booking.bookAppointment(payload, { user: later.user, projectId: later.project.id, agentId: agent.user.id, start: '2026-12-03T10:00:00.000Z', now })
    await booking.confirmAppointment(payload, { user: later.user, projectId: later.project.id, now })
    await payload.update({ collection: 'projects', id: later.project.id, data: { status: 5 }, overrideAccess: true, context: { actor: 'staff' } })
    await booking.cancelAppointment(payload, { user: later.user, appointmentId: kept.id, now })
    expect(await statusOf(later.project.id)).toBe(5)
  })

  it('refuses « Terminer » with no appointment booked', async () => {
    const { user, project } = await customerAt(3)
    await expect(booking.confirmAppointment(payload, { user, projectId: project.id, now })).rejects.toMatchObject({ status: 422 })
    expect(await statusOf(project.id)).toBe(3)
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

  it('moves the confirmed appointment (same invitation, next sequence, the status kept) and frees the old slot; cancelling frees it too', async () => {
    const { user, project, email } = await customerAt(3)
    const first = await booking.bookAppointment(payload, { user, projectId: project.id, agentId: agent.user.id, start: '2026-11-27T08:00:00.000Z', now })
    await booking.confirmAppointment(payload, { user, projectId: project.id, now })
    await smtp.waitForMail(email, /Rendez-vous confirmé/)
    const moved = await booking.bookAppointment(payload, { user, projectId: project.id, agentId: agent.user.id, start: '2026-11-27T10:00:00.000Z', format: 'visio', now })
    expect(moved).toMatchObject({ id: first.id, confirmed: true, format: 'visio', place: 'https://visio.example/thomas-girard' })
    expect(await statusOf(project.id)).toBe(4)
    const movedMail = await smtp.waitForMail(email, /Rendez-vous déplacé/)
    const movedInvitation = parseInvitation(icsIn(movedMail))
    expect(movedInvitation).toMatchObject({ sequence: 1, location: 'https://visio.example/thomas-girard' })
    expect(parisTime(movedInvitation.start)).toBe('vendredi 27 novembre 2026 à 11:00')

    const other = await customerAt(3)
    const slotsNow = await booking.projectBooking(payload, { user: other.user, projectId: other.project.id, now })
    expect(slotsNow.slots.map((slot) => slot.start)).toContain('2026-11-27T08:00:00.000Z')
    expect(slotsNow.slots.map((slot) => slot.start)).not.toContain('2026-11-27T10:00:00.000Z')

    const cancelled = await booking.cancelAppointment(payload, { user, appointmentId: moved.id, now })
    expect(cancelled.status).toBe('cancelled')
    const cancelMail = parseInvitation(icsIn(await smtp.waitForMail(email, /Rendez-vous annulé/)))
    expect(cancelMail).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', sequence: 2 })
    const after = await booking.projectBooking(payload, { user: other.user, projectId: other.project.id, now })
    expect(after.slots.map((slot) => slot.start)).toContain('2026-11-27T10:00:00.000Z')
    expect(await statusOf(project.id)).toBe(3)
  })

  it('cancels any number of appointments: a cancelled one holds no slot', async () => {
    const starts = ['2026-12-02T08:00:00.000Z', '2026-12-02T09:00:00.000Z']
    for (const start of starts) {
      const { user, project } = await customerAt(3)
      const booked = await booking.bookAppointment(payload, { user, projectId: project.id, agentId: agent.user.id, start, now })
      expect((await booking.cancelAppointment(payload, { user, appointmentId: booked.id, now })).status).toBe('cancelled')
    }
    const { totalDocs } = await payload.count({ collection: 'appointments', where: { start: { in: starts }, status: { equals: 'cancelled' } }, overrideAccess: true })
    expect(totalDocs).toBe(2)
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
    await expect(booking.bookAppointment(payload, { user: early.user, projectId: owner.project.id, agentId: agent.user.id, start, now })).rejects.toMatchObject({ status: 404 })
    await expect(booking.bookAppointment(payload, { user: owner.user, projectId: owner.project.id, agentId: agent.user.id, start: '2026-11-30T08:30:00.000Z', now })).rejects.toMatchObject({ status: 409 })
    await expect(booking.bookAppointment(payload, { user: owner.user, projectId: owner.project.id, agentId: agent.user.id, start: 'demain', now })).rejects.toMatchObject({ status: 400 })
    await expect(booking.projectBooking(payload, { user: null, projectId: owner.project.id, now })).rejects.toMatchObject({ status: 401 })
    expect((await payload.findByID({ collection: 'projects', id: owner.project.id, overrideAccess: true })).status).toBe(3)
  })

  it('lets no customer cancel someone else’s appointment', async () => {
    const owner = await customerAt(3)
    const intruder = await customerAt(3)
    const booked = await booking.bookAppointment(payload, { user: owner.user, projectId: owner.project.id, agentId: agent.user.id, start: '2026-12-01T08:00:00.000Z', now })
    // Someone else's appointment answers as an unknown one (issue #37).
    await expect(booking.cancelAppointment(payload, { user: intruder.user, appointmentId: booked.id, now })).rejects.toMatchObject({ status: 404, message: booking.BOOKING_MESSAGES.unknown })
  })
})
