import { randomBytes } from 'node:crypto'
import path from 'node:path'
import pg from 'pg'

/** Where the PostgreSQL test server is; the suite creates and drops its own databases there. */
export const POSTGRES_ADMIN_URI = process.env.TEST_POSTGRES_URI ?? 'postgres://postgres@127.0.0.1:5432/postgres'

export type TestDatabase = { uri: string; drop: () => Promise<void> }

/**
 * A throwaway database for one test file or one server: a SQLite file in `dataDir` by default,
 * or a fresh PostgreSQL database when TEST_DB=postgres (or when `kind` asks for one).
 */
export async function createTestDatabase(dataDir: string, kind: 'sqlite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite'): Promise<TestDatabase> {
  if (kind === 'sqlite') {
    return { uri: `file:${path.join(dataDir, 'test.db')}`, drop: async () => {} }
  }
  const name = `maisonnee_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URI })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const uri = new URL(POSTGRES_ADMIN_URI)
  uri.pathname = `/${name}`
  return {
    uri: uri.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URI })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
    },
  }
}
