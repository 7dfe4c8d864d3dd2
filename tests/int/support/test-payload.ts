import { mkdtempSync, rmSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { createTestDatabase } from '../../support/test-database.ts'

export type TestPayload = { payload: Payload; dataDir: string; cleanup: () => Promise<void> }

/**
 * Boots the real Payload config on a throwaway database (a temp SQLite file, or a fresh PostgreSQL
 * database when TEST_DB=postgres) and a temp upload folder, with the committed migrations applied.
 */
export async function bootTestPayload(): Promise<TestPayload> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'maisonnee-int-'))
  const database = await createTestDatabase(dataDir)
  Object.assign(process.env, {
    APP_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URI: database.uri,
    PAYLOAD_SECRET: randomBytes(24).toString('hex'),
  })
  const { default: config } = await import('../../../payload.config.ts')
  const { bootPayload, shutdownPayload } = await import('../../../src/server/boot.ts')
  const payload = await bootPayload(config)
  return {
    payload,
    dataDir,
    async cleanup() {
      await shutdownPayload(payload)
      await database.drop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
