import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig } from 'payload'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { fr } from '@payloadcms/translations/languages/fr'
import sharp from 'sharp'
import { collections, globals } from './collections/index.ts'
import { slugs } from './collections/slugs.ts'
import { closeInternalCollections } from './collections/access/internal-collections.ts'
import { closeUnusedDoors } from './collections/access/unused-doors.ts'
import { showDatesInParisTime } from './collections/paris-dates.ts'
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from './collections/uploads/file-kinds.ts'
import { env } from './src/platform/env.ts'
import './src/platform/zod-french.ts'
import { databaseAdapter } from './src/platform/adapters/database.ts'
import { mailAdapter } from './src/platform/adapters/mail.ts'
import { storagePlugin } from './src/platform/adapters/storage.ts'
import { answerBadQueriesInFrench } from './collections/hooks/answer-bad-queries-in-french.ts'
import { answerPayloadEnglishInFrench } from './collections/hooks/answer-payload-english-in-french.ts'
import { keepValidationErrorFields } from './collections/hooks/keep-validation-error-fields.ts'
import { NIGHTLY_QUEUE, removeOwnerlessDraftsTask } from './collections/Projects/remove-ownerless-drafts.task.ts'
import { userHasRole } from './collections/access/roles-of.ts'
import { jobsCollection } from './collections/Jobs/index.ts'
import { sendEmailTask } from './src/platform/mail/email-queue.ts'
import { addressWorkTask } from './collections/Users/address-work.task.ts'
import { ADMIN_VIEW_PATHS } from './collections/admin-navigation.ts'
import { ANALYTICS_COPY } from './src/domain/questionnaire-analytics/copy.ts'
import { RULES_LIST_COPY } from './src/domain/questionnaire/rules-list-copy.ts'
import { PAYLOAD_FRENCH_OVERRIDES } from './collections/payload-french.ts'
import { refuseInactiveSessions } from './src/platform/auth/active-sessions.ts'

// NOTE: @payloadcms/storage-s3 and the @payloadcms/plugin-cloud-storage it needs exist only up to 3.90.1,
// while every other Payload package is at 3.90.2 (ARCHITECTURE.md's floor). package.json's `overrides` make
// them run on our one `payload` and one `@payloadcms/ui` (src/platform/adapters/payload-packages.test.ts checks
// it); Payload's own check, run outside production, would otherwise throw on that one-patch gap from an
// unawaited promise.
process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER = 'true'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  serverURL: env.publicUrl,
  secret: env.payloadSecret,
  collections,
  globals,
  db: await databaseAdapter(env.databaseUri, { sqliteSynchronous: env.sqliteSynchronous }),
  editor: lexicalEditor(),
  sharp,
  plugins: [storagePlugin(env.s3)],
  email: mailAdapter({ smtpUrl: env.smtpUrl, from: env.mailFrom, outboxDir: path.join(env.dataDir, 'outbox') }),
  i18n: { supportedLanguages: { fr }, fallbackLanguage: 'fr', translations: { fr: PAYLOAD_FRENCH_OVERRIDES } },
  admin: {
    user: slugs.users,
    meta: { titleSuffix: ' · Maisonnée', description: 'Back-office Maisonnée' },
    importMap: { baseDir: dirname },
    dateFormat: 'dd/MM/yyyy HH:mm',
    // No Gravatar: it would send every staff email hash to a third party (and cannot load here).
    avatar: 'default',
    components: {
      graphics: {
        Logo: '/src/admin/brand/logo.tsx#Logo',
        Icon: '/src/admin/brand/logo.tsx#Icon',
      },
      // The libraries' own English labels (toasts, the rich-text editor's tools), rewritten in French.
      providers: ['/src/admin/french-labels/french-library-labels.tsx#FrenchLibraryLabels'],
      // Marketing's questionnaire analytics (issue #23): its own screen, and its link after the collections.
      afterNavLinks: ['/src/admin/questionnaire-analytics/nav-link.tsx#QuestionnaireAnalyticsNavLink'],
      views: {
        questionnaireAnalytics: {
          Component: '/src/admin/questionnaire-analytics/analytics-view.tsx#QuestionnaireAnalyticsView',
          path: ADMIN_VIEW_PATHS.questionnaireAnalytics,
          exact: true,
          meta: { title: ANALYTICS_COPY.pageTitle },
        },
        // Every rule of a questionnaire as a sentence (issue #23), linked from the questionnaire's page and its graph.
        questionnaireRules: {
          Component: '/src/admin/questionnaire-rules/rules-view.tsx#QuestionnaireRulesView',
          path: ADMIN_VIEW_PATHS.questionnaireRules,
          exact: true,
          meta: { title: RULES_LIST_COPY.pageTitle },
        },
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
  hooks: { afterError: [answerBadQueriesInFrench, answerPayloadEnglishInFrench, keepValidationErrorFields] },
  // Housekeeping: the nightly queue is checked hourly and its tasks scheduled by their own cron.
  // Emails: every email goes through the 'emails' queue, sent by each instance's email runner
  // (src/platform/mail/email-runner.ts, started by bootPayload) with retries.
  // The work a sign-up or a forgotten password leaves (src/platform/after-answer.ts) runs from that queue too.
  // Only admins may run, queue or cancel jobs through /api (Payload's default is any signed-in user).
  jobs: {
    tasks: [removeOwnerlessDraftsTask, sendEmailTask, addressWorkTask],
    jobsCollectionOverrides: jobsCollection,
    autoRun: [{ cron: '0 * * * *', queue: NIGHTLY_QUEUE }],
    access: { run: ({ req }) => userHasRole(req.user, 'admin'), queue: ({ req }) => userHasRole(req.user, 'admin'), cancel: ({ req }) => userHasRole(req.user, 'admin') },
  },
  telemetry: false,
  // A deactivated account's tokens are refused on every door at their next request (issue 37).
  onInit: refuseInactiveSessions,
  // Production logs are JSON lines (pino) for a log collector; elsewhere Payload's readable default.
  ...(env.isProduction ? { logger: { options: { level: process.env.LOG_LEVEL ?? 'info' } } } : {}),
  // NOTE: types are generated by `npm run generate:types` only: a test run on MongoDB would otherwise rewrite them with string ids.
  typescript: { autoGenerate: false, outputFile: path.resolve(dirname, 'payload-types.ts') },
})
  .then(closeInternalCollections)
  .then(closeUnusedDoors)
  .then(showDatesInParisTime)
