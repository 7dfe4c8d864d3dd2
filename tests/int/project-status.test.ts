import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { asUser, createProject, createUser, refusalMessage } from './support/fixtures.ts'

let ctx: TestPayload
let payload: Payload

beforeAll(async () => {
  ctx = await bootTestPayload()
  payload = ctx.payload
})
afterAll(() => ctx?.cleanup())

const setStatus = (id: string | number, status: number, user?: object) =>
  payload.update({ collection: 'projects', id, data: { status }, ...(user ? { user, overrideAccess: false } : { overrideAccess: true }) })

describe('the status machine on projects', () => {
  it('refuses a customer jumping ahead, with a French message, and changes nothing', async () => {
    const alice = await createUser(payload)
    const project = await createProject(payload, alice.user.id, { status: 1 })
    expect(await refusalMessage(setStatus(project.id, 12, asUser(alice.user)))).toBe(
      'Le projet ne peut pas passer du statut « Questionnaire en cours » au statut « Livré ».',
    )
    const reloaded = await payload.findByID({ collection: 'projects', id: project.id, overrideAccess: true })
    expect(reloaded.status).toBe(1)
  })

  it('lets a customer finish the questionnaire (1 -> 2)', async () => {
    const alice = await createUser(payload)
    const project = await createProject(payload, alice.user.id, { status: 1 })
    const updated = await setStatus(project.id, 2, asUser(alice.user))
    expect(updated.status).toBe(2)
  })

  it('never lets a customer create a project at an advanced status (the status they send is dropped: a project starts at 0)', async () => {
    const alice = await createUser(payload)
    const created = await payload.create({ collection: 'projects', data: { title: 'Triche', status: 11 }, user: asUser(alice.user), overrideAccess: false })
    expect(created.status).toBe(0)
  })

  it('lets staff override any status and remembers the status held before an exception', async () => {
    const alice = await createUser(payload)
    const staff = await createUser(payload, 'staff')
    const project = await createProject(payload, alice.user.id, { status: 2 })
    const jumped = await payload.update({
      collection: 'projects',
      id: project.id,
      data: { status: 9, statusChangeReason: 'Devis signé hors plateforme.' },
      user: asUser(staff.user),
      overrideAccess: false,
    })
    expect(jumped.status).toBe(9)
    const held = await setStatus(project.id, 13, asUser(staff.user))
    expect(held).toMatchObject({ status: 13, statusBeforeException: 9 })
    expect(await refusalMessage(setStatus(project.id, 9, asUser(alice.user)))).toMatch(/en exception/)
    const restored = await setStatus(project.id, 9, asUser(staff.user))
    expect(restored).toMatchObject({ status: 9, statusBeforeException: null })
  })
})
