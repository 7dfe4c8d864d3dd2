import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { asUser, createProject, createUser, tinyPdf } from './support/fixtures.ts'
import { lastReport, listReports } from '../../src/server/reports/reports.server.ts'
import { toWireReport } from '../../src/server/v1/serializers/report.ts'
import type { User } from '../../payload-types.ts'
import { callV1 } from './support/v1-routes.ts'

let ctx: TestPayload
let payload: Payload

beforeAll(async () => {
  ctx = await bootTestPayload()
  payload = ctx.payload
})
afterAll(() => ctx?.cleanup())

const as = (user: { user: unknown }) => asUser(user.user as object) as unknown as User

describe('works follow-up reports', () => {
  it('lists a project’s reports newest first, 10 a page, searches titles and descriptions, and gives the latest', async () => {
    const owner = await createUser(payload)
    const project = await createProject(payload, owner.user.id, { status: 11 })
    const pdf = await payload.create({ collection: 'files', data: { kind: 'report', project: project.id }, file: { data: await tinyPdf(), mimetype: 'application/pdf', name: 'visite.pdf', size: 0 }, overrideAccess: true })
    for (let n = 1; n <= 12; n++) {
      await payload.create({
        collection: 'reports',
        data: { project: project.id, title: `Visite nº ${n}`, description: n === 4 ? 'Carrelage posé dans la salle de bain.' : 'Avancement conforme.', ...(n === 12 ? { file: pdf.id } : {}) },
        overrideAccess: true,
      })
    }
    const first = await listReports(payload, { user: as(owner), projectId: String(project.id), query: {} })
    expect(first).toMatchObject({ total: 12, page: 1, lastPage: 2, project: { id: String(project.id) } })
    expect(first.data).toHaveLength(10)
    expect(first.data[0]).toMatchObject({ title: 'Visite nº 12', file: { name: expect.stringMatching(/^visite.*\.pdf$/), url: expect.stringMatching(/^\/uploads\/rapports\/file\//) } })
    // The wire keeps the spec's names (GET /v1/rapports/all).
    expect(toWireReport(first.data[0]!)).toMatchObject({ rapport_title: 'Visite nº 12', rapport_file: expect.stringMatching(/^visite.*\.pdf$/), rapport_file_url: expect.stringMatching(/^\/uploads\/rapports\/file\//) })
    expect((await listReports(payload, { user: as(owner), projectId: String(project.id), query: { p: '2' } })).data.map((r) => r.title)).toEqual(['Visite nº 2', 'Visite nº 1'])
    expect((await listReports(payload, { user: as(owner), projectId: String(project.id), query: { word: 'carrelage' } })).data.map((r) => r.title)).toEqual(['Visite nº 4'])
    expect((await listReports(payload, { user: as(owner), projectId: String(project.id), query: { word: 'Visite nº 1' } })).data.map((r) => r.title).sort()).toEqual(['Visite nº 1', 'Visite nº 10', 'Visite nº 11', 'Visite nº 12'])
    expect((await lastReport(payload, { user: as(owner), projectId: String(project.id) }))?.title).toBe('Visite nº 12')
  })

  it('refuses another customer (404, as a missing project), nobody (401), a malformed id or page (400)', async () => {
    const owner = await createUser(payload)
    const stranger = await createUser(payload)
    const project = await createProject(payload, owner.user.id, { status: 11 })
    await payload.create({ collection: 'reports', data: { project: project.id, title: 'Privé' }, overrideAccess: true })
    await expect(listReports(payload, { user: as(stranger), projectId: String(project.id), query: {} })).rejects.toMatchObject({ status: 404 })
    await expect(lastReport(payload, { user: as(stranger), projectId: String(project.id) })).rejects.toMatchObject({ status: 404 })
    await expect(listReports(payload, { user: null, projectId: String(project.id), query: {} })).rejects.toMatchObject({ status: 401 })
    await expect(listReports(payload, { user: as(owner), projectId: '../1', query: {} })).rejects.toMatchObject({ status: 400 })
    await expect(listReports(payload, { user: as(owner), projectId: String(project.id), query: { p: '1; DROP TABLE reports' } })).rejects.toMatchObject({ status: 400 })
    const staff = await createUser(payload, 'staff')
    expect((await listReports(payload, { user: as(staff), projectId: String(project.id), query: {} })).total).toBe(1)
  })
})

describe('GET /v1/project/lastwork/{id} and /v1/project/lastworks/{id}', () => {
  const tokenOf = async (account: { email: string; password: string }) =>
    (await payload.login({ collection: 'users', data: { email: account.email, password: account.password } })).token as string

  it('gives the owner the latest report, then the latest reports newest first (10 a page), in the spec’s names', async () => {
    const owner = await createUser(payload)
    const project = await createProject(payload, owner.user.id, { status: 11 })
    const token = await tokenOf(owner)
    expect((await callV1({ path: `/v1/project/lastwork/${project.id}`, token })).json).toEqual({ s: 1, payload: null })
    for (let n = 1; n <= 11; n++) await payload.create({ collection: 'reports', data: { project: project.id, title: `Visite nº ${n}`, description: `Semaine ${n}` }, overrideAccess: true })
    const last = await callV1({ path: `/v1/project/lastwork/${project.id}`, token })
    expect(last.status).toBe(200)
    expect(last.json.payload).toMatchObject({ rapport_id: expect.any(String), rapport_title: 'Visite nº 11', rapport_description: 'Semaine 11', rapport_file: null })
    const latest = await callV1({ path: `/v1/project/lastworks/${project.id}`, token })
    expect(latest.json.payload).toMatchObject({ total: 11, page: 1, lastPage: 2 })
    expect(latest.json.payload.data.map((report: { rapport_title: string }) => report.rapport_title).slice(0, 2)).toEqual(['Visite nº 11', 'Visite nº 10'])
    expect(latest.json.payload.data).toHaveLength(10)
    const second = await callV1({ path: `/v1/project/lastworks/${project.id}?p=2&div=5`, token })
    expect(second.json.payload.data.map((report: { rapport_title: string }) => report.rapport_title)).toEqual(['Visite nº 6', 'Visite nº 5', 'Visite nº 4', 'Visite nº 3', 'Visite nº 2'])
  })

  it('answers another customer as a missing project (404), 401 without a session, and serves staff', async () => {
    const owner = await createUser(payload)
    const stranger = await createUser(payload)
    const staff = await createUser(payload, 'staff')
    const project = await createProject(payload, owner.user.id, { status: 11 })
    await payload.create({ collection: 'reports', data: { project: project.id, title: 'Privé' }, overrideAccess: true })
    for (const path of [`/v1/project/lastwork/${project.id}`, `/v1/project/lastworks/${project.id}`]) {
      expect(await callV1({ path, token: await tokenOf(stranger) })).toMatchObject({ status: 404, json: { s: 0, error: 'Projet introuvable.' } })
      expect((await callV1({ path })).status).toBe(401)
      expect((await callV1({ path, token: await tokenOf(staff) })).status).toBe(200)
    }
    expect((await callV1({ path: `/v1/project/lastwork/${project.id}`, token: await tokenOf(staff) })).json.payload.rapport_title).toBe('Privé')
  })
})
