import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { createUser } from './support/fixtures.ts'
import { startSmtpCapture } from '../support/smtp-capture.ts'
import type * as Contact from '../../src/server/accounts/contact.server.ts'

let ctx: TestPayload
let payload: Payload
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
let contact: typeof Contact

beforeAll(async () => {
  smtp = await startSmtpCapture()
  process.env.SMTP_URL = smtp.url
  process.env.CONTACT_EMAIL = 'equipe@maisonnee.fr'
  ctx = await bootTestPayload()
  payload = ctx.payload
  contact = await import('../../src/server/accounts/contact.server.ts')
})
afterAll(async () => {
  await ctx?.cleanup()
  await smtp?.stop()
})

const message = { name: 'Inès Robert', email: 'ines@exemple.fr', phone: '06 01 02 03 04', subject: 'Salle de bains', message: 'Pouvez-vous me rappeler ?' }

describe('contact page', () => {
  it('stores the message for the back office and emails it to the team, linked to the sender’s account', async () => {
    const { user } = await createUser(payload)
    await contact.sendContactMessage(payload, message, { ip: '10.1.1.1', sender: user })
    const mail = await smtp.waitForMail('equipe@maisonnee.fr', /Contact\s: Salle de bains/)
    expect(mail.text).toContain('Pouvez-vous me rappeler ?')
    const stored = await payload.find({ collection: 'contact-messages', where: { email: { equals: 'ines@exemple.fr' } }, overrideAccess: true, depth: 0 })
    expect(stored.docs[0]).toMatchObject({ subject: 'Salle de bains', phone: '0601020304', sender: user.id, handled: false })
  })

  it('shows contact messages to staff only', async () => {
    const { user: customer } = await createUser(payload)
    const { user: staff } = await createUser(payload, 'staff')
    await expect(payload.find({ collection: 'contact-messages', user: { ...customer, collection: 'users' }, overrideAccess: false })).rejects.toThrow(
      'Vous n’êtes pas autorisé à effectuer cette action.',
    )
    const asStaff = await payload.find({ collection: 'contact-messages', user: { ...staff, collection: 'users' }, overrideAccess: false })
    expect(asStaff.totalDocs).toBeGreaterThan(0)
  })

  it('refuses an empty message with its French message, and limits one IP to 10 messages an hour', async () => {
    await expect(contact.sendContactMessage(payload, { ...message, message: ' ' }, { ip: '10.1.1.2', sender: null })).rejects.toThrow('Veuillez écrire votre message.')
    for (let i = 0; i < 9; i++) await contact.sendContactMessage(payload, { ...message, email: `ip-${i}@exemple.fr` }, { ip: '10.1.1.2', sender: null })
    await expect(contact.sendContactMessage(payload, { ...message, email: 'ip-9@exemple.fr' }, { ip: '10.1.1.2', sender: null })).rejects.toMatchObject({ status: 429 })
  })

  it('limits one address to 5 messages an hour, from whichever IP', async () => {
    const signed = { ...message, email: 'meme-adresse@exemple.fr' }
    for (let i = 0; i < 5; i++) await contact.sendContactMessage(payload, signed, { ip: `10.1.2.${i}`, sender: null })
    await expect(contact.sendContactMessage(payload, signed, { ip: '10.1.2.9', sender: null })).rejects.toMatchObject({ status: 429 })
    await expect(contact.sendContactMessage(payload, { ...signed, email: 'autre-adresse@exemple.fr' }, { ip: '10.1.2.9', sender: null })).resolves.toBeUndefined()
  })
})
