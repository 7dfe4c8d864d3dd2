import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { freePort } from '../../support/app-server.ts'
import { POSTGRES_ADMIN_URI } from '../../support/test-database.ts'
import { haproxyVersion, startHaproxy, type Haproxy } from '../../faults/support/haproxy.ts'
import { appEnv } from './app-process.ts'
import { startProcess, waitFor200, type Started } from './processes.ts'

/**
 * The deployment deploy/ describes, on loopback: HAProxy on deploy/haproxy/haproxy.cfg in front of two copies
 * of server.ts sharing one PostgreSQL database and Redis, HAProxy's X-Forwarded-For believed (TRUST_PROXY=1).
 * Started the same way by the fault suite (tests/faults/run.ts, with its TCP relays in front of PostgreSQL,
 * Redis and SMTP) and by the balanced answers benchmark (tests/load/balanced-answers.ts, direct).
 */

export type InstanceName = 'app1' | 'app2'
export type Instance = { name: InstanceName; port: number; process: Started }

export type Deployment = {
  /** The instances' shared data folder (demo-accounts.txt, the outbox). */
  dataDir: string
  haproxy: Haproxy
  /** The instances as they run now (startInstance replaces an entry). */
  instances: Record<InstanceName, Instance>
  /** Starts (or starts again) one instance on its port, until GET /health/ready answers 200. */
  startInstance: (name: InstanceName) => Promise<Instance>
}

export type DeploymentOptions = {
  root: string
  /** A temp folder of the caller's: the data folder, the logs and HAProxy's socket go there. */
  workDir: string
  haproxyConfig: string
  databaseUri: string
  redisUrl: string
  /** More environment for both instances (SMTP_URL…). */
  env?: Record<string, string>
  /** Node options before server.ts (e.g. --cpu-prof). */
  nodeArgs?: (name: InstanceName) => string[]
  /** Every process started is pushed here (for their last lines when a run stops on an error). */
  started: Started[]
  log: (message: string) => void
}

export const DEFAULT_REDIS_URL = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379')

/** Whether something accepts TCP connections at host:port. */
export function reachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, host)
    socket.setTimeout(2000)
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('timeout', () => (socket.destroy(), resolve(false)))
    socket.once('error', () => resolve(false))
  })
}

/** What the deployment needs and is not there (HAProxy, PostgreSQL, Redis), each with what to do about it. */
export async function missingServices(redis: URL = DEFAULT_REDIS_URL): Promise<string[]> {
  const postgres = new URL(POSTGRES_ADMIN_URI)
  const missing: string[] = []
  if (!haproxyVersion()) missing.push("HAProxy is not installed: run 'apt-get install -y haproxy' (Debian's package, 2.2 or later).")
  if (!(await reachable(postgres.hostname, Number(postgres.port || 5432)))) {
    missing.push(`PostgreSQL is not reachable at ${postgres.host}: start it ('pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start' on Debian) or set TEST_POSTGRES_URI.`)
  }
  if (!(await reachable(redis.hostname, Number(redis.port || 6379)))) {
    missing.push(`Redis is not reachable at ${redis.host}: start it ('redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save ""') or set TEST_REDIS_URL.`)
  }
  return missing
}

/** Exits with a message when the production build is not there. */
export function requireBuild(root: string): void {
  for (const file of ['dist/server/server.js', 'dist/client', '.next/BUILD_ID']) {
    if (!existsSync(path.join(root, file))) {
      console.error(`${file} is missing: run \`npm run build\` first.`)
      process.exit(1)
    }
  }
}

/**
 * Starts app1 (which migrates and seeds the database), then app2, then HAProxy in front of both, and
 * resolves once HAProxy sends traffic to both.
 */
export async function startDeployment(options: DeploymentOptions): Promise<Deployment> {
  const { root, workDir, started, log } = options
  const dataDir = path.join(workDir, 'data')
  const [haproxyPort, port1, port2] = [await freePort(), await freePort(), await freePort()]
  const ports: Record<InstanceName, number> = { app1: port1, app2: port2 }
  const redisPrefix = `maisonnee:deployment:${randomBytes(4).toString('hex')}:`
  // What deploy/maisonnee.env.example describes: one public origin (HAProxy), PostgreSQL and Redis shared.
  const instanceEnv = (name: InstanceName): NodeJS.ProcessEnv => ({
    ...appEnv(dataDir, ports[name], options.databaseUri),
    PUBLIC_URL: `http://127.0.0.1:${haproxyPort}`,
    REDIS_URL: options.redisUrl,
    REDIS_PREFIX: redisPrefix,
    TRUST_PROXY: '1',
    ...options.env,
  })

  let starts = 0
  const instances = {} as Record<InstanceName, Instance>
  const startInstance = async (name: InstanceName): Promise<Instance> => {
    const args = [...(options.nodeArgs?.(name) ?? []), 'server.ts']
    const app = startProcess(name, args, { cwd: root, env: instanceEnv(name), logFile: path.join(workDir, `${name}-${++starts}.log`) })
    started.push(app)
    await waitFor200(`http://127.0.0.1:${ports[name]}/health/ready`, [app], 240_000)
    instances[name] = { name, port: ports[name], process: app }
    return instances[name]
  }

  log('first instance (migrates and seeds the throwaway database)…')
  await startInstance('app1')
  await startInstance('app2')
  const haproxy = await startHaproxy({ root, config: options.haproxyConfig, port: haproxyPort, servers: [`127.0.0.1:${port1}`, `127.0.0.1:${port2}`], workDir })
  started.push(haproxy.process)
  await haproxy.waitUntilUp(['app1', 'app2'])
  log(`HAProxy on ${haproxy.baseUrl} in front of :${port1} and :${port2}`)
  return { dataDir, haproxy, instances, startInstance }
}
