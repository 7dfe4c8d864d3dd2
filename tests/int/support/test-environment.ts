import { cpSync, mkdtempSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { copyTestDatabase, createTestDatabase, migratedTemplate, type TestDatabase } from '../../support/test-database.ts'

/**
 * Vitest setup file of the int project: gives each test file its own data folder and throwaway database (copies
 * of the run's migrated template, where global-setup.ts made one) BEFORE the test file's imports run, since src/platform/env.ts reads the environment once, at import.
 * (A test importing a server module statically would otherwise open the developer's data/maisonnee.db.)
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'maisonnee-int-'))
// Copies of the run's migrated data folder and database, as app servers copy the seeded one: the migrations then find nothing to do.
const template = migratedTemplate()
if (template) cpSync(template.dataDir, dataDir, { recursive: true })
const database = template ? await copyTestDatabase(template, dataDir) : await createTestDatabase(dataDir)
Object.assign(process.env, {
  APP_ENV: 'test',
  DATA_DIR: dataDir,
  DATABASE_URI: database.uri,
  PAYLOAD_SECRET: randomBytes(24).toString('hex'),
})

const holder = globalThis as typeof globalThis & { __maisonneeTestEnvironment?: { dataDir: string; database: TestDatabase } }
holder.__maisonneeTestEnvironment = { dataDir, database }
