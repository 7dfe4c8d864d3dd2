import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { asUser, createProject, createUser, tinyPdf } from './support/fixtures.ts'
import { addDocuments, listDocuments } from '../../src/server/documents/documents.server.ts'
import { createFolder, signFolder, updateFolder } from '../../src/server/documents/folders.server.ts'
import { serveUpload } from '../../src/server/uploads/serve-upload.server.ts'
import { FOLDER_MESSAGES } from '../../src/domain/folders/index.ts'
import type { User } from '../../payload-types.ts'

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
    expect(plans).toMatchObject({ folder_name: 'Plans', parent_id: rootId, project_id: projectId, file_count: 0, folder_count: 0 })
    const kitchen = await createFolder(payload, { user, name: 'Cuisine', parentId: plans.folder_id, projectId })
    await addDocuments(payload, { user, projectId, kind: 'plan', files: [await pdf('cuisine-v1.pdf'), await pdf('cuisine-v2.pdf')], folderId: kitchen.folder_id })
    await addDocuments(payload, { user, projectId, kind: 'document', files: [await pdf('devis.pdf')] })

    const top = await listDocuments(payload, { user, projectId, query: {} })
    expect(top.total).toBe(3)
    expect(top.tree?.breadcrumbs).toEqual([{ folder_id: null, folder_name: 'Appartement Voltaire' }])
    expect(top.tree?.folders).toEqual([expect.objectContaining({ folder_name: 'Plans', file_count: 0, folder_count: 1 })])

    const inPlans = await listDocuments(payload, { user, projectId, query: { folder_id: plans.folder_id } })
    expect(inPlans.total).toBe(0)
    expect(inPlans.tree?.folders).toEqual([expect.objectContaining({ folder_id: kitchen.folder_id, file_count: 2, folder_count: 0 })])

    const inKitchen = await listDocuments(payload, { user, projectId, query: { folder_id: kitchen.folder_id } })
    expect(inKitchen.data.map((doc) => doc.file_name).sort()).toEqual([expect.stringMatching(/^cuisine-v1/), expect.stringMatching(/^cuisine-v2/)])
    expect(inKitchen.tree?.breadcrumbs.map((crumb) => crumb.folder_name)).toEqual(['Appartement Voltaire', 'Plans', 'Cuisine'])
    expect(inKitchen.tree?.folder).toMatchObject({ folder_id: kitchen.folder_id, file_count: 2 })
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
    expect(created.parent_id).toBe(String(projectFolder))
    const top = await listDocuments(payload, { user: as(owner), projectId: String(project.id), query: {} })
    expect(top.tree?.folders.map((folder) => folder.folder_name)).toEqual(['Photos'])
  })

  it('renames and moves a folder for its owner, never into itself or its sub-folders', async () => {
    const { user, projectId, rootId } = await customerWithFolder()
    const plans = await createFolder(payload, { user, name: 'Plans', parentId: undefined, projectId })
    const kitchen = await createFolder(payload, { user, name: 'Cuisine', parentId: plans.folder_id, projectId })
    expect(await updateFolder(payload, { user, folderId: kitchen.folder_id, name: 'Cuisine ouverte', parentId: undefined })).toMatchObject({ folder_name: 'Cuisine ouverte', parent_id: plans.folder_id })
    expect(await updateFolder(payload, { user, folderId: kitchen.folder_id, name: undefined, parentId: '-1' })).toMatchObject({ parent_id: rootId })
    await updateFolder(payload, { user, folderId: kitchen.folder_id, name: undefined, parentId: plans.folder_id })
    await expect(updateFolder(payload, { user, folderId: plans.folder_id, name: undefined, parentId: kitchen.folder_id })).rejects.toMatchObject({ status: 422, message: FOLDER_MESSAGES.intoItself })
    await expect(updateFolder(payload, { user, folderId: plans.folder_id, name: undefined, parentId: plans.folder_id })).rejects.toMatchObject({ status: 422 })
    await expect(updateFolder(payload, { user, folderId: rootId, name: undefined, parentId: plans.folder_id })).rejects.toMatchObject({ status: 422, message: FOLDER_MESSAGES.rootFixed })
    const other = await customerWithFolder()
    const elsewhere = await createFolder(payload, { user: other.user, name: 'Ailleurs', parentId: undefined, projectId: other.projectId })
    // Another customer's folder does not exist for this one.
    await expect(updateFolder(payload, { user, folderId: kitchen.folder_id, name: undefined, parentId: elsewhere.folder_id })).rejects.toMatchObject({ status: 404 })
  })

  it('keeps another customer out of a folder: reading, creating in, renaming, moving and signing', async () => {
    const { user, projectId } = await customerWithFolder()
    const plans = await createFolder(payload, { user, name: 'Plans', parentId: undefined, projectId })
    const stranger = await customerWithFolder()
    await expect(listDocuments(payload, { user: stranger.user, projectId, query: { folder_id: plans.folder_id } })).rejects.toMatchObject({ status: 403 })
    // The stranger's own project, with this customer's folder: as if it did not exist.
    await expect(listDocuments(payload, { user: stranger.user, projectId: stranger.projectId, query: { folder_id: plans.folder_id } })).rejects.toMatchObject({ status: 404 })
    await expect(createFolder(payload, { user: stranger.user, name: 'Intrus', parentId: plans.folder_id, projectId: stranger.projectId })).rejects.toMatchObject({ status: 404 })
    await expect(createFolder(payload, { user: stranger.user, name: 'Intrus', parentId: undefined, projectId })).rejects.toMatchObject({ status: 403 })
    await expect(updateFolder(payload, { user: stranger.user, folderId: plans.folder_id, name: 'Pris', parentId: undefined })).rejects.toMatchObject({ status: 404 })
    await expect(signFolder(payload, { user: stranger.user, folderId: plans.folder_id })).rejects.toMatchObject({ status: 404 })
    await expect(addDocuments(payload, { user: stranger.user, projectId: stranger.projectId, kind: 'document', files: [await pdf('x.pdf')], folderId: plans.folder_id })).rejects.toMatchObject({ status: 404 })
    // Staff may read it, but renaming stays the owner's.
    const staff = as(await createUser(payload, 'staff'))
    expect((await listDocuments(payload, { user: staff, projectId, query: { folder_id: plans.folder_id } })).tree?.folder?.folder_name).toBe('Plans')
    await expect(updateFolder(payload, { user: staff, folderId: plans.folder_id, name: 'Renommé', parentId: undefined })).rejects.toMatchObject({ status: 403 })
    expect((await payload.findByID({ collection: 'folders', id: Number(plans.folder_id), overrideAccess: true })).name).toBe('Plans')
  })

  it('signs 15-minute download links for a folder’s files that work without a session, and only for that file', async () => {
    const { user, projectId } = await customerWithFolder()
    const plans = await createFolder(payload, { user, name: 'Plans', parentId: undefined, projectId })
    const [stored] = await addDocuments(payload, { user, projectId, kind: 'plan', files: [await pdf('plan rdc.pdf')], folderId: plans.folder_id })
    const before = Date.now()
    const signed = await signFolder(payload, { user, folderId: plans.folder_id })
    expect(signed.files.map((file) => file.file_name)).toEqual([stored!.file_name])
    const expiresAt = Date.parse(signed.expires_at)
    expect(expiresAt - before).toBeGreaterThan(14 * 60_000)
    expect(expiresAt - before).toBeLessThanOrEqual(15 * 60_000 + 1_000)

    const url = new URL(signed.files[0]!.url)
    const splat = decodeURIComponent(url.pathname.replace(/^\/uploads\//, ''))
    const served = await serveUpload(new Request(url), splat)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('application/pdf')
    // Without its signature, or with it on another file, or once expired: the usual 404 for a visitor.
    expect((await serveUpload(new Request(`${url.origin}${url.pathname}`), splat)).status).toBe(404)
    const tampered = new URL(url)
    tampered.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 1))
    expect((await serveUpload(new Request(tampered), splat)).status).toBe(404)
    const otherFile = await addDocuments(payload, { user, projectId, kind: 'document', files: [await pdf('autre.pdf')] })
    expect((await serveUpload(new Request(url), `folders/file/${otherFile[0]!.file_name}`)).status).toBe(404)
  })
})
