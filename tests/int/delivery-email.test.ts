import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { asUser, createProject, createUser } from './support/fixtures.ts'
import { startSmtpCapture } from '../support/smtp-capture.ts'

/**
 * Issue #36, « Honest stages »: the customer hears by email that their project is delivered (status 12), in
 * French, with the link to it and its progress read as the card and the page read it (100 %, « Livré »),
 * unless they turned notifications off; and a project on hold says « projet suspendu », never « Exception ».
 */
let ctx: TestPayload
let payload: Payload
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>

beforeAll(async () => {
  smtp = await startSmtpCapture()
  process.env.SMTP_URL = smtp.url
  ctx = await bootTestPayload()
  payload = ctx.payload
})
afterAll(async () => {
  await ctx?.cleanup()
  await smtp?.stop()
})

const staffMove = (staff: { id: number }, projectId: number, status: number, statusChangeReason: string) =>
  payload.update({ collection: 'projects', id: projectId, data: { status, statusChangeReason }, user: asUser(staff), overrideAccess: false })

describe('the delivery email', () => {
  it('tells the customer their project is delivered, with its link and 100 %', async () => {
    const customer = await createUser(payload, 'customer', { firstName: 'Inès' })
    const staff = await createUser(payload, 'staff')
    const project = await createProject(payload, customer.user.id, { title: 'Maison Inès', status: 11 })
    await staffMove(staff.user, project.id, 12, 'Procès-verbal de réception signé.')
    const delivered = await smtp.waitForMail(customer.email, /Votre projet est livré/)
    expect(delivered.text).toContain('Bonjour Inès,')
    expect(delivered.text).toContain('Maison Inès')
    expect(delivered.text).toContain('votre projet est livré')
    expect(delivered.text).toContain(`/project/${project.id}`)
    expect(delivered.text).toMatch(/Avancement de votre projet\s:\s100\s%\s\(Livré\)/)
    // A notice the customer may turn off says where.
    expect(delivered.text).toContain('/moncompte')
  })

  it('is not sent to a customer whose notifications are off', async () => {
    const quiet = await createUser(payload, 'customer', { sendNotifications: false })
    const staff = await createUser(payload, 'staff')
    const project = await createProject(payload, quiet.user.id, { status: 11 })
    await staffMove(staff.user, project.id, 12, 'Procès-verbal de réception signé.')
    // A mail that would have been sent arrives well within this wait (the one above takes milliseconds).
    await expect(smtp.waitForMail(quiet.email, /./, { timeoutMs: 1500 })).rejects.toThrow(/No mail/)
  })

  it('says where a suspended project stood, « projet suspendu », never « Exception »', async () => {
    const customer = await createUser(payload, 'customer', { firstName: 'Paul' })
    const staff = await createUser(payload, 'staff')
    const project = await createProject(payload, customer.user.id, { title: 'Studio Paul', status: 11 })
    await staffMove(staff.user, project.id, 13, 'Chantier arrêté : copropriété.')
    const suspended = await smtp.waitForMail(customer.email, /Votre projet est suspendu/)
    expect(suspended.text).toMatch(/Avancement de votre projet\s:\s92\s%\s\(Suivi des travaux, projet suspendu\)/)
    expect(suspended.text).not.toMatch(/exception/i)
  })
})
