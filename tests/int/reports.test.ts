import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { asUser, createProject, createUser, tinyPdf } from './support/fixtures.ts'
import { lastReport, listReports } from '../../src/server/reports/reports.server.ts'
import type { User } from '../../payload-types.ts'

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
    expect(first.data[0]).toMatchObject({ rapport_title: 'Visite nº 12', rapport_file: expect.stringMatching(/^visite.*\.pdf$/), rapport_file_url: expect.stringMatching(/^\/uploads\/rapports\/file\//) })
    expect((await listReports(payload, { user: as(owner), projectId: String(project.id), query: { p: '2' } })).data.map((r) => r.rapport_title)).toEqual(['Visite nº 2', 'Visite nº 1'])
    expect((await listReports(payload, { user: as(owner), projectId: String(project.id), query: { word: 'carrelage' } })).data.map((r) => r.rapport_title)).toEqual(['Visite nº 4'])
    expect((await listReports(payload, { user: as(owner), projectId: String(project.id), query: { word: 'Visite nº 1' } })).data.map((r) => r.rapport_title).sort()).toEqual(['Visite nº 1', 'Visite nº 10', 'Visite nº 11', 'Visite nº 12'])
    expect((await lastReport(payload, { user: as(owner), projectId: String(project.id) }))?.rapport_title).toBe('Visite nº 12')
  })

  it('refuses another customer (403), nobody (401), a malformed id or page (400)', async () => {
    const owner = await createUser(payload)
    const stranger = await createUser(payload)
    const project = await createProject(payload, owner.user.id, { status: 11 })
    await payload.create({ collection: 'reports', data: { project: project.id, title: 'Privé' }, overrideAccess: true })
    await expect(listReports(payload, { user: as(stranger), projectId: String(project.id), query: {} })).rejects.toMatchObject({ status: 403 })
    await expect(lastReport(payload, { user: as(stranger), projectId: String(project.id) })).rejects.toMatchObject({ status: 403 })
    await expect(listReports(payload, { user: null, projectId: String(project.id), query: {} })).rejects.toMatchObject({ status: 401 })
    await expect(listReports(payload, { user: as(owner), projectId: '../1', query: {} })).rejects.toMatchObject({ status: 400 })
    await expect(listReports(payload, { user: as(owner), projectId: String(project.id), query: { p: '1; DROP TABLE reports' } })).rejects.toMatchObject({ status: 400 })
    const staff = await createUser(payload, 'staff')
    expect((await listReports(payload, { user: as(staff), projectId: String(project.id), query: {} })).total).toBe(1)
  })
})
