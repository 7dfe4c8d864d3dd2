import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { asUser, createProject, createUser, tinyPdf } from './support/fixtures.ts'
import { addDocuments, listDocuments } from '../../src/server/documents/documents.server.ts'
import { createFolder, signFolder, updateFolder } from '../../src/server/documents/folders.server.ts'
import { serveUpload } from '../../src/server/uploads/serve-upload.server.ts'
import { FOLDER_MESSAGES } from '../../src/domain/folders/index.ts'
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
const pdf = async (name: string) => new File([new Uint8Array(await tinyPdf(name))], name, { type: 'application/pdf' })

/** A customer, their project with its own folder (as the seed and the back office make them). */
async function customerWithFolder() {
  const owner = await createUser(payload)
  const project = await createProject(payload, owner.user.id, { status: 3, title: 'Appartement Voltaire' })
  const root = await payload.create({ collection: 'folders', data: { name: 'Appartement Voltaire', project: project.id }, overrideAccess: true })
  await payload.update({ collection: 'projects', id: project.id, data: { folder: root.id }, overrideAccess: true, context: { actor: 'staff' } })
  return { owner, user: as(owner), project, projectId: String(project.id), rootId: String(root.id) }
}

describe('a project’s sub-folders', () => {
  it('creates sub-folders under the project and under each other, with breadcrumbs and counts', async () => {
    const { user, projectId, rootId } = await customerWithFolder()
    const plans = await createFolder(payload, { user, name: '  Plans ', parentId: undefined, projectId })
    expect(plans).toMatchObject({ name: 'Plans', parentId: rootId, projectId: projectId, fileCount: 0, folderCount: 0 })
    const kitchen = await createFolder(payload, { user, name: 'Cuisine', parentId: plans.id, projectId })
    await addDocuments(payload, { user, projectId, kind: 'plan', files: [await pdf('cuisine-v1.pdf'), await pdf('cuisine-v2.pdf')], folderId: kitchen.id })
    await addDocuments(payload, { user, projectId, kind: 'document', files: [await pdf('devis.pdf')] })

    const top = await listDocuments(payload, { user, projectId, query: {} })
    expect(top.total).toBe(3)
    expect(top.tree?.breadcrumbs).toEqual([{ folderId: null, name: 'Appartement Voltaire' }])
    expect(top.tree?.folders).toEqual([expect.objectContaining({ name: 'Plans', fileCount: 0, folderCount: 1 })])

    const inPlans = await listDocuments(payload, { user, projectId, query: { folder_id: plans.id } })
    expect(inPlans.total).toBe(0)
    expect(inPlans.tree?.folders).toEqual([expect.objectContaining({ id: kitchen.id, fileCount: 2, folderCount: 0 })])

    const inKitchen = await listDocuments(payload, { user, projectId, query: { folder_id: kitchen.id } })
    expect(inKitchen.data.map((doc) => doc.name).sort()).toEqual([expect.stringMatching(/^cuisine-v1/), expect.stringMatching(/^cuisine-v2/)])
    expect(inKitchen.tree?.breadcrumbs.map((crumb) => crumb.name)).toEqual(['Appartement Voltaire', 'Plans', 'Cuisine'])
    expect(inKitchen.tree?.folder).toMatchObject({ id: kitchen.id, fileCount: 2 })
  })

  it('refuses an empty or duplicate name with a French message', async () => {
    const { user, projectId } = await customerWithFolder()
    await createFolder(payload, { user, name: 'Électricité', parentId: undefined, projectId })
    await expect(createFolder(payload, { user, name: 'electricite', parentId: undefined, projectId })).rejects.toMatchObject({ status: 409, message: FOLDER_MESSAGES.nameTaken })
    await expect(createFolder(payload, { user, name: '   ', parentId: undefined, projectId })).rejects.toMatchObject({ status: 400, message: FOLDER_MESSAGES.nameRequired })
  })

  it('nests under the project’s own folder, made with the project', async () => {
    const owner = await createUser(payload)
    const project = await createProject(payload, owner.user.id, { status: 3 })
    const created = await createFolder(payload, { user: as(owner), name: 'Photos', parentId: undefined, projectId: String(project.id) })
    const { folder: projectFolder } = await payload.findByID({ collection: 'projects', id: project.id, depth: 0, overrideAccess: true })
    expect(created.parentId).toBe(String(projectFolder))
    const top = await listDocuments(payload, { user: as(owner), projectId: String(project.id), query: {} })
    expect(top.tree?.folders.map((folder) => folder.name)).toEqual(['Photos'])
  })

  it('renames and moves a folder for its owner, never into itself or its sub-folders', async () => {
    const { user, projectId, rootId } = await customerWithFolder()
    const plans = await createFolder(payload, { user, name: 'Plans', parentId: undefined, projectId })
    const kitchen = await createFolder(payload, { user, name: 'Cuisine', parentId: plans.id, projectId })
    expect(await updateFolder(payload, { user, folderId: kitchen.id, name: 'Cuisine ouverte', parentId: undefined })).toMatchObject({ name: 'Cuisine ouverte', parentId: plans.id })
    expect(await updateFolder(payload, { user, folderId: kitchen.id, name: undefined, parentId: '-1' })).toMatchObject({ parentId: rootId })
    await updateFolder(payload, { user, folderId: kitchen.id, name: undefined, parentId: plans.id })
    await expect(updateFolder(payload, { user, folderId: plans.id, name: undefined, parentId: kitchen.id })).rejects.toMatchObject({ status: 422, message: FOLDER_MESSAGES.intoItself })
    await expect(updateFolder(payload, { user, folderId: plans.id, name: undefined, parentId: plans.id })).rejects.toMatchObject({ status: 422 })
    await expect(updateFolder(payload, { user, folderId: rootId, name: undefined, parentId: plans.id })).rejects.toMatchObject({ status: 422, message: FOLDER_MESSAGES.rootFixed })
    const other = await customerWithFolder()
    const elsewhere = await createFolder(payload, { user: other.user, name: 'Ailleurs', parentId: undefined, projectId: other.projectId })
    // Another customer's folder does not exist for this one.
    await expect(updateFolder(payload, { user, folderId: kitchen.id, name: undefined, parentId: elsewhere.id })).rejects.toMatchObject({ status: 404 })
  })

  it('keeps another customer out of a folder: reading, creating in, renaming, moving and signing', async () => {
    const { user, projectId } = await customerWithFolder()
    const plans = await createFolder(payload, { user, name: 'Plans', parentId: undefined, projectId })
    const stranger = await customerWithFolder()
    await expect(listDocuments(payload, { user: stranger.user, projectId, query: { folder_id: plans.id } })).rejects.toMatchObject({ status: 404 })
    // The stranger's own project, with this customer's folder: as if it did not exist.
    await expect(listDocuments(payload, { user: stranger.user, projectId: stranger.projectId, query: { folder_id: plans.id } })).rejects.toMatchObject({ status: 404 })
    await expect(createFolder(payload, { user: stranger.user, name: 'Intrus', parentId: plans.id, projectId: stranger.projectId })).rejects.toMatchObject({ status: 404 })
    await expect(createFolder(payload, { user: stranger.user, name: 'Intrus', parentId: undefined, projectId })).rejects.toMatchObject({ status: 404 })
    await expect(updateFolder(payload, { user: stranger.user, folderId: plans.id, name: 'Pris', parentId: undefined })).rejects.toMatchObject({ status: 404 })
    await expect(signFolder(payload, { user: stranger.user, folderId: plans.id })).rejects.toMatchObject({ status: 404 })
    await expect(addDocuments(payload, { user: stranger.user, projectId: stranger.projectId, kind: 'document', files: [await pdf('x.pdf')], folderId: plans.id })).rejects.toMatchObject({ status: 404 })
    // Staff may read it, but renaming stays the owner's.
    const staff = as(await createUser(payload, 'staff'))
    expect((await listDocuments(payload, { user: staff, projectId, query: { folder_id: plans.id } })).tree?.folder?.name).toBe('Plans')
    await expect(updateFolder(payload, { user: staff, folderId: plans.id, name: 'Renommé', parentId: undefined })).rejects.toMatchObject({ status: 403 })
    expect((await payload.findByID({ collection: 'folders', id: plans.id, overrideAccess: true })).name).toBe('Plans')
  })

  it('signs 15-minute download links for a folder’s files that work without a session, and only for that file', async () => {
    const { user, projectId } = await customerWithFolder()
    const plans = await createFolder(payload, { user, name: 'Plans', parentId: undefined, projectId })
    const [stored] = await addDocuments(payload, { user, projectId, kind: 'plan', files: [await pdf('plan rdc.pdf')], folderId: plans.id })
    const before = Date.now()
    const signed = await signFolder(payload, { user, folderId: plans.id })
    expect(signed.files.map((file) => file.name)).toEqual([stored!.name])
    const expiresAt = Date.parse(signed.expiresAt)
    expect(expiresAt - before).toBeGreaterThan(14 * 60_000)
    expect(expiresAt - before).toBeLessThanOrEqual(15 * 60_000 + 1_000)

    const url = new URL(signed.files[0]!.url)
    const served = await serveUpload(new Request(url))
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('application/pdf')
    // Without its signature, or with it on another file, or once expired: the usual 404 for a visitor.
    expect((await serveUpload(new Request(`${url.origin}${url.pathname}`))).status).toBe(404)
    const tampered = new URL(url)
    tampered.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 1))
    expect((await serveUpload(new Request(tampered))).status).toBe(404)
    const otherFile = await addDocuments(payload, { user, projectId, kind: 'document', files: [await pdf('autre.pdf')] })
    const elsewhere = new URL(url)
    elsewhere.pathname = `/uploads/folders/file/${encodeURIComponent(otherFile[0]!.name)}`
    expect((await serveUpload(new Request(elsewhere))).status).toBe(404)
  })
})

