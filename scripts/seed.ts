/**
 * Resets the database and the uploaded files, then loads the demo content and prints the demo accounts.
 *
 *   npm run seed                     (DATA_DIR and DATABASE_URI as for the server)
 *
 * Everything in the database and in DATA_DIR/uploads is deleted first.
 */
import { rmSync } from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import config from '../payload.config.ts'
import { env } from '../src/platform/env.ts'
import { bootPayload } from '../src/server/boot.ts'
import { printDemoAccounts, seedAll } from '../seed/index.ts'

type MongoModel = { createIndexes: () => Promise<unknown> }
type MongoAdapter = {
  connection: { dropDatabase: () => Promise<unknown> }
  collections: Record<string, MongoModel>
  versions: Record<string, MongoModel>
  globals?: MongoModel
}

async function resetDatabase(payload: Payload): Promise<void> {
  if (payload.db.name !== 'mongoose') {
    await payload.db.migrateFresh({ forceAcceptWarning: true })
    return
  }
  // MongoDB has no schema migrations here: drop everything, then rebuild the indexes (unique emails...)
  // that mongoose created when the models were first compiled.
  const mongo = payload.db as unknown as MongoAdapter
  await mongo.connection.dropDatabase()
  const models = [...Object.values(mongo.collections), ...Object.values(mongo.versions), ...(mongo.globals ? [mongo.globals] : [])]
  await Promise.all(models.map((model) => model.createIndexes()))
}

const started = performance.now()
// No email runner: the database is about to be erased under it.
const payload = await bootPayload(config, { runsBackgroundWork: false })
let exitCode = 0
try {
  payload.logger.info('Réinitialisation de la base de données et des fichiers envoyés…')
  await resetDatabase(payload)
  rmSync(path.join(env.dataDir, 'uploads'), { recursive: true, force: true })
  const accounts = await seedAll(payload)
  payload.logger.info(`npm run seed : terminé en ${((performance.now() - started) / 1000).toFixed(1).replace('.', ',')} s`)
  printDemoAccounts(payload, accounts)
} catch (error) {
  payload.logger.error({ err: error, msg: 'Le seed a échoué' })
  exitCode = 1
} finally {
  await payload.destroy()
}
process.exit(exitCode)
