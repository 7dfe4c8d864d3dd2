/**
 * An iCalendar invitation (RFC 5545) for an appointment, attached to the booking emails so that the
 * customer and the agent can add it to their calendars. Times are written in UTC (the 'Z' form), which
 * every calendar shows in its owner's time zone: Paris time for a Paris appointment.
 */

export type IcsEvent = {
  uid: string
  /** Raised on each change: calendars keep the highest. */
  sequence: number
  start: Date
  end: Date
  stamp: Date
  summary: string
  description: string
  location?: string
  organizer: { name: string; email: string }
  attendees: readonly { name: string; email: string }[]
  /** 'REQUEST' books or moves the appointment; 'CANCEL' removes it. */
  method: 'REQUEST' | 'CANCEL'
}

const utc = (instant: Date) => instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')

/** Every line break a client may read as one: CRLF, a lone CR or a lone LF. */
const lineBreak = /\r\n|\r|\n/g

/**
 * Text values escape backslashes, semicolons, commas and line breaks (RFC 5545 3.3.11); a lone CR counts as a
 * line break too, or it would end the property and start one written by whoever typed the text. Other
 * control characters are not allowed in text (3.3.11, TSAFE-CHAR) and are dropped.
 */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(lineBreak, '\\n')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
}

/** Lines longer than 75 octets are folded: CRLF and a space, never inside a UTF-8 character. */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder()
  const chunks: string[] = []
  let current = ''
  for (const character of line) {
    const limit = chunks.length === 0 ? 75 : 74
    if (encoder.encode(current + character).length > limit) {
      chunks.push(current)
      current = character
    } else {
      current += character
    }
  }
  chunks.push(current)
  return chunks.join('\r\n ')
}

/**
 * A quoted parameter value (RFC 5545 3.2, QSAFE-CHAR) holds no double quote and no control character: quotes
 * become apostrophes, line breaks and other controls become spaces, so a name cannot end the line.
 */
const nameParameter = (name: string) => `"${name.replace(/"/g, "'").replace(/[\u0000-\u001f\u007f]+/g, ' ')}"`

/** A calendar address: an email never holds a control character; one that did would end the line. */
const mailto = (email: string) => `mailto:${email.replace(/[\u0000-\u001f\u007f]/g, '')}`

/** The whole calendar file, CRLF line endings. */
export function icsInvitation(event: IcsEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Maisonnée//Rendez-vous//FR',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(event.uid)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    `ORGANIZER;CN=${nameParameter(event.organizer.name)}:${mailto(event.organizer.email)}`,
    ...event.attendees.map((attendee) => `ATTENDEE;CN=${nameParameter(attendee.name)};ROLE=REQ-PARTICIPANT;RSVP=FALSE:${mailto(attendee.email)}`),
    `STATUS:${event.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`
}
