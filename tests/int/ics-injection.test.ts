import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import ICAL from 'ical.js'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { asUser, createProject, createUser } from './support/fixtures.ts'
import { startSmtpCapture } from '../support/smtp-capture.ts'
import { icsIn } from '../support/ics-in-mail.ts'
import type * as Booking from '../../src/server/booking/booking.server.ts'
import type { User } from '../../payload-types.ts'

let ctx: TestPayload
let payload: Payload
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
let booking: typeof Booking
let agent: Awaited<ReturnType<typeof createUser>>

const now = new Date('2026-11-23T08:00:00Z')

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
    },
    overrideAccess: true,
  })
})
afterAll(async () => {
  await ctx?.cleanup()
  await smtp?.stop()
})

/** The content lines of a calendar file, unfolded (RFC 5545 3.1): what a calendar reads as properties. */
const contentLines = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n').filter(Boolean)

describe('An appointment’s text with CR/LF injects lines into the ICS file (hand-built in ics.ts)', () => {
  it('keeps a title and a name carrying CR, LF, commas and semicolons inside their own property', async () => {
    const title = 'Cuisine, salon; et\rBEGIN:VALARM\r\nTRIGGER:-PT1M\nEND:VALARM\\fin'
    const customer = await createUser(payload, 'customer', { firstName: 'Claire\r\nATTENDEE:mailto:intrus@exemple.fr\rX', lastName: 'Martin; Dupont, "CM"' })
    const project = await createProject(payload, customer.user.id, { status: 3, title })
    const user = asUser(customer.user) as unknown as User
    await booking.bookAppointment(payload, { user, projectId: project.id, agentId: agent.user.id, start: '2026-11-24T09:00:00.000Z', now })
    await booking.confirmAppointment(payload, { user, projectId: project.id, now })

    const ics = icsIn(await smtp.waitForMail(agent.email, /Rendez-vous confirmé/))
    // No bare CR or LF: every line ends with CRLF, and folding adds only CRLF + space.
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    const names = contentLines(ics).map((line) => /^[A-Z-]+/.exec(line)?.[0])
    expect(names.filter((name) => name === 'ATTENDEE')).toHaveLength(1)
    expect(names).not.toContain('TRIGGER')
    expect(names.filter((name) => name === 'BEGIN')).toHaveLength(2)

    const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')
    expect(vevent?.getAllSubcomponents('valarm')).toHaveLength(0)
    const event = new ICAL.Event(vevent ?? undefined)
    // The text comes back whole: commas, semicolons and backslashes kept, each line break as one newline.
    expect(event.summary).toBe(`Rendez-vous Maisonnée : ${title.replace(/\r\n|\r/g, '\n')}`)
    expect(event.attendees).toHaveLength(1)
    expect(String(event.attendees[0]?.getFirstValue())).toBe(`mailto:${customer.email}`)
  })
})
