import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handleEndpoints, type Payload } from 'payload'
import type { Role } from '../../collections/roles.ts'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { asUser, createProject, createUser, refusalMessage } from './support/fixtures.ts'
import { seedTestQuestionnaire } from './support/questionnaire.ts'
import { attachDocuments, startTransfer } from './support/project-facts.ts'
import type { SeededQuestionnaire } from '../../seed/questionnaire.ts'
import { Route as UpdateRoute } from '../../src/routes/v1/project/update/$id.ts'

/**
 * The one status guard (design/trust-boundary.md, 'Moves'): every door that changes a project's status
 * (/v1, Payload's REST and Local API, hooks) asks `canMove` with the facts read from the database.
 */

let ctx: TestPayload
let payload: Payload
let seeded: SeededQuestionnaire

beforeAll(async () => {
  ctx = await bootTestPayload()
  payload = ctx.payload
  seeded = await seedTestQuestionnaire(payload)
})
afterAll(() => ctx?.cleanup())

async function signIn(role: Role = 'customer') {
  const account = await createUser(payload, role)
  const { token } = await payload.login({ collection: 'users', data: { email: account.email, password: account.password } })
  return { user: account.user, token: token as string }
}

type Handler = (input: { request: Request; params: Record<string, string> }) => Promise<Response>

