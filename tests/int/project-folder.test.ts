import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { createProject, createUser } from './support/fixtures.ts'
import type * as Claim from '../../src/server/projects/claim-project.server.ts'

let ctx: TestPayload
let payload: Payload
let claim: typeof Claim

beforeAll(async () => {
  ctx = await bootTestPayload()
  payload = ctx.payload
  claim = await import('../../src/server/projects/claim-project.server.ts')
})
afterAll(() => ctx?.cleanup())

const foldersOf = (projectId: number) => payload.find({ collection: 'folders', where: { project: { equals: projectId } }, depth: 0, overrideAccess: true }).then((result) => result.docs)

describe('every project gets its folder', () => {
  it('creates the project’s own folder with it, owned by the project’s owner', async () => {
    const { user } = await createUser(payload)
    const project = await createProject(payload, user.id)
    const [folder, ...others] = await foldersOf(project.id)
    expect(others).toHaveLength(0)
    expect(folder).toMatchObject({ name: `Projet nº ${project.id}`, owner: user.id })
    expect(folder?.parent ?? null).toBeNull() // absent on MongoDB, null on SQL
    expect((await payload.findByID({ collection: 'projects', id: project.id, depth: 0, overrideAccess: true })).folder).toBe(folder?.id)
    // The customer reaches it with their own rights.
    const { docs } = await payload.find({ collection: 'folders', where: { project: { equals: project.id } }, depth: 0, user: { ...user, collection: 'users' }, overrideAccess: false })
    expect(docs.map((doc) => doc.id)).toEqual([folder?.id])
  })

  it('gives a visitor’s project folder to the account that claims the project', async () => {
    const visitorProject = await payload.create({ collection: 'projects', data: { title: 'Projet de visiteur', status: 0 }, overrideAccess: true, context: { actor: 'system' } })
    expect((await foldersOf(visitorProject.id))[0]?.owner ?? null).toBeNull()
    const { user } = await createUser(payload)
    await claim.giveProjectTo(payload, visitorProject.id, user.id)
    expect((await foldersOf(visitorProject.id))[0]?.owner).toBe(user.id)
  })
})
