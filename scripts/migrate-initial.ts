/**
 * Until the first production release, the schema is one migration, `initial`, regenerated from the
 * collections after any field change (SQLite and PostgreSQL). After the first release, add migrations
 * with `npm run migrate:create -- <name>` instead and never rewrite a released one.
 */
import { spawnSync } from 'node:child_process'
import { readdirSync, rmSync } from 'node:fs'
import path from 'node:path'

for (const dir of ['migrations/sqlite', 'migrations/postgres']) {
  for (const file of readdirSync(dir)) rmSync(path.join(dir, file))
}
const result = spawnSync('node', ['scripts/migrate-create.ts', 'initial'], { stdio: 'inherit' })
process.exit(result.status ?? 1)
