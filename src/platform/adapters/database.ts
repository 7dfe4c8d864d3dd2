import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { DatabaseAdapterObj } from 'payload'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { mongodbAdapter } from './mongodb.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')

/**
 * The database adapter, chosen by the DATABASE_URI scheme: file: (SQLite, the embedded default),
 * postgres(ql):// or mongodb(+srv)://. SQL schemas come from committed migrations, never from push.
 */
export function databaseAdapter(uri: string): DatabaseAdapterObj {
  if (/^postgres(ql)?:\/\//.test(uri)) {
    return postgresAdapter({
      pool: { connectionString: uri },
      push: false,
      migrationDir: path.join(root, 'migrations/postgres'),
    })
  }
  if (/^mongodb(\+srv)?:\/\//.test(uri)) {
    return mongodbAdapter(uri)
  }
  if (!uri.startsWith('file:')) throw new Error(`DATABASE_URI scheme not supported: ${uri.split(':')[0]}`)
  return sqliteAdapter({
    client: { url: uri },
    // NOTE: both are mandatory: without them concurrent writers lose writes reported as saved (platform-notes.md).
    wal: true,
    busyTimeout: 5000,
    push: false,
    migrationDir: path.join(root, 'migrations/sqlite'),
  })
}
