import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { asUser, createProject, createUser, refusalMessage } from './support/fixtures.ts'
import { seedTestQuestionnaire } from './support/questionnaire.ts'
import { answerQuestionnaire, attachDocuments } from './support/project-facts.ts'
import type { SeededQuestionnaire } from '../../seed/questionnaire.ts'

let ctx: TestPayload
let payload: Payload
let seeded: SeededQuestionnaire

beforeAll(async () => {
  ctx = await bootTestPayload()
  payload = ctx.payload
  seeded = await seedTestQuestionnaire(payload)
})
afterAll(() => ctx?.cleanup())

const setStatus = (id: string | number, status: number, user?: object) =>
  payload.update({ collection: 'projects', id, data: { status }, ...(user ? { user, overrideAccess: false } : { overrideAccess: true }) })

describe('the status machine on projects', () => {
  it('refuses a customer jumping ahead, with a French message, and changes nothing', async () => {
    const alice = await createUser(payload)
    const project = await createProject(payload, alice.user.id, { status: 1 })
    expect(await refusalMessage(setStatus(project.id, 12, asUser(alice.user)))).toBe(
      'Le projet ne peut pas passer du statut « Questionnaire en cours » au statut « Livré ».',
    )
    const reloaded = await payload.findByID({ collection: 'projects', id: project.id, overrideAccess: true })
    expect(reloaded.status).toBe(1)
  })

  it('lets a customer finish the questionnaire (1 -> 2) once it is complete', async () => {
    const alice = await createUser(payload)
    const project = await createProject(payload, alice.user.id, { status: 1, quiz: seeded.quizId })
    expect(await refusalMessage(setStatus(project.id, 2, asUser(alice.user)))).toMatch(/le questionnaire n’est pas complet/)
    await answerQuestionnaire(payload, { seeded, user: alice.user, projectId: project.id })
    const updated = await setStatus(project.id, 2, asUser(alice.user))
    expect(updated.status).toBe(2)
  })

  it('never lets a customer create a project at an advanced status (the status they send is dropped: a project starts at 0)', async () => {
    const alice = await createUser(payload)
    const created = await payload.create({ collection: 'projects', data: { title: 'Triche', status: 11 }, user: asUser(alice.user), overrideAccess: false })
    expect(created.status).toBe(0)
  })

  it('lets staff jump forward only with the facts, and remembers the status held before an exception', async () => {
    const alice = await createUser(payload)
    const staff = await createUser(payload, 'staff')
    const project = await createProject(payload, alice.user.id, { status: 2 })
    const jump = (status: number, statusChangeReason: string) =>
      payload.update({ collection: 'projects', id: project.id, data: { status, statusChangeReason }, user: asUser(staff.user), overrideAccess: false })
    expect(await refusalMessage(jump(9, 'Devis signé hors plateforme.'))).toBe('Le projet ne peut pas passer au statut « En attente de paiement du devis » : aucun estimatif n’est joint au projet.')
    await attachDocuments(payload, { projectId: project.id, ownerId: alice.user.id, documents: ['estimateFile'] })
    expect((await jump(5, 'Rendez-vous pris par téléphone.')).status).toBe(5)
    const held = await jump(13, 'Chantier suspendu.')
    expect(held).toMatchObject({ status: 13, statusBeforeException: 5 })
    // The customer of a project on hold changes nothing of it, its status included (issue #22).
    expect(await refusalMessage(setStatus(project.id, 5, asUser(alice.user)))).toMatch(/suspendu par notre équipe/)
    const restored = await jump(5, 'Chantier repris.')
    expect(restored).toMatchObject({ status: 5, statusBeforeException: null })
  })
})
