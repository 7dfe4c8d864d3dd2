import { describe, expect, it } from 'vitest'
import { escapeIcsText, foldIcsLine, icsInvitation } from './ics.ts'

const event = {
  uid: 'rdv-12@maisonnee.fr',
  sequence: 0,
  start: new Date('2026-11-24T09:00:00Z'),
  end: new Date('2026-11-24T10:00:00Z'),
  stamp: new Date('2026-11-20T12:34:56Z'),
  summary: 'Rendez-vous Maisonnée : projet nº 12',
  description: 'Premier échange, avec votre architecte; apportez vos plans.\nÀ bientôt',
  organizer: { name: 'Thomas Girard', email: 'thomas.girard@maisonnee.fr' },
  attendees: [{ name: 'Claire "CM" Martin', email: 'claire@exemple.fr' }],
  method: 'REQUEST' as const,
}

describe('the calendar invitation', () => {
  it('writes the times in UTC, CRLF lines, and the fields a calendar reads', () => {
    const ics = icsInvitation(event)
    expect(ics).toContain('\r\nDTSTART:20261124T090000Z\r\n')
    expect(ics).toContain('\r\nDTEND:20261124T100000Z\r\n')
    expect(ics).toContain('\r\nMETHOD:REQUEST\r\n')
    expect(ics).toContain('\r\nSTATUS:CONFIRMED\r\n')
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(ics.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true)
  })

  it('escapes text and quotes names', () => {
    expect(escapeIcsText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne')
    expect(icsInvitation(event)).toContain('ATTENDEE;CN="Claire \'CM\' Martin"')
  })

  it('cancels with METHOD:CANCEL and STATUS:CANCELLED', () => {
    const ics = icsInvitation({ ...event, method: 'CANCEL', sequence: 1 })
    expect(ics).toContain('METHOD:CANCEL')
    expect(ics).toContain('STATUS:CANCELLED')
    expect(ics).toContain('SEQUENCE:1')
  })

  it('folds long lines without splitting a character, and unfolding gives the line back', () => {
    const line = `DESCRIPTION:${'é'.repeat(100)}`
    const folded = foldIcsLine(line)
    expect(folded.split('\r\n ').join('')).toBe(line)
    expect(folded.split('\r\n').every((part) => new TextEncoder().encode(part).length <= 75)).toBe(true)
  })
})

describe('An appointment’s text with CR/LF injects lines into the ICS file (hand-built in ics.ts)', () => {
  const injected = 'a\rBEGIN:VALARM\r\nb\nc;d,e\\f'
  const ics = icsInvitation({ ...event, uid: 'rdv-1\r\nX-A:1@m', summary: injected, description: injected, location: injected, organizer: { name: 'O\r\nX-B:1', email: 'o@m.fr\rX-C:1' }, attendees: [{ name: 'A\rX-D:1', email: 'a@m.fr' }] })

  it('leaves no CR or LF but the CRLF that ends each line (folding adds CRLF and a space)', () => {
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    const names = ics.replace(/\r\n /g, '').split('\r\n').filter(Boolean).map((line) => /^[A-Z-]+/.exec(line)?.[0])
    expect(names.filter((name) => name?.startsWith('X-'))).toEqual([])
    expect(names.filter((name) => name === 'BEGIN')).toEqual(['BEGIN', 'BEGIN'])
  })

  it('escapes CRLF, a lone CR and a lone LF each as one \\n, with commas, semicolons and backslashes', () => {
    expect(escapeIcsText(injected)).toBe('a\\nBEGIN:VALARM\\nb\\nc\\;d\\,e\\\\f')
  })
})
