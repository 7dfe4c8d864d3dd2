import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig } from 'payload'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { fr } from '@payloadcms/translations/languages/fr'
import sharp from 'sharp'
import { collections, globals } from './collections/index.ts'
import { slugs } from './collections/slugs.ts'
import { closeInternalCollections } from './collections/access/internal-collections.ts'
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from './collections/uploads/file-kinds.ts'
import { env } from './src/server/env.ts'
import { databaseAdapter } from './src/server/adapters/database.ts'
import { mailAdapter } from './src/server/adapters/mail.ts'
import { storagePlugin } from './src/server/adapters/storage.ts'
import { answerBadQueriesInFrench } from './collections/hooks/answer-bad-queries-in-french.ts'
import { NIGHTLY_QUEUE, removeOwnerlessDraftsTask } from './src/server/jobs/remove-ownerless-drafts.task.ts'
import { userHasRole } from './collections/access/roles-of.ts'

// NOTE: @payloadcms/storage-s3 and the @payloadcms/plugin-cloud-storage it needs exist only up to 3.90.1,
// while every other Payload package is at 3.90.2 (ARCHITECTURE.md's floor). package.json's `overrides` make
// them run on our one `payload` and one `@payloadcms/ui` (src/server/adapters/payload-packages.test.ts checks
// it); Payload's own check, run outside production, would otherwise throw on that one-patch gap from an
// unawaited promise.
process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER = 'true'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  serverURL: env.publicUrl,
  secret: env.payloadSecret,
  collections,
  globals,
  db: databaseAdapter(env.databaseUri),
  editor: lexicalEditor(),
  sharp,
  plugins: [storagePlugin(env.s3)],
  email: mailAdapter({ smtpUrl: env.smtpUrl, from: env.mailFrom, outboxDir: path.join(env.dataDir, 'outbox') }),
  i18n: { supportedLanguages: { fr }, fallbackLanguage: 'fr' },
  admin: {
    user: slugs.users,
    meta: { titleSuffix: ' · Maisonnée', description: 'Back-office Maisonnée' },
    importMap: { baseDir: dirname },
    dateFormat: 'dd/MM/yyyy HH:mm',
    // No Gravatar: it would send every staff email hash to a third party (and cannot load here).
    avatar: 'default',
    components: {
      graphics: {
        Logo: '/collections/admin/brand/logo.tsx#Logo',
        Icon: '/collections/admin/brand/logo.tsx#Icon',
      },
    },
  },
  csrf: [env.publicUrl],
  cors: [env.publicUrl],
  upload: {
    limits: { fileSize: MAX_UPLOAD_BYTES },
    abortOnLimit: true,
    responseOnLimit: UPLOAD_MESSAGES.tooLarge,
  },
  graphQL: { disable: true },
  hooks: { afterError: [answerBadQueriesInFrench] },
  // Housekeeping: the nightly queue is checked hourly and its tasks scheduled by their own cron.
  // Only admins may run, queue or cancel jobs through /api (Payload's default is any signed-in user).
  jobs: {
    tasks: [removeOwnerlessDraftsTask],
    autoRun: [{ cron: '0 * * * *', queue: NIGHTLY_QUEUE }],
    access: { run: ({ req }) => userHasRole(req.user, 'admin'), queue: ({ req }) => userHasRole(req.user, 'admin'), cancel: ({ req }) => userHasRole(req.user, 'admin') },
  },
  telemetry: false,
  // Production logs are JSON lines (pino) for a log collector; elsewhere Payload's readable default.
  ...(env.isProduction ? { logger: { options: { level: process.env.LOG_LEVEL ?? 'info' } } } : {}),
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
}).then(closeInternalCollections)
