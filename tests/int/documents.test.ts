import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { asUser, createProject, createUser, tinyPdf } from './support/fixtures.ts'
import { addDocuments, countDocuments, deleteDocument, listDocuments } from '../../src/server/documents/documents.server.ts'
import type { User } from '../../payload-types.ts'

let ctx: TestPayload
let payload: Payload

beforeAll(async () => {
  ctx = await bootTestPayload()
  payload = ctx.payload
})
afterAll(() => ctx?.cleanup())

const as = (user: { user: unknown }) => asUser(user.user as object) as unknown as User
const asFile = (data: Buffer | Uint8Array, name: string, type: string) => new File([new Uint8Array(data)], name, { type })
const png = () => sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 120, b: 90 } } }).png().toBuffer()

describe('a customer’s documents', () => {
  it('adds documents and plans to their project, lists them by family and by name, 12 a page, and counts them', async () => {
    const owner = await createUser(payload)
    const project = await createProject(payload, owner.user.id, { status: 3 })
    const user = as(owner)
    const added = await addDocuments(payload, { user, projectId: String(project.id), kind: 'document', files: [asFile(await tinyPdf(), 'devis-plombier.pdf', 'application/pdf'), asFile(await png(), 'salon.png', 'image/png')] })
    expect(added.map((doc) => doc.icon)).toEqual(['pdf', 'image'])
    expect(added[1]?.thumbnailUrl).toMatch(/^\/uploads\/folders\/img\//)
    await addDocuments(payload, { user, projectId: String(project.id), kind: 'plan', files: [asFile(await tinyPdf('Plan'), 'plan-rdc.pdf', 'application/pdf')] })
    for (let n = 0; n < 10; n++) await addDocuments(payload, { user, projectId: String(project.id), kind: 'document', files: [asFile(await tinyPdf(`n${n}`), `piece-${n}.pdf`, 'application/pdf')] })

    const first = await listDocuments(payload, { user, projectId: String(project.id), query: {} })
    expect(first).toMatchObject({ total: 13, lastPage: 2, project: { id: String(project.id) } })
    expect(first.data).toHaveLength(12)
    expect((await listDocuments(payload, { user, projectId: String(project.id), query: { tab: 'plans' } })).data.map((doc) => doc.name)).toEqual([expect.stringMatching(/^plan-rdc/)])
    expect((await listDocuments(payload, { user, projectId: String(project.id), query: { word: 'plombier' } })).total).toBe(1)
    expect((await listDocuments(payload, { user, projectId: '-1', query: {} })).total).toBe(13)
    expect(await countDocuments(payload, user)).toEqual({ count: 13 })
  })

  it('refuses an HTML page renamed .pdf with a French message, storing nothing', async () => {
    const owner = await createUser(payload)
    const project = await createProject(payload, owner.user.id, { status: 3 })
    const html = Buffer.from('<!doctype html><script>alert(1)</script>')
    await expect(addDocuments(payload, { user: as(owner), projectId: String(project.id), kind: 'document', files: [asFile(html, 'facture.pdf', 'application/pdf')] })).rejects.toThrow(/accepté/)
    expect((await listDocuments(payload, { user: as(owner), projectId: String(project.id), query: {} })).total).toBe(0)
  })

  it('keeps another customer out: listing, adding and deleting answer 404, as for a missing project or file, and nothing changes', async () => {
    const owner = await createUser(payload)
    const stranger = await createUser(payload)
    const project = await createProject(payload, owner.user.id, { status: 3 })
    const [doc] = await addDocuments(payload, { user: as(owner), projectId: String(project.id), kind: 'document', files: [asFile(await tinyPdf(), 'prive.pdf', 'application/pdf')] })
    await expect(listDocuments(payload, { user: as(stranger), projectId: String(project.id), query: {} })).rejects.toMatchObject({ status: 404 })
    await expect(addDocuments(payload, { user: as(stranger), projectId: String(project.id), kind: 'document', files: [asFile(await tinyPdf(), 'x.pdf', 'application/pdf')] })).rejects.toMatchObject({ status: 404 })
    await expect(deleteDocument(payload, { user: as(stranger), fileId: doc?.id })).rejects.toMatchObject({ status: 404 })
    await expect(deleteDocument(payload, { user: as(stranger), fileId: '../../etc/passwd' })).rejects.toMatchObject({ status: 400 })
    await expect(listDocuments(payload, { user: as(stranger), projectId: '..%2F1', query: {} })).rejects.toMatchObject({ status: 400 })
    expect((await listDocuments(payload, { user: as(stranger), projectId: '-1', query: {} })).total).toBe(0)
    expect((await listDocuments(payload, { user: as(owner), projectId: String(project.id), query: {} })).total).toBe(1)
  })

  it('lets the customer delete what they added, never the team’s documents', async () => {
    const owner = await createUser(payload)
    const project = await createProject(payload, owner.user.id, { status: 3 })
    const [mine] = await addDocuments(payload, { user: as(owner), projectId: String(project.id), kind: 'document', files: [asFile(await tinyPdf(), 'mien.pdf', 'application/pdf')] })
    const estimate = await payload.create({ collection: 'files', data: { kind: 'estimate', project: project.id }, file: { data: await tinyPdf(), mimetype: 'application/pdf', name: 'estimatif.pdf', size: 0 }, overrideAccess: true })
    const listed = await listDocuments(payload, { user: as(owner), projectId: String(project.id), query: {} })
    expect(listed.data.find((doc) => doc.id === String(estimate.id))?.canDelete).toBe(false)
    await expect(deleteDocument(payload, { user: as(owner), fileId: String(estimate.id) })).rejects.toMatchObject({ status: 422 })
    expect(await deleteDocument(payload, { user: as(owner), fileId: mine?.id })).toEqual({ id: mine?.id, folders: [] })
    expect((await listDocuments(payload, { user: as(owner), projectId: String(project.id), query: {} })).data.map((doc) => doc.kind)).toEqual(['estimate'])
  })
})
