import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { asUser, createProject, createUser, tinyPdf } from './support/fixtures.ts'
import { startSmtpCapture } from '../support/smtp-capture.ts'

/**
 * A staff move that a fact completes (issue #36, design/workflow.md row 9): attaching the quote and the fee
 * presentation to a project waiting for its quote (8) moves it to 9 and emails the customer, as attaching
 * the estimate moves 2 -> 3; through the one guard, with the move in the project's history.
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

/** A PDF uploaded by staff from the admin's drawer: it has no project yet. */
async function uploadPdf(staff: object, name: string) {
  const data = await tinyPdf(name)
  return payload.create({ collection: 'files', data: {}, file: { data, mimetype: 'application/pdf', name: `${name}.pdf`, size: data.length }, user: staff, overrideAccess: false })
}

const statusOf = async (id: number) => (await payload.findByID({ collection: 'projects', id, depth: 0, overrideAccess: true })).status
const historyOf = async (id: number) =>
  (await payload.find({ collection: 'project-history', where: { project: { equals: id } }, sort: ['createdAt', 'id'], depth: 0, overrideAccess: true })).docs

describe('attaching the quote and the fee presentation', () => {
  it('moves a project waiting for its quote (8) to 9 when the second of the two is attached, records the move and emails the customer', async () => {
    const customer = await createUser(payload, 'customer', { firstName: 'Inès' })
    const staff = asUser((await createUser(payload, 'staff')).user)
    const project = await createProject(payload, customer.user.id, { status: 8, title: 'Maison Inès', quoteAmount: 48_000 })

    const quote = await uploadPdf(staff, 'devis-ines')
    const afterQuote = await payload.update({ collection: 'projects', id: project.id, data: { quoteFile: quote.id }, user: staff, overrideAccess: false })
    expect(afterQuote.status).toBe(8)

    const fees = await uploadPdf(staff, 'honoraires-ines')
    const afterFees = await payload.update({ collection: 'projects', id: project.id, data: { presentationFile: fees.id }, user: staff, overrideAccess: false })
    expect(afterFees.status).toBe(9)
    expect(await statusOf(project.id)).toBe(9)

    expect((await historyOf(project.id)).at(-1)).toMatchObject({ from: '8', to: '9', move: 'workflow', actor: 'staff', reason: 'Devis et présentation des honoraires ajoutés au projet.' })
    const mail = await smtp.waitForMail(customer.email, /Votre devis est prêt/)
    expect(mail.text).toContain('Bonjour Inès,')
    expect(mail.text).toContain(`/project/${project.id}`)
  })

  it('moves it in one save when both are attached together, whichever order staff attach them in', async () => {
    const customer = await createUser(payload)
    const staff = asUser((await createUser(payload, 'staff')).user)
    const together = await createProject(payload, customer.user.id, { status: 8 })
    const [quote, fees] = [await uploadPdf(staff, 'devis-ensemble'), await uploadPdf(staff, 'honoraires-ensemble')]
    expect((await payload.update({ collection: 'projects', id: together.id, data: { quoteFile: quote.id, presentationFile: fees.id }, user: staff, overrideAccess: false })).status).toBe(9)

    const feesFirst = await createProject(payload, customer.user.id, { status: 8 })
    const [fees2, quote2] = [await uploadPdf(staff, 'honoraires-avant'), await uploadPdf(staff, 'devis-apres')]
    expect((await payload.update({ collection: 'projects', id: feesFirst.id, data: { presentationFile: fees2.id }, user: staff, overrideAccess: false })).status).toBe(8)
    expect((await payload.update({ collection: 'projects', id: feesFirst.id, data: { quoteFile: quote2.id }, user: staff, overrideAccess: false })).status).toBe(9)
  })

  it('keeps the status at another status than 8, and when staff ask for another status in the same save', async () => {
    const customer = await createUser(payload)
    const staff = asUser((await createUser(payload, 'staff')).user)
    const early = await createProject(payload, customer.user.id, { status: 7 })
    const [quote, fees] = [await uploadPdf(staff, 'devis-tot'), await uploadPdf(staff, 'honoraires-tot')]
    expect((await payload.update({ collection: 'projects', id: early.id, data: { quoteFile: quote.id, presentationFile: fees.id }, user: staff, overrideAccess: false })).status).toBe(7)

    const held = await createProject(payload, customer.user.id, { status: 8 })
    const [quote2, fees2] = [await uploadPdf(staff, 'devis-suspendu'), await uploadPdf(staff, 'honoraires-suspendu')]
    const updated = await payload.update({
      collection: 'projects',
      id: held.id,
      data: { quoteFile: quote2.id, presentationFile: fees2.id, status: 13, statusChangeReason: 'Chantier reporté à la demande du client.' },
      user: staff,
      overrideAccess: false,
    })
    expect(updated).toMatchObject({ status: 13, statusBeforeException: 8 })
  })
})
