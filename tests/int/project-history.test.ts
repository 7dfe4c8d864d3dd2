import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { eventsDuring } from './support/live-events.ts'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { asUser, createProject, createUser, refusalMessage, tinyPdf } from './support/fixtures.ts'
import { startSmtpCapture } from '../support/smtp-capture.ts'
import { seedTestQuestionnaire } from './support/questionnaire.ts'
import { answerQuestionnaire } from './support/project-facts.ts'
import type { SeededQuestionnaire } from '../../seed/questionnaire.ts'
import type { LiveMessage } from '../../src/platform/adapters/pubsub.ts'
import type * as LiveEvents from '../../src/platform/live/live-events.ts'
import type * as History from '../../src/server/projects/history.server.ts'

let ctx: TestPayload
let payload: Payload
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
let live: typeof LiveEvents
let history: typeof History
let seeded: SeededQuestionnaire

beforeAll(async () => {
  smtp = await startSmtpCapture()
  process.env.SMTP_URL = smtp.url
  ctx = await bootTestPayload()
  payload = ctx.payload
  live = await import('../../src/platform/live/live-events.ts')
  history = await import('../../src/server/projects/history.server.ts')
  seeded = await seedTestQuestionnaire(payload)
})
afterAll(async () => {
  await ctx?.cleanup()
  await smtp?.stop()
})

const entriesOf = async (projectId: number) =>
  (await payload.find({ collection: 'project-history', where: { project: { equals: projectId } }, sort: ['createdAt', 'id'], overrideAccess: true, depth: 0 })).docs


/** A PDF uploaded by staff from the back office's drawer: no project yet, and owned by the uploader. */
async function uploadPdf(staff: object, name: string) {
  const data = await tinyPdf(name)
  return payload.create({
    collection: 'files',
    data: {},
    file: { data, mimetype: 'application/pdf', name: `${name}.pdf`, size: data.length },
    user: staff,
    overrideAccess: false,
  })
}

