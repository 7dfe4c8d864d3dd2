import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { copyTestDatabase, createTestDatabase, requestedKind, templateNamedIn, type DatabaseKind, type DatabaseTemplate, type TestDatabase } from './test-database.ts'
import { selfSignedP12 } from '../../src/platform/signing/certificate.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export type AppServer = {
  baseUrl: string
  dataDir: string
  /** The app's process id (for memory readings under /proc). */
  pid: number
  /** What another instance needs to join this one (same database, files and secret). */
  shared: SharedState
  /** The app's database: given to a later startAppServer (`reuse`) to start again on the same data. */
  database: TestDatabase
  /** Sends a signal to the app's process, if it still runs. */
  signal: (name: NodeJS.Signals) => void
  /** The app's exit code once it has exited (null if a signal ended it). */
  exited: Promise<number | null>
  /** What the app has written so far on its stdout and stderr (its log lines). */
  output: () => string
  /** Stops the app (SIGTERM) if it still runs, then removes its database and data folder (unless it joined another's). */
  stop: () => Promise<void>
}

export type SharedState = { dataDir: string; databaseUri: string; payloadSecret: string; publicUrl: string }

export type AppServerOptions = {
  /** Forces the database kind for this server, whatever TEST_DB says. */
  database?: DatabaseKind
  /**
   * Another running instance to join: the same database (already migrated and seeded, so no seeding),
   * the same data folder (uploads), secret (sessions work on both) and public origin (PUBLIC_URL, the one
   * origin browsers see behind a load balancer: here the first instance's address, which CSRF checks
   * expect as the Origin). The first instance owns them: stopping this one leaves them in place.
   */
  join?: SharedState
  /** The data folder and database of an app that has ended: this one starts again on them (a restart). */
  reuse?: Pick<AppServer, 'dataDir' | 'database'>
  /** The host name of PUBLIC_URL, on the app's port, when not its loopback address (e.g. 'localhost'). */
  publicHost?: string
  /**
   * Seed this server itself, even where the run has a seeded template (a test of the first start, of what
   * seeding logs, or of seeding into another storage).
   */
  freshSeed?: boolean
}

/**
 * A seeded data folder and database that later servers of this run start from, as copies, instead of
 * seeding again (seeding generates 90 photos: 20–60 s a server). The e2e global setup makes one per run
 * (prepareSeededTemplate) and names it in SEEDED_TEMPLATE; only SQLite and PostgreSQL have one (jongodb cannot
 * copy a database). The copies keep the template's secret: what seeding signed with it stays valid.
 */
export type SeededTemplate = DatabaseTemplate & { payloadSecret: string }

const SEEDED_TEMPLATE = 'SEEDED_TEMPLATE'

const seededTemplate = (kind: DatabaseKind): SeededTemplate | undefined => templateNamedIn<SeededTemplate>(SEEDED_TEMPLATE, kind)

/** Seeds a throwaway app once, stops it, and names its data in SEEDED_TEMPLATE for the servers started after. */
export async function prepareSeededTemplate(extraEnv: Record<string, string> = {}): Promise<{ remove: () => Promise<void> }> {
  const kind = requestedKind()
  if (kind === 'mongo') return { remove: async () => {} }
  const app = await startAppServer(extraEnv, { freshSeed: true })
  app.signal('SIGTERM')
  const code = await app.exited
  if (code !== 0) throw new Error(`The template app did not stop cleanly (exit ${code}):\n${app.output()}`)
  const template: SeededTemplate = { kind, dataDir: app.dataDir, databaseUri: app.shared.databaseUri, payloadSecret: app.shared.payloadSecret }
  process.env[SEEDED_TEMPLATE] = JSON.stringify(template)
  return {
    async remove() {
      delete process.env[SEEDED_TEMPLATE]
      await app.stop()
    },
  }
}

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.unref()
    probe.on('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app exited with code ${child.exitCode}:\n${output()}`)
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // NOTE: connection refused while the server boots; try again shortly.
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`The app did not answer ${url} within ${timeoutMs} ms:\n${output()}`)
}

/**
 * Starts the built product exactly as `npm start` does (server.ts, one process) on a free port,
 * with its own data folder and throwaway database; the first start seeds the demo content. With `join`,
 * a second instance of the same deployment (as behind a load balancer); with `reuse`, a restart.
 */
export async function startAppServer(
  extraEnv: Record<string, string> = {},
  { database: kind = requestedKind(), join, reuse, publicHost, freshSeed }: AppServerOptions = {},
): Promise<AppServer> {
  const seedsItself = extraEnv.APP_ENV === 'production' && extraEnv.SEED_DEMO !== '1'
  const template = join || reuse || freshSeed || seedsItself ? undefined : seededTemplate(kind)
  const dataDir = join?.dataDir ?? reuse?.dataDir ?? mkdtempSync(path.join(tmpdir(), 'maisonnee-app-'))
  if (template) cpSync(template.dataDir, dataDir, { recursive: true })
  const database: TestDatabase = join
    ? { uri: join.databaseUri, drop: async () => {} }
    : (reuse?.database ?? (template ? await copyTestDatabase(template, dataDir) : await createTestDatabase(dataDir, kind)))
  const payloadSecret = join?.payloadSecret ?? template?.payloadSecret ?? randomBytes(24).toString('hex')
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const publicUrl = join?.publicUrl ?? (publicHost ? `http://${publicHost}:${port}` : baseUrl)
  let log = ''
  // Production requires the certificate that signs contracts: a throwaway one, as an operator would give it.
  const signingCertificate =
    extraEnv.APP_ENV === 'production' && !extraEnv.SIGNING_P12_PATH
      ? { SIGNING_P12: Buffer.from(selfSignedP12({ commonName: 'Maisonnée test', passphrase: payloadSecret })).toString('base64'), SIGNING_P12_PASSPHRASE: payloadSecret }
      : {}
  const child = spawn(process.execPath, ['server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      APP_ENV: 'test',
      PORT: String(port),
      PUBLIC_URL: publicUrl,
      DATA_DIR: dataDir,
      DATABASE_URI: database.uri,
      PAYLOAD_SECRET: payloadSecret,
      ...signingCertificate,
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk) => (log += chunk))
  child.stderr?.on('data', (chunk) => (log += chunk))
  await waitUntilUp(`${baseUrl}/home`, child, () => log, 240_000)
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return {
    baseUrl,
    dataDir,
    pid: child.pid!,
    shared: { dataDir, databaseUri: database.uri, payloadSecret, publicUrl },
    database,
    exited,
    output: () => log,
    signal(name) {
      if (child.exitCode === null && child.signalCode === null) child.kill(name)
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
      if (join) return
      await database.drop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
