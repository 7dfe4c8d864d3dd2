import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { asUser, createProject, createUser, tinyPdf } from './support/fixtures.ts'
import { attachDocuments } from './support/project-facts.ts'
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
    const report = await smtp.waitForMail(customer.email, /Nouveau rapport de chantier\s: Visite nº 4/)
    expect(report.text).toContain(`/suivi-des-travaux/${project.id}`)
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

describe('emails for the moves a customer must hear of', () => {
  const staffMove = (staff: { id: number }, projectId: number, status: number, statusChangeReason: string) =>
    payload.update({ collection: 'projects', id: projectId, data: { status, statusChangeReason }, user: asUser(staff), overrideAccess: false })

  it('tells the customer their project is suspended and resumed, notifications off or not, with a link to it', async () => {
    const quiet = await createUser(payload, 'customer', { firstName: 'Léa', sendNotifications: false })
    const staff = await createUser(payload, 'staff')
    const project = await createProject(payload, quiet.user.id, { title: 'Atelier Léa', status: 11 })
    await staffMove(staff.user, project.id, 13, 'Chantier suspendu : accès à l’immeuble refusé.')
    const suspended = await smtp.waitForMail(quiet.email, /Votre projet est suspendu/)
    expect(suspended.text).toContain('Bonjour Léa,')
    expect(suspended.text).toContain('« Atelier Léa »')
    expect(suspended.text).toContain(`/project/${project.id}`)
    await staffMove(staff.user, project.id, 11, 'Accès rétabli.')
    expect((await smtp.waitForMail(quiet.email, /Votre projet reprend/)).text).toContain(`/project/${project.id}`)
  })

  it('tells the customer the quote is ready to pay when the project moves there (staff attach the second of the quote and the fee presentation)', async () => {
    const customer = await createUser(payload, 'customer', { firstName: 'Marc' })
    const staff = await createUser(payload, 'staff')
    const project = await createProject(payload, customer.user.id, { title: 'Duplex Marc', status: 8, quoteAmount: 1_250_000 })
    await attachDocuments(payload, { projectId: project.id, ownerId: customer.user.id, documents: ['estimateFile', 'quoteFile'] })
    const fees = await payload.create({ collection: 'files', data: {}, file: { data: await tinyPdf('honoraires'), mimetype: 'application/pdf', name: 'honoraires-marc.pdf', size: 0 }, user: asUser(staff.user), overrideAccess: false })
    const moved = await payload.update({ collection: 'projects', id: project.id, data: { presentationFile: fees.id }, user: asUser(staff.user), overrideAccess: false })
    expect(moved.status).toBe(9)
    const ready = await smtp.waitForMail(customer.email, /Votre devis est prêt/)
    expect(ready.text).toContain('Voir mon devis')
    expect(ready.text).toContain(`/project/${project.id}`)
  })
})
