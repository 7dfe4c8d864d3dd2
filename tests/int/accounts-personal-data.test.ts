import { existsSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { createProject, createUser, tinyPdf } from './support/fixtures.ts'
import type * as PersonalData from '../../src/server/accounts/personal-data.server.ts'

let ctx: TestPayload
let payload: Payload
let personalData: typeof PersonalData

beforeAll(async () => {
  ctx = await bootTestPayload()
  payload = ctx.payload
  personalData = await import('../../src/server/accounts/personal-data.server.ts')
})
afterAll(() => ctx?.cleanup())

/** The entries of a stored ZIP, read back by walking its local headers. */
function readZip(archive: Buffer): Map<string, Buffer> {
  const entries = new Map<string, Buffer>()
  let offset = 0
  while (archive.readUInt32LE(offset) === 0x04034b50) {
    const size = archive.readUInt32LE(offset + 18)
    const nameLength = archive.readUInt16LE(offset + 26)
    const name = archive.subarray(offset + 30, offset + 30 + nameLength).toString('utf8')
    const start = offset + 30 + nameLength
    entries.set(name, archive.subarray(start, start + size))
    offset = start + size
  }
  return entries
}

async function projectWithFile(ownerId: number, status: number) {
  const project = await createProject(payload, ownerId, { status })
  const file = await payload.create({
    collection: 'files',
    data: { kind: 'document', project: project.id, owner: ownerId },
    file: { data: await tinyPdf(), name: `plan-${project.id}.pdf`, mimetype: 'application/pdf', size: 0 },
    overrideAccess: true,
  })
  return { project, file }
}

describe('RGPD: export and account deletion', () => {
  it('exports the account, its records and its files, and nothing of another customer', async () => {
    const alice = await createUser(payload)
    const bob = await createUser(payload)
    const { project, file } = await projectWithFile(alice.user.id, 2)
    await projectWithFile(bob.user.id, 2)
    const agent = await createUser(payload, 'staff')
    const start = new Date(Date.now() + 86_400_000)
    await payload.create({
      collection: 'appointments',
      data: { project: project.id, agent: agent.user.id, owner: alice.user.id, start: start.toISOString(), end: new Date(start.getTime() + 3_600_000).toISOString(), status: 'cancelled', format: 'sur-place' },
      overrideAccess: true,
    })

    const entries = readZip(await personalData.exportPersonalData(payload, alice.user))
    const data = JSON.parse(entries.get('donnees.json')?.toString('utf8') ?? '{}')
    expect(data.Compte['Adresse email']).toBe(alice.email)
    expect(data.Compte.Prénom).toBe(alice.user.firstName)
    expect(Object.keys(data.Compte)).not.toContain('sessions')
    expect(data.Projets.map((p: Record<string, unknown>) => p.Identifiant)).toEqual([project.id])
    // Names and choices as the back office shows them, not our columns and codes.
    expect(data.Projets[0]).toMatchObject({ Titre: project.title, Statut: 'En attente de l’estimatif' })
    expect(data['Rendez-vous']).toEqual([expect.objectContaining({ Statut: 'Annulé', Format: 'Sur place' })])
    expect(data.Fichiers.map((f: Record<string, unknown>) => f.Identifiant)).toEqual([file.id])
    // Every record the customer owns has its section, named in French, empty or not.
    for (const section of ['Réponses', 'Historique', 'Rendez-vous', 'Paiements', 'Signatures électroniques', 'Dossiers', 'Rapports de suivi', 'Styles', 'Photos', 'Messages de contact']) {
      expect(data[section], section).toBeInstanceOf(Array)
    }
    expect(JSON.stringify(Object.keys(data.Projets[0]))).not.toMatch(/"(title|status|owner)"/)
    const pdf = entries.get(`fichiers/documents/${file.id}-${file.filename}`)
    expect(pdf?.subarray(0, 5).toString()).toBe('%PDF-')
    expect(JSON.stringify(data)).not.toContain(bob.email)
  })

  it('erases an account without a signed contract entirely, files included', async () => {
    const carol = await createUser(payload)
    const { project, file } = await projectWithFile(carol.user.id, 3)
    const stored = path.join(ctx.dataDir, 'uploads', 'files', file.filename ?? '')
    expect(existsSync(stored)).toBe(true)

    await expect(personalData.deleteAccount(payload, carol.user, { password: 'Faux1!abcd' }, { ip: '10.0.0.1' })).rejects.toThrow('Votre mot de passe actuel est incorrect.')
    const summary = await personalData.deleteAccount(payload, carol.user, { password: carol.password }, { ip: '10.0.0.1' })
    expect(summary).toEqual({ deletedProjects: 1, keptProjects: 0, isAccountDeleted: true })
    expect((await payload.count({ collection: 'users', where: { id: { equals: carol.user.id } }, overrideAccess: true })).totalDocs).toBe(0)
    expect((await payload.count({ collection: 'projects', where: { id: { equals: project.id } }, overrideAccess: true })).totalDocs).toBe(0)
    expect(existsSync(stored)).toBe(false)
  })

  it('keeps a project with a signed contract on an anonymised account, and erases the rest', async () => {
    const dan = await createUser(payload, 'customer', { phone: '0611111111' })
    const signed = await projectWithFile(dan.user.id, 11)
    const draft = await projectWithFile(dan.user.id, 1)
    const { token } = await payload.login({ collection: 'users', data: { email: dan.email, password: dan.password } })

    const summary = await personalData.deleteAccount(payload, dan.user, { password: dan.password }, { ip: '10.0.0.1' })
    expect(summary).toEqual({ deletedProjects: 1, keptProjects: 1, isAccountDeleted: false })

    const account = await payload.findByID({ collection: 'users', id: dan.user.id, overrideAccess: true })
    expect(account).toMatchObject({ firstName: 'Compte', lastName: 'supprimé', phone: '', isActive: false })
    expect(account.email).not.toContain(dan.email.split('@')[0])
    expect((await payload.findByID({ collection: 'projects', id: signed.project.id, depth: 0, overrideAccess: true })).owner).toBe(dan.user.id)
    expect((await payload.count({ collection: 'files', where: { id: { equals: signed.file.id } }, overrideAccess: true })).totalDocs).toBe(1)
    expect((await payload.count({ collection: 'projects', where: { id: { equals: draft.project.id } }, overrideAccess: true })).totalDocs).toBe(0)
    const { user } = await payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })
    expect(user).toBeNull()
  })
})
