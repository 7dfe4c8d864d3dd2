import { existsSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { asUser, createProject, createUser, tinyPdf } from './support/fixtures.ts'
import { missingDocId } from '../support/test-database.ts'
import { deleteProject, lastCreatedProject, listProjects, parseProjectFilters } from '../../src/server/projects/project-list.server.ts'
import { toWireListedProject, toWireProject } from '../../src/server/v1/serializers/project.ts'
import { uploadDir } from '../../collections/uploads/upload-dir.ts'
import type { User } from '../../payload-types.ts'
import { PROJECT_DELETION_MESSAGES } from '../../src/domain/projects/index.ts'
import { uploadProjectPhotos } from '../../src/server/questionnaire/photos.server.ts'
import { reachProject, type Requester } from '../../src/server/projects/project-access.server.ts'
import { tinyPng } from './support/questionnaire.ts'

let ctx: TestPayload
let payload: Payload

beforeAll(async () => {
  ctx = await bootTestPayload()
  payload = ctx.payload
})
afterAll(() => ctx?.cleanup())

const filters = (raw: Record<string, unknown> = {}) => parseProjectFilters({ apartmentTypes: [], ...raw })
const as = (user: { user: unknown }) => asUser(user.user as object) as unknown as User

describe('the projects list', () => {
  it('lists a customer’s own projects newest first, 12 a page, with their owner’s name; staff see every project', async () => {
    const alice = await createUser(payload, 'customer', { firstName: 'Alice', lastName: 'Durand' })
    const bob = await createUser(payload)
    for (let n = 1; n <= 14; n++) await createProject(payload, alice.user.id, { title: `Alice ${n}` })
    await createProject(payload, bob.user.id, { title: 'Chez Bob' })

    const first = await listProjects(payload, { user: as(alice), filters: filters() })
    expect(first).toMatchObject({ total: 14, page: 1, lastPage: 2 })
    expect(first.data).toHaveLength(12)
    expect(toWireListedProject(first.data[0]!)).toMatchObject({ project_title: 'Alice 14', owner_name: 'Alice Durand' })
    const second = await listProjects(payload, { user: as(alice), filters: filters({ page: '2' }) })
    expect(second.data.map((listed) => listed.project.title)).toEqual(['Alice 2', 'Alice 1'])
    expect([...first.data, ...second.data].some((listed) => listed.project.title === 'Chez Bob')).toBe(false)

    const staff = await createUser(payload, 'staff')
    const all = await listProjects(payload, { user: as(staff), filters: filters(), pageSize: '100' })
    expect(all.data.map((listed) => listed.project.title)).toEqual(expect.arrayContaining(['Chez Bob', 'Alice 3']))
  })

  it('gives each card its image’s file name, its folder and the ids of its style, questionnaire and room levels', async () => {
    const fanny = await createUser(payload, 'customer', { firstName: 'Fanny', lastName: 'Roux' })
    const byAdmin = { overrideAccess: true } as const
    const quiz = await payload.create({ collection: 'quizzes', data: { title: 'Parcours', _status: 'published' }, ...byAdmin })
    const style = await payload.create({ collection: 'styles', data: { title: 'Scandinave' }, ...byAdmin })
    const level = await payload.create({ collection: 'levels', data: { title: 'Rafraîchissement' }, ...byAdmin })
    const project = await createProject(payload, fanny.user.id, { title: 'Complet', quiz: quiz.id, style: style.id, rooms: [{ pieceId: 'sejour', title: 'Séjour', count: 1, renovationLevel: level.id }] })
    const folder = await payload.create({ collection: 'folders', data: { name: 'Dossier', project: project.id }, ...byAdmin })
    const image = await payload.create({ collection: 'files', data: { kind: 'estimate', project: project.id, folder: folder.id }, file: { data: await tinyPdf(), mimetype: 'application/pdf', name: 'vignette.pdf', size: 0 }, ...byAdmin })
    await payload.update({ collection: 'projects', id: project.id, data: { image: image.id, folder: folder.id }, ...byAdmin })

    const [listed] = (await listProjects(payload, { user: as(fanny), filters: filters() })).data
    const card = listed ? toWireListedProject(listed) : undefined
    expect(card).toMatchObject({
      project_title: 'Complet',
      owner_name: 'Fanny Roux',
      project_img: image.filename,
      folder_id: String(folder.id),
      fk_project_style: String(style.id),
      fk_project_quizz: String(quiz.id),
    })
    expect(JSON.parse(card?.project_pieces ?? '[]')).toMatchObject([{ piece_id: 'sejour', piece_renovation: String(level.id) }])
  })

  it('says on the card of a signed project why it cannot be deleted, and nothing on an open one; staff may delete both', async () => {
    const hugo = await createUser(payload)
    await createProject(payload, hugo.user.id, { title: 'Signé', status: 11 })
    await createProject(payload, hugo.user.id, { title: 'Ouvert', status: 3 })
    const refusals = async (user: User) =>
      Object.fromEntries((await listProjects(payload, { user, filters: filters(), pageSize: '100' })).data.map((listed) => [listed.project.title, listed.deletionRefusal]))
    expect(await refusals(as(hugo))).toEqual({ Signé: PROJECT_DELETION_MESSAGES.signed, Ouvert: null })
    const staff = await createUser(payload, 'staff')
    expect(await refusals(as(staff))).toMatchObject({ Signé: null, Ouvert: null })
  })

  it('gives a project without an image its first uploaded photo as its card’s picture', async () => {
    const iris = await createUser(payload)
    const project = await createProject(payload, iris.user.id, { title: 'Avec photos' })
    const requester: Requester = { user: as(iris), visitorKey: null }
    const access = await reachProject(payload, project.id, requester)
    const png = await tinyPng()
    const [first] = await uploadProjectPhotos(payload, { access, requester, files: [new File([png], 'salon.png'), new File([png], 'cuisine.png')] })
    const [listed] = (await listProjects(payload, { user: as(iris), filters: filters() })).data
    expect(listed?.imageName).toBe(first?.folder_name)
    expect(toWireListedProject(listed!).project_img).toBe(first?.folder_name)
  })

  it('filters by address (contains), apartment types (any of) and status', async () => {
    const carla = await createUser(payload)
    await createProject(payload, carla.user.id, { title: 'Studio Lyon', address: '3 rue Mercière 69002 Lyon', apartmentType: '0', status: 2 })
    await createProject(payload, carla.user.id, { title: 'T3 Lyon', address: '8 quai Saint-Antoine 69002 Lyon', apartmentType: '2', status: 3 })
    await createProject(payload, carla.user.id, { title: 'T4 Paris', address: '12 rue des Martyrs 75009 Paris', apartmentType: '3', status: 3 })
    const titles = async (raw: Record<string, unknown>) => (await listProjects(payload, { user: as(carla), filters: filters(raw) })).data.map((listed) => listed.project.title).sort()
    expect(await titles({ address: 'Lyon' })).toEqual(['Studio Lyon', 'T3 Lyon'])
    expect(await titles({ apartmentTypes: '0,3' })).toEqual(['Studio Lyon', 'T4 Paris'])
    expect(await titles({ visa: '3' })).toEqual(['T3 Lyon', 'T4 Paris'])
    expect(await titles({ address: 'Lyon', visa: '3', apartmentTypes: ['2'] })).toEqual(['T3 Lyon'])
    expect(await titles({ address: 'Marseille' })).toEqual([])
  })

  it('refuses malformed filters and no session', async () => {
    expect(() => filters({ visa: 'abc' })).toThrow(expect.objectContaining({ status: 400 }))
    expect(() => filters({ page: '0' })).toThrow(expect.objectContaining({ status: 400 }))
    await expect(listProjects(payload, { user: null, filters: filters() })).rejects.toMatchObject({ status: 401 })
  })

  it('gives the customer’s latest project, or null', async () => {
    const dora = await createUser(payload)
    expect(await lastCreatedProject(payload, as(dora))).toBeNull()
    await createProject(payload, dora.user.id, { title: 'Premier' })
    await createProject(payload, dora.user.id, { title: 'Second' })
    const last = await lastCreatedProject(payload, as(dora))
    expect(last ? toWireProject(last).project_title : null).toBe('Second')
  })
})

describe('deleting a project', () => {
  it('erases the project with its responses, documents (off the disk too) and folder', async () => {
    const emma = await createUser(payload)
    const project = await createProject(payload, emma.user.id, { status: 3 })
    const folder = await payload.create({ collection: 'folders', data: { name: 'Dossier', project: project.id }, overrideAccess: true })
    const file = await payload.create({ collection: 'files', data: { kind: 'estimate', project: project.id, folder: folder.id }, file: { data: await tinyPdf(), mimetype: 'application/pdf', name: 'estimatif.pdf', size: 0 }, overrideAccess: true })
    const onDisk = path.join(uploadDir('files'), file.filename ?? '')
    expect(existsSync(onDisk)).toBe(true)

    expect(await deleteProject(payload, { user: as(emma), projectId: String(project.id) })).toEqual({ id: String(project.id) })
    for (const [collection, id] of [['projects', project.id], ['folders', folder.id], ['files', file.id]] as const) {
      expect(await payload.findByID({ collection, id, overrideAccess: true, disableErrors: true })).toBeNull()
    }
    expect(existsSync(onDisk)).toBe(false)
  })

  it('keeps a project whose contract is signed, with a French reason, and refuses another customer’s project and an unknown one alike (404)', async () => {
    const fred = await createUser(payload)
    const gina = await createUser(payload)
    const signed = await createProject(payload, fred.user.id, { status: 11 })
    await expect(deleteProject(payload, { user: as(fred), projectId: String(signed.id) })).rejects.toMatchObject({ status: 422, message: PROJECT_DELETION_MESSAGES.signed })
    const open = await createProject(payload, fred.user.id, { status: 2 })
    await expect(deleteProject(payload, { user: as(gina), projectId: String(open.id) })).rejects.toMatchObject({ status: 404 })
    await expect(deleteProject(payload, { user: as(gina), projectId: missingDocId() })).rejects.toMatchObject({ status: 404 })
    for (const id of [signed.id, open.id]) expect(await payload.findByID({ collection: 'projects', id, overrideAccess: true, disableErrors: true })).not.toBeNull()
  })
})
