import ICAL from 'ical.js'
import type { CapturedMail } from './smtp-capture.ts'

/** The calendar attachment of a captured mail, decoded (base64 or quoted-printable). */
export function icsIn(mail: CapturedMail): string {
  const match = /Content-Type: text\/calendar[^\r\n]*(?:\r?\n[ \t][^\r\n]*)*\r?\n((?:[^\r\n]+\r?\n)*?)\r?\n([\s\S]*?)\r?\n--/i.exec(mail.raw)
  if (!match) throw new Error(`No calendar attachment in «${mail.subject}»`)
  const encoding = /Content-Transfer-Encoding: ([\w-]+)/i.exec(match[1] ?? '')?.[1]?.toLowerCase()
  const body = match[2] ?? ''
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    return Buffer.from(bytes, 'latin1').toString('utf8')
  }
  return body
}

/** The one event of an invitation, read by a real iCalendar parser (ical.js). */
export function parseInvitation(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics))
  const vevent = calendar.getFirstSubcomponent('vevent')
  if (!vevent) throw new Error('No event in the invitation')
  const event = new ICAL.Event(vevent)
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
    summary: event.summary,
    description: event.description,
    location: event.location,
    status: event.component.getFirstPropertyValue('status'),
  }
}
