import config from '../../payload.config.ts'
import { bootPayload, shutdownPayload } from '../../src/server/boot.ts'

/**
 * Brings the database DATABASE_URI names up to date from the committed migrations, then exits: run by the
 * int project's global setup (node tests/support/migrate-database.ts) to migrate, once, the template every
 * test file's database is copied from.
 */
const payload = await bootPayload(config, { runsBackgroundWork: false })
await shutdownPayload(payload)
// NOTE: the PostgreSQL adapter keeps one pooled client it never releases (see shutdownPayload).
process.exit(0)
