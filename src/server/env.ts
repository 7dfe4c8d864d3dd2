import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

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

export const env = {
  appEnv,
  isProduction: appEnv === 'production',
  dataDir,
  port,
  publicUrl: (process.env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
  databaseUri: process.env.DATABASE_URI ?? `file:${path.join(dataDir, 'maisonnee.db')}`,
  payloadSecret: readSecret(),
  smtpUrl: process.env.SMTP_URL,
  mailFrom: process.env.MAIL_FROM ?? 'Maisonnée <bonjour@maisonnee.fr>',
  redisUrl: process.env.REDIS_URL,
  /** Namespace of every Redis key and channel (rate limits, live events): instances sharing one Redis and one database share it. */
  redisPrefix: process.env.REDIS_PREFIX ?? 'maisonnee:',
  /** The French national address API (BAN / Géoplateforme), answering GeoJSON at `/search/`. */
  geocodingUrl: (process.env.GEOCODING_URL ?? 'https://api-adresse.data.gouv.fr').replace(/\/$/, ''),
  geocodingTimeoutMs: Number(process.env.GEOCODING_TIMEOUT_MS ?? 2500),
  /** Stripe Checkout, offered beside the bank transfer when both keys are set. */
  stripeSecretKey: process.env.STRIPE_SECRET_KEY,
  stripeWebhookSecret: process.env.STRIPE_WEBHOOK_SECRET,
  /** Stripe's API origin: only changed to point the SDK at a local fake in tests. */
  stripeApiUrl: process.env.STRIPE_API_URL,
} as const
