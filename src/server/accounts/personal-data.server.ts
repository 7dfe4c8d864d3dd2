import { randomBytes } from 'node:crypto'
import path from 'node:path'
import type { Payload, Where } from 'payload'
import type { User } from '../../../payload-types.ts'
import { slugs } from '../../../collections/slugs.ts'
import { isContractSigned } from '../../domain/accounts/index.ts'
import { endSessions } from '../../platform/auth/sessions.ts'
import { collectionTitle, frenchRecord } from './french-record.ts'
import { zip, type ZipEntry } from './zip.ts'
import { checkCurrentPassword } from './current-password.server.ts'
import { eraseProjects } from '../../../collections/Projects/erase-projects.server.ts'
import { storedFileBytes, type StoredDocument } from '../../platform/storage/stored-files.server.ts'

type OwnedSlug =
  | typeof slugs.projects
  | typeof slugs.projectHistory
  | typeof slugs.responses
  | typeof slugs.folders
  | typeof slugs.files
  | typeof slugs.reports
  | typeof slugs.styles
  | typeof slugs.photos
  | typeof slugs.appointments
  | typeof slugs.payments
  | typeof slugs.signatures

/** Everything a customer owns, in the collections that hold personal data. */
const OWNED: readonly OwnedSlug[] = [
  slugs.projects,
  slugs.responses,
  slugs.projectHistory,
  slugs.appointments,
  slugs.payments,
  slugs.signatures,
  slugs.folders,
  slugs.files,
  slugs.reports,
  slugs.styles,
  slugs.photos,
]

/** What an account holds that is a secret or the login's own bookkeeping, never exported. */
const ACCOUNT_INTERNALS = ['sessions', 'loginAttempts', 'lockUntil', 'resetPasswordToken', 'resetPasswordExpiration', '_verificationToken', 'hash', 'salt', 'collection']

const ownedBy = (user: User): Where => ({ owner: { equals: user.id } })
const asCustomer = (user: User) => ({ ...user, collection: slugs.users })

async function findOwned(payload: Payload, user: User, collection: OwnedSlug) {
  const { docs } = await payload.find({ collection, where: ownedBy(user), depth: 0, pagination: false, user: asCustomer(user), overrideAccess: false })
  return docs as unknown as Array<Record<string, unknown> & StoredDocument>
}

/**
 * The RGPD export: a ZIP with `donnees.json` (the account and every record the customer owns: projects,
 * answers, history, appointments, payments, signatures, folders, documents, reports, styles, photos and
 * contact messages, as their own access lets them read them, named in French as the back office names
 * them) and their files under `fichiers/`.
 */
export async function exportPersonalData(payload: Payload, user: User): Promise<Buffer> {
  const sections: Record<string, unknown> = {}
  const files: ZipEntry[] = []
  for (const collection of OWNED) {
    const docs = await findOwned(payload, user, collection)
    sections[collectionTitle(payload, collection)] = docs.map((doc) => frenchRecord(payload, collection, doc))
    for (const doc of docs) {
      if (!doc.filename || (collection !== slugs.files && collection !== slugs.photos)) continue
      const data = await storedFileBytes(payload, { collection, doc, filename: doc.filename })
      if (!data) throw new Error(`Fichier ${collection}/${doc.filename} introuvable dans le stockage`)
      files.push({ name: `fichiers/${collection === slugs.files ? 'documents' : 'photos'}/${doc.id}-${path.basename(doc.filename)}`, data: Buffer.from(data) })
    }
  }
  const { docs: messages } = await payload.find({ collection: slugs.contactMessages, where: { sender: { equals: user.id } }, depth: 0, pagination: false, overrideAccess: true })
  const account = await payload.findByID({ collection: slugs.users, id: user.id, depth: 0, user: asCustomer(user), overrideAccess: false })
  const accountData = Object.fromEntries(Object.entries(account).filter(([name]) => !ACCOUNT_INTERNALS.includes(name)))
  const document = {
    'Exporté le': new Date().toISOString(),
    Compte: frenchRecord(payload, slugs.users, accountData),
    ...sections,
    [collectionTitle(payload, slugs.contactMessages)]: messages.map((message) => frenchRecord(payload, slugs.contactMessages, message as unknown as Record<string, unknown>)),
  }
  return zip([{ name: 'donnees.json', data: Buffer.from(JSON.stringify(document, null, 2)) }, ...files])
}

export type ErasureSummary = { deletedProjects: number; keptProjects: number; isAccountDeleted: boolean }

/**
 * Deletes the account at the customer's request (current password required). Projects without a
 * signed contract are erased with everything under them (files leave the disk); projects with a signed
 * contract are kept for the legal period, on an anonymised account. Every session ends.
 */
export async function deleteAccount(payload: Payload, user: User, input: { password?: unknown }, { ip }: { ip: string }): Promise<ErasureSummary> {
  await checkCurrentPassword(payload, user, { password: input.password, ip, field: 'password' })

  // A system action on the customer's confirmed request: it reaches records a customer may not delete.
  const system = { overrideAccess: true as const, depth: 0 }
  const projects = (await payload.find({ collection: slugs.projects, where: ownedBy(user), pagination: false, ...system })).docs
  const kept = projects.filter((project) => isContractSigned({ status: Number(project.status ?? 0), statusBeforeException: project.statusBeforeException ?? null }))
  const erased = projects.filter((project) => !kept.includes(project))
  const keptIds = kept.map((project) => project.id)

  const notUnderKeptProjects: Where = keptIds.length ? { or: [{ project: { not_in: keptIds } }, { project: { exists: false } }] } : {}
  await eraseProjects(payload, erased.map((project) => project.id))
  // The customer's own files and folders that belong to no project kept.
  for (const collection of [slugs.files, slugs.folders] as const) {
    await payload.delete({ collection, where: { and: [ownedBy(user), notUnderKeptProjects] }, ...system })
  }
  const keptStyleIds = kept.map((project) => project.style).filter((style) => style !== null && style !== undefined)
  await payload.delete({ collection: slugs.styles, where: { and: [ownedBy(user), ...(keptStyleIds.length ? [{ id: { not_in: keptStyleIds } }] : [])] }, ...system })
  await payload.update({ collection: slugs.users, id: user.id, data: { avatar: null }, ...system })
  await payload.delete({ collection: slugs.photos, where: ownedBy(user), ...system })
  await payload.delete({ collection: slugs.contactMessages, where: { sender: { equals: user.id } }, ...system })

  await endSessions({ payload, userId: user.id })
  if (kept.length === 0) {
    await payload.delete({ collection: slugs.users, id: user.id, ...system })
    return { deletedProjects: erased.length, keptProjects: 0, isAccountDeleted: true }
  }
  await payload.update({
    collection: slugs.users,
    id: user.id,
    data: {
      email: `compte-supprime-${user.id}@anonyme.maisonnee.invalid`,
      firstName: 'Compte',
      lastName: 'supprimé',
      phone: '',
      isActive: false,
      sendNotifications: false,
      pendingEmail: null,
      password: `${randomBytes(24).toString('base64url')}Aa1!bcd`,
    },
    ...system,
    context: { confirmedEmailChange: true },
  })
  await endSessions({ payload, userId: user.id })
  return { deletedProjects: erased.length, keptProjects: kept.length, isAccountDeleted: false }
}