/** POST /v1/project/update/{id} through its route handler, with a bearer session, as the HTTP server calls it. */
async function postUpdate(projectId: number, token: string, body: unknown) {
  const handler = ((UpdateRoute.options.server as { handlers: Record<string, Handler> }).handlers).POST as Handler
  const request = new Request(`http://maisonnee.test/v1/project/update/${projectId}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  const response = await handler({ request, params: { id: String(projectId) } })
  return { status: response.status, json: (await response.json()) as { s?: number; error?: string } }
}

/** Payload's REST API (/api/...), as the admin and its clients call it, with a JWT. */
async function rest(method: string, path: string, token: string, body?: unknown) {
  const response = await handleEndpoints({
    config: payload.config,
    request: new Request(`http://localhost/api${path}`, {
      method,
      headers: { Authorization: `JWT ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  })
  return { status: response.status, json: (await response.json()) as Record<string, any> }
}

const projectOf = (id: number) => payload.findByID({ collection: 'projects', id, depth: 0, overrideAccess: true })
const historyOf = async (id: number) =>
  (await payload.find({ collection: 'project-history', where: { project: { equals: id } }, sort: ['createdAt', 'id'], depth: 0, overrideAccess: true })).docs

describe('the status guard, on every door', () => {
  it('Skipping the signature: at status 10 a customer\'s POST /v1/project/update/{id} {"project_visa":11} moves the project to works follow-up with no signed contract', async () => {
    const owner = await signIn()
    const project = await createProject(payload, owner.user.id, { status: 10, quoteAmount: 12_000 })
    await attachDocuments(payload, { projectId: project.id, ownerId: owner.user.id, documents: ['quoteFile', 'presentationFile'] })
    const answer = await postUpdate(project.id, owner.token, { project_visa: 11 })
    expect(answer).toEqual({
      status: 422,
      json: { s: 0, error: 'Le projet ne peut pas passer au statut « Suivi des travaux » : le devis et la présentation des honoraires ne sont pas signés en ligne, ou l’un des documents signés ne correspond plus à son empreinte.' },
    })
    expect((await projectOf(project.id)).status).toBe(10)
    expect((await historyOf(project.id)).some((entry) => entry.to === '11')).toBe(false)
  })

  it('Skipping the style: at status 3 a customer\'s {"project_visa":6} without a style is refused; with the style chosen in the same call it is the style\'s validation', async () => {
    const owner = await signIn()
    const project = await createProject(payload, owner.user.id, { status: 3 })
    const skipped = await postUpdate(project.id, owner.token, { project_visa: 6 })
    expect(skipped).toEqual({ status: 422, json: { s: 0, error: 'Le projet ne peut pas passer au statut « En attente de l’audit » : aucun style n’est choisi pour le projet.' } })
    expect((await projectOf(project.id)).status).toBe(3)
    const style = await payload.create({ collection: 'styles', data: { title: 'Bord de mer', isPublished: true }, overrideAccess: true })
    const validated = await postUpdate(project.id, owner.token, { fk_project_style: String(style.id), project_visa: 6 })
    expect(validated.status).toBe(200)
    expect(await projectOf(project.id)).toMatchObject({ status: 6, style: style.id })
  })

  it('PATCH /api/projects/{id} {"status":2} finishes a questionnaire that has no answers', async () => {
    const owner = await signIn()
    const staff = await signIn('staff')
    const project = await createProject(payload, owner.user.id, { status: 1, quiz: seeded.quizId })
    const patched = await rest('PATCH', `/projects/${project.id}`, staff.token, { status: 2, statusChangeReason: 'Terminé pour le client.' })
    expect(patched.status).toBe(400)
    expect(JSON.stringify(patched.json)).toContain('le questionnaire n’est pas complet')
    expect((await projectOf(project.id)).status).toBe(1)
    // Trusted code does not skip it either: the Local API with overrideAccess, acting for the owner.
    expect(await refusalMessage(payload.update({ collection: 'projects', id: project.id, data: { status: 2 }, user: asUser(owner.user), overrideAccess: true }))).toBe(
      'Le projet ne peut pas passer au statut « En attente de l’estimatif » : le questionnaire n’est pas complet (toutes les questions obligatoires doivent avoir une réponse).',
    )
    expect((await projectOf(project.id)).status).toBe(1)
  })

  it('staff forward move needs the facts', async () => {
    const owner = await signIn()
    const staff = await createUser(payload, 'staff')
    const project = await createProject(payload, owner.user.id, { status: 7, auditAmount: 700 })
    const moveTo = (status: number) =>
      payload.update({ collection: 'projects', id: project.id, data: { status, statusChangeReason: 'Vu avec le client.' }, user: asUser(staff.user), overrideAccess: false })

    // A payment started is not a payment settled.
    const payment = await startTransfer(payload, { projectId: project.id, ownerId: owner.user.id, purpose: 'audit' })
    expect(await refusalMessage(moveTo(8))).toBe('Le projet ne peut pas passer au statut « En attente de devis » : le paiement de l’audit n’est pas réglé pour le montant dû.')
    // Staff satisfy the fact by recording the payment, which moves the project on.
    await payload.update({ collection: 'payments', id: payment.id, data: { status: 'paid' }, user: asUser(staff.user), overrideAccess: false })
    expect((await projectOf(project.id)).status).toBe(8)

    // The quote and the fee presentation, attached, are the next fact.
    expect(await refusalMessage(moveTo(9))).toBe('Le projet ne peut pas passer au statut « En attente de paiement du devis » : le devis et la présentation des honoraires ne sont pas joints au projet.')
    await attachDocuments(payload, { projectId: project.id, ownerId: owner.user.id, documents: ['quoteFile', 'presentationFile'] })
    expect((await moveTo(9)).status).toBe(9)

    // A payment settled for another amount than the one the product computes now does not count.
    await moveTo(7)
    await payload.update({ collection: 'projects', id: project.id, data: { auditAmount: 900 }, user: asUser(staff.user), overrideAccess: false })
    expect(await refusalMessage(moveTo(8))).toMatch(/le paiement de l’audit n’est pas réglé pour le montant dû/)
    expect((await projectOf(project.id)).status).toBe(7)
  })

  it('staff backward move records the reason', async () => {
    const owner = await signIn()
    const staff = await createUser(payload, 'staff', { firstName: 'Inès', lastName: 'Roux' })
    const project = await createProject(payload, owner.user.id, { status: 9 })
    const back = (data: Record<string, unknown>) => payload.update({ collection: 'projects', id: project.id, data: { status: 6, ...data }, user: asUser(staff.user), overrideAccess: false })
    expect(await refusalMessage(back({}))).toBe('Indiquez le motif de ce changement de statut : il sort du parcours prévu et sera inscrit dans l’historique du projet.')
    expect((await projectOf(project.id)).status).toBe(9)
    expect((await back({ statusChangeReason: 'Audit à refaire : surface erronée.' })).status).toBe(6)
    expect((await historyOf(project.id)).at(-1)).toMatchObject({ from: '9', to: '6', move: 'override', actor: 'staff', changedByName: 'Inès Roux', reason: 'Audit à refaire : surface erronée.' })
    // A customer never moves back, facts or not.
    expect(await refusalMessage(payload.update({ collection: 'projects', id: project.id, data: { status: 3 }, user: asUser(owner.user), overrideAccess: false }))).toMatch(/ne peut pas passer du statut/)
  })

  it('holds and restores an exception with a reason, and a restore needs no fact again', async () => {
    const owner = await signIn()
    const staff = await createUser(payload, 'staff')
    const project = await createProject(payload, owner.user.id, { status: 10 })
    const set = (status: number, statusChangeReason?: string) =>
      payload.update({ collection: 'projects', id: project.id, data: { status, ...(statusChangeReason ? { statusChangeReason } : {}) }, user: asUser(staff.user), overrideAccess: false })
    expect(await refusalMessage(set(13))).toMatch(/Indiquez le motif/)
    expect(await set(13, 'Litige en cours.')).toMatchObject({ status: 13, statusBeforeException: 10 })
    // Leaving the exception further than the status held before needs the facts beyond it.
    expect(await refusalMessage(set(11, 'Signé sur papier.'))).toMatch(/«\sSuivi des travaux\s»\s: le devis et la présentation des honoraires ne sont pas signés/)
    expect(await set(10, 'Litige réglé.')).toMatchObject({ status: 10, statusBeforeException: null })
  })
})

describe('GET /api/projects/:id/status-moves, for the admin’s status field', () => {
  it('lists the moves staff may make and the blocked ones with the missing fact', async () => {
    const owner = await signIn()
    const staff = await signIn('staff')
    const project = await createProject(payload, owner.user.id, { status: 2 })
    const answer = await rest('GET', `/projects/${project.id}/status-moves`, staff.token)
    expect(answer.status).toBe(200)
    expect(answer.json.status).toBe(2)
    const byStatus = new Map((answer.json.moves as Array<{ to: number }>).map((move) => [move.to, move]))
    expect(byStatus.get(3)).toEqual({ to: 3, label: 'Estimatif disponible', isAllowed: false, missingFact: 'estimateAttached', reason: 'Le projet ne peut pas passer au statut « Estimatif disponible » : aucun estimatif n’est joint au projet.' })
    expect(byStatus.get(1)).toEqual({ to: 1, label: 'Questionnaire en cours', isAllowed: true, move: 'override', isReasonRequired: true })
    expect(byStatus.get(13)).toEqual({ to: 13, label: 'Exception', isAllowed: true, move: 'hold', isReasonRequired: true })

    await attachDocuments(payload, { projectId: project.id, ownerId: owner.user.id, documents: ['estimateFile'] })
    const after = await rest('GET', `/projects/${project.id}/status-moves`, staff.token)
    expect(after.json.status).toBe(3)
    expect((after.json.moves as Array<{ to: number; isAllowed: boolean }>).filter((move) => move.isAllowed).map((move) => move.to)).toEqual([0, 1, 2, 4, 5, 13])
    expect((after.json.moves as Array<{ to: number; missingFact?: string }>).find((move) => move.to === 6)?.missingFact).toBe('styleChosen')
  })

  it.each(['customer', 'marketing', 'curator'] as const)('refuses a %s (403)', async (role) => {
    const owner = await signIn()
    const project = await createProject(payload, owner.user.id, { status: 2 })
    const caller = role === 'customer' ? owner : await signIn(role)
    expect((await rest('GET', `/projects/${project.id}/status-moves`, caller.token)).status).toBe(403)
  })
})
