import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { DatabaseAdapterObj } from 'payload'
import type { SqliteSynchronous } from './sqlite-synchronous.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')

/**
 * The database adapter, chosen by the DATABASE_URI scheme: file: (SQLite, the embedded default),
 * postgres(ql):// or mongodb(+srv)://. SQL schemas come from committed migrations, never from push. On SQLite,
 * `sqliteSynchronous` says when a commit waits for the disk (sqlite-synchronous.ts).
 *
 * Only the adapter named is loaded: importing the three took 4.2 s of a 5.4 s start (the first drizzle adapter
 * 2.3–3.3 s, the other one 0.7–1 s, MongoDB's 0.2 s), paid by every app start and every int test file.
 */
export async function databaseAdapter(uri: string, { sqliteSynchronous }: { sqliteSynchronous: SqliteSynchronous }): Promise<DatabaseAdapterObj> {
  if (/^postgres(ql)?:\/\//.test(uri)) {
    const { postgresAdapter } = await import('@payloadcms/db-postgres')
    return postgresAdapter({
      pool: { connectionString: uri },
      push: false,
      migrationDir: path.join(root, 'migrations/postgres'),
    })
  }
  if (/^mongodb(\+srv)?:\/\//.test(uri)) {
    const { mongodbAdapter } = await import('./mongodb.ts')
    return mongodbAdapter(uri)
  }
  if (!uri.startsWith('file:')) throw new Error(`DATABASE_URI scheme not supported: ${uri.split(':')[0]}`)
  const [{ sqliteAdapter }, { statementKeepingSqliteClient }] = await Promise.all([import('@payloadcms/db-sqlite'), import('./sqlite-client.ts')])
  const settings = { busyTimeoutMs: 5000, journalSizeLimitBytes: 64 * 1024 * 1024, synchronous: sqliteSynchronous }
  const adapter = sqliteAdapter({
    client: { url: uri },
    // NOTE: both are mandatory: without them concurrent writers lose writes reported as saved (platform-notes.md).
    // The adapter applies them only to a client it creates: ours applies the same (sqlite-client.ts).
    wal: { journalSizeLimit: settings.journalSizeLimitBytes, synchronous: settings.synchronous },
    busyTimeout: settings.busyTimeoutMs,
    push: false,
    migrationDir: path.join(root, 'migrations/sqlite'),
  })
  // The adapter connects with the client it holds, if any: ours keeps its prepared statements (sqlite-client.ts).
  return {
    ...adapter,
    init: (args) => Object.assign(adapter.init(args), { client: statementKeepingSqliteClient(uri, settings) }),
  }
}