describe('GET /v1/folders/all?p&div&word and POST /v1/folders/delete/file/{id} (issue 21)', () => {
  const tokenOf = async (account: { email: string; password: string }) =>
    (await payload.login({ collection: 'users', data: { email: account.email, password: account.password } })).token as string

  it('pages the customer’s project folders 12 at a time with lastPage, newest first, and searches them with word', async () => {
    const owner = await createUser(payload)
    const token = await tokenOf(owner)
    for (let n = 1; n <= 13; n++) await createProject(payload, owner.user.id, { status: 3, title: n === 5 ? 'Loft Oberkampf' : `Appartement nº ${n}` })
    const stranger = await createUser(payload)
    await createProject(payload, stranger.user.id, { status: 3, title: 'Loft Oberkampf voisin' })
    const first = await callV1({ path: '/v1/folders/all', token })
    expect(first.status).toBe(200)
    expect(first.json.payload).toMatchObject({ total: 13, page: 1, lastPage: 2 })
    expect(first.json.payload.data).toHaveLength(12)
    expect(first.json.payload.data[0]).toMatchObject({ project_id: expect.any(String), project_title: 'Appartement nº 13', folder_id: expect.any(String), folder_name: expect.any(String), file_count: 0 })
    const second = await callV1({ path: '/v1/folders/all?p=2', token })
    expect(second.json.payload.data.map((entry: { project_title: string }) => entry.project_title)).toEqual(['Appartement nº 1'])
    expect((await callV1({ path: '/v1/folders/all?div=5&p=3', token })).json.payload).toMatchObject({ page: 3, lastPage: 3, data: [{}, {}, {}] })
    const found = await callV1({ path: `/v1/folders/all?word=${encodeURIComponent('oberkampf')}`, token })
    expect(found.json.payload).toMatchObject({ total: 1, lastPage: 1, data: [{ project_title: 'Loft Oberkampf' }] })
    expect((await callV1({ path: '/v1/folders/all?p=x', token })).status).toBe(400)
    expect((await callV1({ path: '/v1/folders/all' })).status).toBe(401)
  })

  it('finds a project by its folder’s name', async () => {
    const { owner, rootId } = await customerWithFolder()
    await payload.update({ collection: 'folders', id: rootId, data: { name: 'Dossier Bastille' }, overrideAccess: true })
    const found = await callV1({ path: `/v1/folders/all?word=${encodeURIComponent('bastille')}`, token: await tokenOf(owner) })
    expect(found.json.payload).toMatchObject({ total: 1, data: [{ project_title: 'Appartement Voltaire', folder_name: 'Dossier Bastille' }] })
  })

  it('deletes a file and answers the remaining entries of the questionnaire answer named by variable, with file_id beside them', async () => {
    const { owner, user, projectId, project } = await customerWithFolder()
    const [plan, other] = await addDocuments(payload, { user, projectId, kind: 'document', files: [await pdf('plan-1.pdf'), await pdf('plan-2.pdf')] })
    const quiz = await payload.create({ collection: 'quizzes', data: { title: 'Questionnaire test' }, overrideAccess: true })
    const question = await payload.create({ collection: 'questions', data: { title: 'Vos plans', type: '2', position: 1, quiz: quiz.id }, overrideAccess: true })
    const entries = [plan!, other!].map((file) => ({ folder_id: file.id, folder_name: file.name }))
    const answer = await payload.create({ collection: 'responses', data: { project: project.id, question: question.id, label: 'plans', value: JSON.stringify(entries) }, overrideAccess: true })
    const token = await tokenOf(owner)

    // folder_id names the same file; another one is refused before anything is deleted.
    expect((await callV1({ method: 'POST', path: `/v1/folders/delete/file/${plan!.id}`, token, body: { folder_id: other!.id, variable: 'plans' } })).status).toBe(400)
    expect((await payload.find({ collection: 'files', where: { id: { in: [plan!.id, other!.id] } }, overrideAccess: true })).totalDocs).toBe(2)

    const deleted = await callV1({ method: 'POST', path: `/v1/folders/delete/file/${plan!.id}`, token, body: { folder_id: plan!.id, variable: 'plans' } })
    expect(deleted.status).toBe(200)
    expect(deleted.json.payload).toEqual({ file_id: plan!.id, folders: [entries[1]] })
    expect(JSON.parse((await payload.findByID({ collection: 'responses', id: answer.id, overrideAccess: true })).value as string)).toEqual([entries[1]])

    // Without variable: what remains of the answers that listed the file.
    const last = await callV1({ method: 'POST', path: `/v1/folders/delete/file/${other!.id}`, token, body: {} })
    expect(last.json.payload).toEqual({ file_id: other!.id, folders: [] })
    expect(JSON.parse((await payload.findByID({ collection: 'responses', id: answer.id, overrideAccess: true })).value as string)).toEqual([])
  })
})
