import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { startMongoServer } from '../../support/mongo-server.ts'
import { createTestDatabase, MIGRATED_TEMPLATE, requestedKind, type DatabaseTemplate } from '../../support/test-database.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')

/** Runs the committed migrations on a database, in a process of their own (the app's modules read the environment once). */
function migrate(env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'tests/support/migrate-database.ts')], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('error', reject)
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`The template database's migration failed (exit ${code}):\n${output}`))))
  })
}

/**
 * The int project's global setup. On TEST_DB=mongo, one jongodb server for the whole run (each test file
 * then gets its own database on it), unless TEST_MONGO_URI names a server already running. On SQLite and
 * PostgreSQL, one database migrated once: each test file's database is a copy of it (test-environment.ts),
 * so no file spends its first seconds on the migrations.
 */
export default async function setup() {
  const kind = requestedKind()
  if (kind === 'mongo') {
    if (process.env.TEST_MONGO_URI) return
    const server = await startMongoServer()
    process.env.TEST_MONGO_URI = server.uri
    process.env.TEST_MONGO_IN_MEMORY = '1'
    return () => server.stop()
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'maisonnee-int-template-'))
  const database = await createTestDatabase(dataDir, kind)
  await migrate({ APP_ENV: 'test', DATA_DIR: dataDir, DATABASE_URI: database.uri, PAYLOAD_SECRET: randomBytes(24).toString('hex') })
  const template: DatabaseTemplate = { kind, dataDir, databaseUri: database.uri }
  process.env[MIGRATED_TEMPLATE] = JSON.stringify(template)
  return async () => {
    delete process.env[MIGRATED_TEMPLATE]
    await database.drop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
