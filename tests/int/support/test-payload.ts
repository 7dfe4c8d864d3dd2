import { rmSync } from 'node:fs'
import type { Payload } from 'payload'
import type { TestDatabase } from '../../support/test-database.ts'

export type TestPayload = { payload: Payload; dataDir: string; cleanup: () => Promise<void> }

/**
 * Boots the real Payload config on this test file's throwaway database (a temp SQLite file, or a fresh
 * PostgreSQL database when TEST_DB=postgres: see test-environment.ts) with the committed migrations applied.
 */
export async function bootTestPayload(): Promise<TestPayload> {
  const environment = (globalThis as typeof globalThis & { __maisonneeTestEnvironment?: { dataDir: string; database: TestDatabase } })
    .__maisonneeTestEnvironment
  if (!environment) throw new Error('tests/int/support/test-environment.ts must be a setup file of the int project')
  const { default: config } = await import('../../../payload.config.ts')
  const { bootPayload, shutdownPayload } = await import('../../../src/server/boot.ts')
  const payload = await bootPayload(config)
  return {
    payload,
    dataDir: environment.dataDir,
    async cleanup() {
      await shutdownPayload(payload)
      await environment.database.drop()
      rmSync(environment.dataDir, { recursive: true, force: true })
    },
  }
}
