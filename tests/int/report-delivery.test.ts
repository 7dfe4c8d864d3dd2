import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handleEndpoints, type Payload } from 'payload'
import { eventsDuring } from './support/live-events.ts'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { asUser, createProject, createUser, tinyPdf } from './support/fixtures.ts'
import { startSmtpCapture } from '../support/smtp-capture.ts'
import type * as Reports from '../../src/server/reports/reports.server.ts'
import type * as ProjectScreen from '../../src/server/projects/project-screen.server.ts'
import type * as Uploads from '../../src/server/uploads/serve-upload.server.ts'
import type { User } from '../../payload-types.ts'

/**
 * Issue #22: a report staff create in the back office with a PDF attached (« Créer un(e) nouveau » in the
 * upload field: the file has no project nor customer yet) reaches its customer: the follow-up page, the
 * project screen's latest report, a live event for open pages, and an email; and nobody else.
 */

let ctx: TestPayload
let payload: Payload
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
let reports: typeof Reports
let screen: typeof ProjectScreen
let uploads: typeof Uploads

beforeAll(async () => {
  smtp = await startSmtpCapture()
  process.env.SMTP_URL = smtp.url
  ctx = await bootTestPayload()
  payload = ctx.payload
  reports = await import('../../src/server/reports/reports.server.ts')
  screen = await import('../../src/server/projects/project-screen.server.ts')
  uploads = await import('../../src/server/uploads/serve-upload.server.ts')
})
afterAll(async () => {
  await ctx?.cleanup()
  await smtp?.stop()
})

type Account = Awaited<ReturnType<typeof createUser>>

const tokenOf = async (account: Account) => (await payload.login({ collection: 'users', data: { email: account.email, password: account.password } })).token as string

/** Payload's REST API (/api), as the admin's forms call it. */
async function rest(method: string, path: string, token: string | null, { json, file }: { json?: Record<string, unknown>; file?: { data: Buffer; name: string } } = {}) {
  const headers = new Headers()
  if (token) headers.set('Authorization', `JWT ${token}`)
  let body: BodyInit | undefined
  if (file) {
    const form = new FormData()
    form.set('file', new File([new Uint8Array(file.data)], file.name, { type: 'application/pdf' }))
    form.set('_payload', JSON.stringify(json ?? {}))
    body = form
  } else if (json) {
    headers.set('Content-Type', 'application/json')
    body = JSON.stringify(json)
  }
  return handleEndpoints({ config: payload.config, request: new Request(`http://localhost/api${path}`, { method, headers, body }) })
}

/** The file as the site serves it (GET /uploads/rapports/file/{name}), to whoever the token says. */
const servedFile = async (url: string, token: string | null) =>
  uploads.serveUpload(new Request(`http://localhost${url}`, { headers: token ? { Authorization: `JWT ${token}` } : {} }))


