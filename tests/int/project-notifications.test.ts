import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { asUser, createProject, createUser, tinyPdf } from './support/fixtures.ts'
import { startSmtpCapture } from '../support/smtp-capture.ts'

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

describe('emails for new reports and documents', () => {
  it('emails the customer a new works report and a document the team adds, with links to them', async () => {
    const customer = await createUser(payload, 'customer', { firstName: 'Rose' })
    const staff = await createUser(payload, 'staff')
    const project = await createProject(payload, customer.user.id, { title: 'Loft Rose', status: 11 })
    await payload.create({ collection: 'reports', data: { project: project.id, title: 'Visite nº 4' }, user: asUser(staff.user), overrideAccess: false })
    const report = await smtp.waitForMail(customer.email, /Nouveau rapport de chantier : Visite nº 4/)
    expect(report.text).toContain(`/suivi-des-traveaux/${project.id}`)
    expect(report.text).toContain('Loft Rose')

    await payload.create({ collection: 'files', data: { kind: 'plan', project: project.id }, file: { data: await tinyPdf(), mimetype: 'application/pdf', name: 'plan-cuisine.pdf', size: 0 }, user: asUser(staff.user), overrideAccess: false })
    const document = await smtp.waitForMail(customer.email, /Un nouveau document vous attend/)
    expect(document.text).toContain('plan-cuisine')
    expect(document.text).toContain(`/mesdocuments/${project.id}`)
  })

  it('sends nothing to a customer whose notifications are off, nor for a document they add themselves', async () => {
    const quiet = await createUser(payload, 'customer', { sendNotifications: false })
    const staff = await createUser(payload, 'staff')
    const project = await createProject(payload, quiet.user.id, { status: 11 })
    await payload.create({ collection: 'reports', data: { project: project.id, title: 'Silencieux' }, user: asUser(staff.user), overrideAccess: false })
    const active = await createUser(payload)
    const own = await createProject(payload, active.user.id, { status: 3 })
    await payload.create({ collection: 'files', data: { kind: 'document', project: own.id }, file: { data: await tinyPdf(), mimetype: 'application/pdf', name: 'mien.pdf', size: 0 }, user: asUser(active.user), overrideAccess: false })
    // A mail that would have been sent arrives well within this wait (the ones above take milliseconds).
    await expect(smtp.waitForMail(quiet.email, /./, { timeoutMs: 1500 })).rejects.toThrow(/No mail/)
    await expect(smtp.waitForMail(active.email, /./, { timeoutMs: 1500 })).rejects.toThrow(/No mail/)
  })
})