describe('the project history', () => {
  it('records a customer finishing the questionnaire: who, from, to, kind, and the reason code gives', async () => {
    const alice = await createUser(payload)
    const project = await createProject(payload, alice.user.id, { status: 1 })
    await answerQuestionnaire(payload, { seeded, user: alice.user, projectId: project.id })
    await payload.update({ collection: 'projects', id: project.id, data: { status: 2 }, user: asUser(alice.user), overrideAccess: false, context: { reason: 'Questionnaire terminé par le client.' } })
    const [entry] = (await entriesOf(project.id)).filter((row) => row.from === '1')
    expect(entry).toMatchObject({ from: '1', to: '2', move: 'workflow', actor: 'customer', changedBy: alice.user.id, changedByName: 'Test customer', reason: 'Questionnaire terminé par le client.', owner: alice.user.id })
    expect(new Date(entry!.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000)
  })

  it('records a staff override with its reason, and refuses one without a reason in French', async () => {
    const alice = await createUser(payload)
    const staff = await createUser(payload, 'staff', { firstName: 'Sam', lastName: 'Expert' })
    const project = await createProject(payload, alice.user.id, { status: 8 })
    const before = (await entriesOf(project.id)).length
    expect(await refusalMessage(payload.update({ collection: 'projects', id: project.id, data: { status: 6 }, user: asUser(staff.user), overrideAccess: false }))).toBe(
      'Indiquez le motif de ce changement de statut : il sort du parcours prévu et sera inscrit dans l’historique du projet.',
    )
    expect((await payload.findByID({ collection: 'projects', id: project.id, overrideAccess: true })).status).toBe(8)
    await payload.update({ collection: 'projects', id: project.id, data: { status: 6, statusChangeReason: '  Audit à refaire en agence.  ' }, user: asUser(staff.user), overrideAccess: false })
    const entries = await entriesOf(project.id)
    expect(entries).toHaveLength(before + 1)
    expect(entries.at(-1)).toMatchObject({ from: '8', to: '6', move: 'override', actor: 'staff', changedBy: staff.user.id, changedByName: 'Sam Expert', reason: 'Audit à refaire en agence.' })
  })

  it('records putting a project on hold and restoring it, each with its reason', async () => {
    const alice = await createUser(payload)
    const staff = await createUser(payload, 'staff')
    const project = await createProject(payload, alice.user.id, { status: 6 })
    expect(await refusalMessage(payload.update({ collection: 'projects', id: project.id, data: { status: 13 }, user: asUser(staff.user), overrideAccess: false }))).toMatch(/Indiquez le motif/)
    await payload.update({ collection: 'projects', id: project.id, data: { status: 13, statusChangeReason: 'Client injoignable.' }, user: asUser(staff.user), overrideAccess: false })
    await payload.update({ collection: 'projects', id: project.id, data: { status: 6, statusChangeReason: 'Client rappelé.' }, user: asUser(staff.user), overrideAccess: false })
    const moves = (await entriesOf(project.id)).slice(-2).map((row) => [row.from, row.to, row.move, row.reason ?? null])
    expect(moves).toEqual([
      ['6', '13', 'hold', 'Client injoignable.'],
      ['13', '6', 'restore', 'Client rappelé.'],
    ])
  })

  it('records the system as "Système" and nothing when the status does not change', async () => {
    const alice = await createUser(payload)
    const project = await createProject(payload, alice.user.id, { status: 0 })
    await payload.update({ collection: 'projects', id: project.id, data: { status: 1 }, overrideAccess: true, context: { actor: 'system' } })
    await payload.update({ collection: 'projects', id: project.id, data: { title: 'Renommé' }, overrideAccess: true, context: { actor: 'system' } })
    const entries = await entriesOf(project.id)
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({ from: '0', to: '1', actor: 'system', changedBy: null, changedByName: 'Système' })
  })

  it('is read by staff and the project owner only, and written by nobody through the API', async () => {
    const alice = await createUser(payload)
    const bob = await createUser(payload)
    const staff = await createUser(payload, 'staff')
    const project = await createProject(payload, alice.user.id, { status: 0 })
    await payload.update({ collection: 'projects', id: project.id, data: { status: 1 }, overrideAccess: true, context: { actor: 'system' } })
    const readAs = (user: object) => payload.find({ collection: 'project-history', where: { project: { equals: project.id } }, user, overrideAccess: false })
    expect((await readAs(asUser(alice.user))).totalDocs).toBe(1)
    expect((await readAs(asUser(staff.user))).totalDocs).toBe(1)
    expect((await readAs(asUser(bob.user))).totalDocs).toBe(0)
    const [entry] = (await readAs(asUser(staff.user))).docs
    await expect(payload.create({ collection: 'project-history', data: { project: project.id, from: '0', to: '12', move: 'workflow', actor: 'staff' }, user: asUser(staff.user), overrideAccess: false })).rejects.toThrow()
    await expect(payload.update({ collection: 'project-history', id: entry!.id, data: { reason: 'réécrit' }, user: asUser(staff.user), overrideAccess: false })).rejects.toThrow()
    await expect(payload.delete({ collection: 'project-history', id: entry!.id, user: asUser(staff.user), overrideAccess: false })).rejects.toThrow()
  })

  it('goes with its project when the project is deleted', async () => {
    const alice = await createUser(payload)
    const project = await createProject(payload, alice.user.id, { status: 0 })
    await payload.update({ collection: 'projects', id: project.id, data: { status: 1 }, overrideAccess: true, context: { actor: 'system' } })
    await payload.delete({ collection: 'projects', id: project.id, user: asUser(alice.user), overrideAccess: false })
    expect(await entriesOf(project.id)).toHaveLength(0)
  })

  it('lists a project history for its owner as a timeline, and refuses another customer', async () => {
    const alice = await createUser(payload)
    const bob = await createUser(payload)
    const staff = await createUser(payload, 'staff')
    const project = await createProject(payload, alice.user.id, { status: 3 })
    await payload.update({ collection: 'projects', id: project.id, data: { status: 4 }, user: asUser(alice.user), overrideAccess: false })
    await payload.update({ collection: 'projects', id: project.id, data: { status: 3, statusChangeReason: 'Rendez-vous à reprendre par téléphone.' }, user: asUser(staff.user), overrideAccess: false })
    const timeline = await history.listProjectHistory(payload, alice.user, project.id)
    expect(timeline.slice(0, 2).map((entry) => [entry.fromLabel, entry.toLabel, entry.moveLabel, entry.actorLabel, entry.reason])).toEqual([
      ['En attente du choix de style', 'Estimatif disponible', 'Changement manuel par l’équipe', 'L’équipe Maisonnée', 'Rendez-vous à reprendre par téléphone.'],
      ['Estimatif disponible', 'En attente du choix de style', 'Étape du parcours', 'Vous', null],
    ])
    for (const entry of timeline) expect(entry.atLabel).toBe(history.timelineDate(entry.at))
    await expect(history.listProjectHistory(payload, bob.user, project.id)).rejects.toMatchObject({ status: 404 })
  })
})

describe('attaching the estimate', () => {
  it('moves a project waiting for it (2) to 3, emails the customer and publishes status and document events', async () => {
    const alice = await createUser(payload, 'customer', { firstName: 'Alice' })
    const staff = await createUser(payload, 'staff')
    const project = await createProject(payload, alice.user.id, { status: 2, title: 'Appartement Lyon' })
    const file = await uploadPdf(asUser(staff.user), 'estimatif')
    const events = await eventsDuring(alice.user.id, async () => {
      const updated = await payload.update({ collection: 'projects', id: project.id, data: { estimateFile: file.id }, user: asUser(staff.user), overrideAccess: false })
      expect(updated.status).toBe(3)
    })
    expect(events.map((message) => message.event)).toEqual([
      { reload: true, project_id: String(project.id), type: 'status' },
      { reload: true, project_id: String(project.id), type: 'document' },
    ])
    expect(new Set(events.map((message) => message.id)).size).toBe(2)
    const mail = await smtp.waitForMail(alice.email, /Votre estimatif est disponible/)
    expect(mail.text).toContain('Bonjour Alice,')
    expect(mail.text).toContain('« Appartement Lyon »')
    expect(mail.text).toContain(`/project/${project.id}`)
    expect(mail.raw).toContain('Content-Type: text/html')
    expect((await entriesOf(project.id)).at(-1)).toMatchObject({ from: '2', to: '3', move: 'workflow', actor: 'staff', reason: 'Estimatif ajouté au projet.' })
    // The file is the project's now, so its customer may read it.
    expect(await payload.findByID({ collection: 'files', id: file.id, depth: 0, user: asUser(alice.user), overrideAccess: false })).toMatchObject({ project: project.id, owner: alice.user.id, kind: 'estimate' })
  })

  it('sends no email to a customer who turned notifications off, and still moves the project', async () => {
    const carol = await createUser(payload, 'customer', { sendNotifications: false })
    const staff = await createUser(payload, 'staff')
    const project = await createProject(payload, carol.user.id, { status: 2 })
    const file = await uploadPdf(asUser(staff.user), 'estimatif')
    const updated = await payload.update({ collection: 'projects', id: project.id, data: { estimateFile: file.id }, user: asUser(staff.user), overrideAccess: false })
    expect(updated.status).toBe(3)
    await expect(smtp.waitForMail(carol.email, /estimatif/, { timeoutMs: 1500 })).rejects.toThrow(/No mail/)
  })

  it('keeps the status when the estimate is attached at another status, and publishes a document event', async () => {
    const alice = await createUser(payload)
    const staff = await createUser(payload, 'staff')
    const project = await createProject(payload, alice.user.id, { status: 8 })
    const file = await uploadPdf(asUser(staff.user), 'devis')
    const events = await eventsDuring(alice.user.id, () =>
      payload.update({ collection: 'projects', id: project.id, data: { quoteFile: file.id }, user: asUser(staff.user), overrideAccess: false }),
    )
    expect(events.map((message) => message.event.type)).toEqual(['document'])
    expect((await payload.findByID({ collection: 'projects', id: project.id, overrideAccess: true })).status).toBe(8)
  })
})

describe('live events and transactions', () => {
  it('publishes a report event to the owner when staff write a report', async () => {
    const alice = await createUser(payload)
    const staff = await createUser(payload, 'staff')
    const project = await createProject(payload, alice.user.id, { status: 11 })
    const events = await eventsDuring(alice.user.id, () =>
      payload.create({ collection: 'reports', data: { project: project.id, title: 'Semaine 1' }, user: asUser(staff.user), overrideAccess: false }),
    )
    expect(events.map((message) => message.event)).toEqual([{ reload: true, project_id: String(project.id), type: 'report' }])
  })

  it('publishes a change once its transaction commits, and never a change rolled back', async () => {
    const { commitTransaction, createLocalReq, initTransaction, killTransaction } = await import('payload')
    const alice = await createUser(payload)
    const staff = await createUser(payload, 'staff')
    const project = await createProject(payload, alice.user.id, { status: 4 })
    const received: LiveMessage[] = []
    const unsubscribe = live.liveEvents().subscribe(alice.user.id, (message) => received.push(message))
    try {
      const committed = await createLocalReq({ user: asUser(staff.user) }, payload)
      // NOTE: PostgreSQL runs in transactions; SQLite here does not, and publishes at once.
      const isTransaction = await initTransaction(committed)
      expect(isTransaction).toBe(payload.db.name === 'postgres')
      await payload.update({ collection: 'projects', id: project.id, data: { status: 5 }, req: committed, user: asUser(staff.user), overrideAccess: false })
      expect(received).toHaveLength(isTransaction ? 0 : 1)
      await commitTransaction(committed)
      expect(received.map((message) => message.event.type)).toEqual(['status'])

      const rolledBack = await createLocalReq({ user: asUser(staff.user) }, payload)
      const isRolledBack = await initTransaction(rolledBack)
      await payload.update({ collection: 'projects', id: project.id, data: { status: 13, statusChangeReason: 'Chantier suspendu.' }, req: rolledBack, user: asUser(staff.user), overrideAccess: false })
      await killTransaction(rolledBack)
      expect(received).toHaveLength(isRolledBack ? 1 : 2)
      if (isRolledBack) expect((await payload.findByID({ collection: 'projects', id: project.id, overrideAccess: true })).status).toBe(5)
    } finally {
      unsubscribe()
    }
  })
})