describe('a report staff create in the back office with a PDF', () => {
  it('through REST: reaches its customer on the follow-up page, the project screen, a live event and an email; another customer gets 403 or 404', async () => {
    const customer = await createUser(payload, 'customer', { firstName: 'Rose' })
    const staff = await createUser(payload, 'staff')
    const stranger = await createUser(payload)
    const project = await createProject(payload, customer.user.id, { title: 'Loft Rose', status: 11 })
    const staffToken = await tokenOf(staff)

    // The drawer's « Créer un(e) nouveau »: the PDF is uploaded on its own, with no project.
    const uploaded = await rest('POST', '/files', staffToken, { file: { data: await tinyPdf('Rapport'), name: 'rapport-semaine-3.pdf' } })
    expect(uploaded.status).toBe(201)
    const fileId = ((await uploaded.json()) as { doc: { id: number } }).doc.id

    let created: Response | undefined
    const events = await eventsDuring(customer.user.id, async () => {
      created = await rest('POST', '/reports', staffToken, { json: { project: project.id, title: 'Semaine 3', description: 'Cloisons montées.', file: fileId } })
    })
    expect(created?.status).toBe(201)
    const reportId = ((await created!.json()) as { doc: { id: number } }).doc.id
    expect(events.map((message) => message.event)).toEqual([{ reload: true, project_id: String(project.id), type: 'report' }])

    // The PDF is now the project's, its customer's, one of the team's documents.
    expect(await payload.findByID({ collection: 'files', id: fileId, depth: 0, overrideAccess: true })).toMatchObject({ project: project.id, owner: customer.user.id, kind: 'report' })

    const user = asUser(customer.user) as unknown as User
    const page = await reports.listReports(payload, { user, projectId: String(project.id), query: {} })
    expect(page.data[0]).toMatchObject({ title: 'Semaine 3', description: 'Cloisons montées.', file: { name: 'rapport-semaine-3.pdf', url: '/uploads/rapports/file/rapport-semaine-3.pdf' } })
    const panels = await screen.projectPanels(payload, { user, visitorKey: null }, String(project.id) as never)
    expect(panels.kind === 'ok' && panels.panels.latestReport).toMatchObject({ title: 'Semaine 3', file: { name: 'rapport-semaine-3.pdf', url: '/uploads/rapports/file/rapport-semaine-3.pdf' } })
    const customerToken = await tokenOf(customer)
    const served = await servedFile('/uploads/rapports/file/rapport-semaine-3.pdf', customerToken)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('application/pdf')

    const email = await smtp.waitForMail(customer.email, /Nouveau rapport de chantier\s: Semaine 3/)
    expect(email.text).toContain(`/suivi-des-travaux/${project.id}`)
    expect(email.text).toContain('Loft Rose')

    // Nobody else: not another customer, not a visitor.
    const strangerToken = await tokenOf(stranger)
    expect([403, 404]).toContain((await rest('GET', `/reports/${reportId}`, strangerToken)).status)
    expect([403, 404]).toContain((await rest('GET', `/files/${fileId}`, strangerToken)).status)
    expect((await servedFile('/uploads/rapports/file/rapport-semaine-3.pdf', strangerToken)).status).toBe(404)
    expect((await servedFile('/uploads/rapports/file/rapport-semaine-3.pdf', null)).status).toBe(404)
    await expect(reports.listReports(payload, { user: asUser(stranger.user) as unknown as User, projectId: String(project.id), query: {} })).rejects.toMatchObject({ status: 404 })
    await expect(smtp.waitForMail(stranger.email, /./, { timeoutMs: 1000 })).rejects.toThrow(/No mail/)
  })

  it('through the Local API as staff (overrideAccess: false): the PDF and photos become the project’s; the email respects a customer’s notifications off', async () => {
    const customer = await createUser(payload, 'customer', { sendNotifications: false })
    const staff = await createUser(payload, 'staff')
    const project = await createProject(payload, customer.user.id, { status: 11 })
    const upload = async (name: string) =>
      payload.create({ collection: 'files', data: {}, file: { data: await tinyPdf(name), mimetype: 'application/pdf', name, size: 0 }, user: asUser(staff.user), overrideAccess: false })
    const pdf = await upload('visite-chantier.pdf')
    const photo = await upload('photo-chantier.pdf')
    expect(pdf.project ?? null).toBeNull()
    await payload.create({ collection: 'reports', data: { project: project.id, title: 'Visite', file: pdf.id, photos: [photo.id] }, user: asUser(staff.user), overrideAccess: false })
    for (const id of [pdf.id, photo.id]) {
      expect(await payload.findByID({ collection: 'files', id, depth: 0, overrideAccess: true })).toMatchObject({ project: project.id, owner: customer.user.id, kind: 'report' })
    }
    expect((await reports.lastReport(payload, { user: asUser(customer.user) as unknown as User, projectId: String(project.id) }))?.file?.name).toBe('visite-chantier.pdf')
    await expect(smtp.waitForMail(customer.email, /./, { timeoutMs: 1500 })).rejects.toThrow(/No mail/)
  })

  it('refuses another customer’s file: attaching it would hand it over', async () => {
    const customer = await createUser(payload)
    const other = await createUser(payload)
    const staff = await createUser(payload, 'staff')
    const project = await createProject(payload, customer.user.id, { status: 11 })
    const otherProject = await createProject(payload, other.user.id, { status: 11 })
    const foreign = await payload.create({ collection: 'files', data: { kind: 'document', project: otherProject.id }, file: { data: await tinyPdf(), mimetype: 'application/pdf', name: 'a-autrui.pdf', size: 0 }, overrideAccess: true })
    const response = await rest('POST', '/reports', await tokenOf(staff), { json: { project: project.id, title: 'Volé', file: foreign.id } })
    expect(response.status).toBe(400)
    expect(JSON.stringify(await response.json())).toContain('Ce fichier appartient à un autre client')
    expect(await payload.findByID({ collection: 'files', id: foreign.id, depth: 0, overrideAccess: true })).toMatchObject({ project: otherProject.id, owner: other.user.id })
    expect((await payload.find({ collection: 'reports', where: { project: { equals: project.id } }, overrideAccess: true })).totalDocs).toBe(0)
  })
})
