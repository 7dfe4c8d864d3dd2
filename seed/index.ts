import type { Payload } from 'payload'
import type { Photo } from '../payload-types.ts'
import { slugs } from '../collections/slugs.ts'
import { env } from '../src/platform/env.ts'
import { credentialsFilePath, formatAccountsTable, readCredentials, seedAccounts, writeCredentials, type DemoAccount } from './accounts.ts'
import { cataloguePictures, seedLevels, seedZonesAndStyles } from './catalogue.ts'
import { seedDemoProjects } from './demo-projects.ts'
import { seedAgendas } from './agendas.ts'
import { ACCOUNTS } from './content/accounts.ts'
import { questionnairePictures, seedQuestionnaire } from './questionnaire.ts'
import { seedTerms } from './terms.ts'
import { seedPaymentSettings } from './payments.ts'
import { seedPricingGrid } from './pricing.ts'
import { seedCompanyIdentity } from './company.ts'
import { mapWithConcurrency, UPLOAD_CONCURRENCY, uploadCataloguePhoto } from './uploads.ts'

/**
 * The demo content of Maisonnée: back-office and customer accounts, the style catalogue with its generated
 * photos, the published questionnaire, the terms, and a customer's projects with their documents.
 *
 *   seedIfEmpty(payload, { printCredentials })   at server start (server.ts)
 *   npm run seed                                  resets the database and seeds again (scripts/seed.ts)
 */

export type { DemoAccount } from './accounts.ts'

export type SeedOptions = {
  /** Where demo-accounts.txt is written; the data folder by default. */
  credentialsDir?: string
}

function stopwatch(payload: Payload) {
  const started = performance.now()
  let last = started
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1).replace('.', ',')} s`
  return {
    lap(what: string) {
      const now = performance.now()
      payload.logger.info(`Seed : ${what} (${seconds(now - last)})`)
      last = now
    },
    total: () => seconds(performance.now() - started),
  }
}

/**
 * Loads every piece of demo content into an empty database and returns the demo accounts (also written,
 * with their passwords, to demo-accounts.txt in the data folder, mode 0600).
 */
export async function seedAll(payload: Payload, options: SeedOptions = {}): Promise<DemoAccount[]> {
  const timer = stopwatch(payload)
  const seededOn = new Date()

  const { accounts, userIds } = await seedAccounts(payload)
  // Written at once: if a later step fails, the accounts that exist can still be used.
  writeCredentials(options.credentialsDir ?? env.dataDir, accounts)
  timer.lap(`${accounts.length} comptes`)

  const levelIds = await seedLevels(payload)
  const pictures = [...cataloguePictures(), ...questionnairePictures()]
  const photos = await mapWithConcurrency(pictures, UPLOAD_CONCURRENCY, (picture) => uploadCataloguePhoto(payload, picture))
  const photoByName = new Map(pictures.map((picture, index) => [picture.name, photos[index] as Photo]))
  timer.lap(`niveaux de rénovation et ${photos.length} photos générées`)

  const { styles } = await seedZonesAndStyles(payload, photoByName)
  const { quizId, questionIds } = await seedQuestionnaire(payload, photoByName)
  await seedTerms(payload)
  await seedPaymentSettings(payload)
  await seedCompanyIdentity(payload)
  await seedPricingGrid(payload, levelIds)
  timer.lap('ambiances, styles, questionnaire publié, CGU/CGV, coordonnées bancaires, identité de l’entreprise et grille de prix')

  const staff = ACCOUNTS.find((account) => account.key === 'staff')
  await seedAgendas(payload, { staffId: userIds.staff, label: `${staff?.firstName} ${staff?.lastName}, ${staff?.job.toLowerCase()}` })

  const projects = await seedDemoProjects(payload, { customerId: userIds.customer, quizId, questionIds, levelIds, styles, seededOn })
  timer.lap(`${projects.length} projets de démonstration avec leurs documents`)

  payload.logger.info(`Seed terminé en ${timer.total()}`)
  return accounts
}

/**
 * Prints the demo accounts table on the terminal. It goes through Payload's logger so that it comes after
 * the log lines written before it (the logger writes asynchronously).
 */
export function printDemoAccounts(payload: Payload, accounts: readonly DemoAccount[], credentialsDir: string = env.dataDir): void {
  payload.logger.info(formatAccountsTable(accounts, credentialsFilePath(credentialsDir)))
}

/**
 * Seeds when the database has no user yet. With `printCredentials`, prints the demo accounts at every
 * start: the fresh ones, or those a previous seed wrote to demo-accounts.txt.
 */
export async function seedIfEmpty(payload: Payload, { printCredentials }: { printCredentials: boolean }): Promise<void> {
  const { totalDocs } = await payload.count({ collection: slugs.users, overrideAccess: true })
  if (totalDocs === 0) {
    payload.logger.info('Base de données vide : chargement des données de démonstration…')
    const accounts = await seedAll(payload)
    if (printCredentials) printDemoAccounts(payload, accounts)
    return
  }
  if (!printCredentials) return
  const accounts = readCredentials(env.dataDir)
  if (accounts) printDemoAccounts(payload, accounts)
  else payload.logger.info(`Comptes de démonstration introuvables (${credentialsFilePath(env.dataDir)}) : « npm run seed » les recrée.`)
}
