import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { trustProxySchema, type TrustProxy } from './client-ip.ts'
import { sqliteSynchronousOf } from './adapters/sqlite-synchronous.ts'

/**
 * The environment, read once. APP_ENV says what kind of deployment this is (the built server always
 * runs with NODE_ENV=production for React and Next; APP_ENV is ours): development prints demo
 * credentials and may invent a secret; production requires real secrets and secure cookies.
 */
export type AppEnv = 'development' | 'production' | 'test'

function readAppEnv(): AppEnv {
  const value = process.env.APP_ENV ?? 'development'
  if (value === 'development' || value === 'production' || value === 'test') return value
  throw new Error(`APP_ENV must be development, production or test (got "${value}")`)
}

const appEnv = readAppEnv()
const dataDir = path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR ?? 'data')

/** In development a secret is made once per data folder and kept there (never in the repository). */
function readSecret(): string {
  const fromEnv = process.env.PAYLOAD_SECRET
  if (fromEnv) return fromEnv
  if (appEnv === 'production') throw new Error('PAYLOAD_SECRET is required when APP_ENV=production')
  const file = path.join(dataDir, '.payload-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(32).toString('hex')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

const port = Number(process.env.PORT ?? 3000)

/**
 * S3-compatible object storage for uploads, on when S3_BUCKET is set (several instances then share their
 * files); otherwise files stay on the local disk under DATA_DIR. Without keys, the SDK's own chain
 * (instance role, AWS_* variables) provides the credentials.
 */
const s3Schema = z
  .object({
    S3_BUCKET: z.string().min(1),
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  })
  .refine((vars) => Boolean(vars.S3_ACCESS_KEY_ID) === Boolean(vars.S3_SECRET_ACCESS_KEY), {
    message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
  })
  .transform((vars) => ({
    bucket: vars.S3_BUCKET,
    endpoint: vars.S3_ENDPOINT,
    region: vars.S3_REGION,
    credentials: vars.S3_ACCESS_KEY_ID && vars.S3_SECRET_ACCESS_KEY ? { accessKeyId: vars.S3_ACCESS_KEY_ID, secretAccessKey: vars.S3_SECRET_ACCESS_KEY } : undefined,
    forcePathStyle: vars.S3_FORCE_PATH_STYLE === 'true',
  }))

export type S3Settings = z.output<typeof s3Schema>

function readS3(): S3Settings | undefined {
  if (!process.env.S3_BUCKET) return undefined
  const parsed = s3Schema.safeParse(process.env)
  if (!parsed.success) throw new Error(`S3 storage misconfigured: ${z.prettifyError(parsed.error)}`)
  return parsed.data
}

/**
 * Redis is an accelerator, never a single point of failure: a command (connecting included) not answered
 * within REDIS_TIMEOUT_MS fails, and after a failure Redis is skipped for REDIS_RETRY_MS (rate limits count
 * in this instance's memory, live events wait in a local queue) before one command probes it again.
 */
const redisSchema = z.object({
  REDIS_TIMEOUT_MS: z.coerce.number().int().positive().default(200),
  REDIS_RETRY_MS: z.coerce.number().int().positive().default(5_000),
})

function readRedisTimings(): { timeoutMs: number; retryMs: number } {
  const parsed = redisSchema.safeParse(process.env)
  if (!parsed.success) throw new Error(`Redis misconfigured: ${z.prettifyError(parsed.error)}`)
  return { timeoutMs: parsed.data.REDIS_TIMEOUT_MS, retryMs: parsed.data.REDIS_RETRY_MS }
}

/**
 * The email queue (src/platform/mail/email-queue.ts): each instance looks for emails to send every
 * EMAIL_QUEUE_POLL_MS; a failed try is tried again after EMAIL_RETRY_BASE_MS, then twice, four and eight
 * times as long. Under APP_ENV=test both are short, so that the suite reads its emails at once.
 */
const emailQueueSchema = z.object({
  EMAIL_QUEUE_POLL_MS: z.coerce.number().int().positive().default(appEnv === 'test' ? 200 : 1_000),
  EMAIL_RETRY_BASE_MS: z.coerce.number().int().positive().default(appEnv === 'test' ? 500 : 60_000),
})

function readEmailQueue(): { pollMs: number; retryBaseMs: number } {
  const parsed = emailQueueSchema.safeParse(process.env)
  if (!parsed.success) throw new Error(`Email queue misconfigured: ${z.prettifyError(parsed.error)}`)
  return { pollMs: parsed.data.EMAIL_QUEUE_POLL_MS, retryBaseMs: parsed.data.EMAIL_RETRY_BASE_MS }
}

/**
 * The platform certificate that seals every signed contract (a PAdES signature): a PKCS#12 file at
 * SIGNING_P12_PATH, or its base64 in SIGNING_P12, opened with SIGNING_P12_PASSPHRASE. Required when
 * APP_ENV=production; elsewhere, without one, a self-signed certificate is made once in DATA_DIR
 * (src/platform/signing/platform-certificate.server.ts).
 */
function readSigningP12(): { p12: Uint8Array; passphrase: string } | undefined {
  const { SIGNING_P12_PATH: file, SIGNING_P12: base64, SIGNING_P12_PASSPHRASE: passphrase = '' } = process.env
  if (file && base64) throw new Error('Set SIGNING_P12_PATH or SIGNING_P12, not both')
  if (file) {
    try {
      return { p12: readFileSync(path.resolve(/*turbopackIgnore: true*/ file)), passphrase }
    } catch (error) {
      throw new Error(`SIGNING_P12_PATH cannot be read: ${(error as Error).message}`, { cause: error })
    }
  }
  if (base64) return { p12: Buffer.from(base64, 'base64'), passphrase }
  if (appEnv === 'production') throw new Error('SIGNING_P12_PATH (or SIGNING_P12) is required when APP_ENV=production: the certificate that signs contracts')
  return undefined
}

function readTrustProxy(): TrustProxy {
  const parsed = trustProxySchema.safeParse(process.env.TRUST_PROXY)
  if (!parsed.success) throw new Error(z.prettifyError(parsed.error))
  return parsed.data
}

export const env = {
  appEnv,
  isProduction: appEnv === 'production',
  dataDir,
  port,
  publicUrl: (process.env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
  databaseUri: process.env.DATABASE_URI ?? `file:${path.join(dataDir, 'maisonnee.db')}`,
  /** SQLITE_SYNCHRONOUS: when SQLite waits for the disk, NORMAL or FULL (see sqliteSynchronousOf). */
  sqliteSynchronous: sqliteSynchronousOf(process.env.SQLITE_SYNCHRONOUS),
  payloadSecret: readSecret(),
  smtpUrl: process.env.SMTP_URL,
  mailFrom: process.env.MAIL_FROM ?? 'Maisonnée <bonjour@maisonnee.fr>',
  /** EMAIL_QUEUE_POLL_MS and EMAIL_RETRY_BASE_MS (see emailQueueSchema). */
  emailQueue: readEmailQueue(),
  redisUrl: process.env.REDIS_URL,
  /** Namespace of every Redis key and channel (rate limits, live events): instances sharing one Redis and one database share it. */
  redisPrefix: process.env.REDIS_PREFIX ?? 'maisonnee:',
  /** TRUST_PROXY: the proxies believed about the client's address (X-Forwarded-For, Forwarded); none by default. */
  trustProxy: readTrustProxy(),
  /** REDIS_TIMEOUT_MS and REDIS_RETRY_MS (see redisSchema). */
  redis: readRedisTimings(),
  /** The French national address API (BAN / Géoplateforme), answering GeoJSON at `/search/`. */
  geocodingUrl: (process.env.GEOCODING_URL ?? 'https://api-adresse.data.gouv.fr').replace(/\/$/, ''),
  geocodingTimeoutMs: Number(process.env.GEOCODING_TIMEOUT_MS ?? 2500),
  /** The French public company register (« Recherche d’entreprises »), answering JSON at `/search?q=`. */
  companyRegisterUrl: (process.env.COMPANY_REGISTER_URL ?? 'https://recherche-entreprises.api.gouv.fr').replace(/\/$/, ''),
  companyRegisterTimeoutMs: Number(process.env.COMPANY_REGISTER_TIMEOUT_MS ?? 3000),
  /** The visio link of an appointment whose agenda sets none (VISIO_DEFAULT_URL). */
  visioDefaultUrl: process.env.VISIO_DEFAULT_URL,
  /** Stripe Checkout, offered beside the bank transfer when both keys are set. */
  stripeSecretKey: process.env.STRIPE_SECRET_KEY,
  stripeWebhookSecret: process.env.STRIPE_WEBHOOK_SECRET,
  /** Stripe's API origin: only changed to point the SDK at a local fake in tests. */
  stripeApiUrl: process.env.STRIPE_API_URL,
  /** The platform certificate of signed contracts (SIGNING_P12_PATH or SIGNING_P12, SIGNING_P12_PASSPHRASE); undefined outside production for a self-signed one. */
  signingP12: readSigningP12(),
  /** Uploads in an S3-compatible bucket (S3_* variables), or undefined for the local disk. */
  s3: readS3(),
} as const
