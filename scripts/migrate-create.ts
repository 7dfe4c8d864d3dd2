/**
 * Creates a migration for every SQL dialect we ship (SQLite and PostgreSQL), then makes the generated
 * files loadable by Node's own TypeScript support (type-only imports marked `type`, `.ts` extensions),
 * so that `npm start` applies them without a TypeScript loader.
 *
 *   npm run migrate:create -- <name>      (PostgreSQL must be reachable at PG_ADMIN_URI)
 */
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'

const name = process.argv[2]
if (!name) {
  console.error('Usage: npm run migrate:create -- <name>')
  process.exit(2)
}
const postgresUri = process.env.PG_ADMIN_URI ?? 'postgres://postgres@127.0.0.1:5432/maisonnee_migrations'

/** migrate:create connects to the database; make sure the scratch one exists (a fresh machine has none). */
async function ensurePostgresDatabase(uri: string): Promise<void> {
  const target = new URL(uri)
  const name = target.pathname.slice(1)
  const admin = new URL(uri)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
  if (rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`)
  await client.end()
}
await ensurePostgresDatabase(postgresUri)

const dialects = [
  { dir: 'migrations/sqlite', uri: `file:${path.resolve('data/migrations-scratch.db')}`, pkg: '@payloadcms/db-sqlite' },
  { dir: 'migrations/postgres', uri: postgresUri, pkg: '@payloadcms/db-postgres' },
]

for (const { dir, uri, pkg } of dialects) {
  const result = spawnSync('npx', ['payload', 'migrate:create', name], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URI: uri },
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    const full = path.join(dir, file)
    const source = readFileSync(full, 'utf8')
      .replace(`import { MigrateUpArgs, MigrateDownArgs, sql } from '${pkg}'`, `import { type MigrateUpArgs, type MigrateDownArgs, sql } from '${pkg}'`)
      .replace(/from '(\.\/[^']+?)(?<!\.ts)';/g, "from '$1.ts';")
    writeFileSync(full, source)
  }
}
