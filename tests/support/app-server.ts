import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './test-database.ts'
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
export async function startAppServer(extraEnv: Record<string, string> = {}, { database: kind, join, reuse, publicHost }: AppServerOptions = {}): Promise<AppServer> {
  const dataDir = join?.dataDir ?? reuse?.dataDir ?? mkdtempSync(path.join(tmpdir(), 'maisonnee-app-'))
  const database: TestDatabase = join ? { uri: join.databaseUri, drop: async () => {} } : (reuse?.database ?? (await createTestDatabase(dataDir, kind)))
  const payloadSecret = join?.payloadSecret ?? randomBytes(24).toString('hex')
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
