/**
 * npm test: the whole suite, as CI runs it. Builds and type-checks the product, then runs
 *   unit (src/domain, pure) -> integration on SQLite -> the same integration suite on PostgreSQL
 *   -> end-to-end (the built app over HTTP and in Chromium).
 * It checks first that what the suite needs is there, and says what to start when it is not.
 * The last line is the total, as 'N passed, N failed'.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { Socket } from 'node:net'
import path from 'node:path'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const POSTGRES = new URL(process.env.TEST_POSTGRES_URI ?? 'postgres://postgres@127.0.0.1:5432/postgres')

function reachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket()
    socket.setTimeout(2000)
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('timeout', () => (socket.destroy(), resolve(false)))
    socket.once('error', () => resolve(false))
    socket.connect(port, host)
  })
}

const missing: string[] = []
if (!existsSync(CHROMIUM)) missing.push(`Chromium is missing at ${CHROMIUM}: run 'apt-get install -y chromium' (or set CHROMIUM_PATH).`)
if (!(await reachable(POSTGRES.hostname, Number(POSTGRES.port || 5432)))) {
  missing.push(
    `PostgreSQL is not reachable at ${POSTGRES.host}: start it ('pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start' on Debian) or set TEST_POSTGRES_URI.`,
  )
}
const REDIS = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379')
if (!(await reachable(REDIS.hostname, Number(REDIS.port || 6379)))) {
  missing.push(
    `Redis is not reachable at ${REDIS.host} (the rate-limit store is tested against it): start it ('redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save ""') or set TEST_REDIS_URL.`,
  )
}
// The backup and restore test runs the README's commands.
for (const [command, debianPackage] of [['sqlite3', 'sqlite3'], ['pg_dump', 'postgresql-client'], ['pg_restore', 'postgresql-client']]) {
  if (spawnSync('sh', ['-c', `command -v ${command}`]).status !== 0) missing.push(`${command} is missing (the backup test runs it): run 'apt-get install -y ${debianPackage}'.`)
}
if (missing.length > 0) {
  console.error(`The test suite cannot run:\n- ${missing.join('\n- ')}`)
  process.exit(1)
}

function run(command: string, args: string[], env: Record<string, string> = {}): number {
  console.log(`\n▶ ${command} ${args.join(' ')} ${Object.entries(env).map(([k, v]) => `${k}=${v}`).join(' ')}`)
  return spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1
}

if (run('npm', ['run', 'build']) !== 0) {
  console.error('The build failed; no test was run.')
  console.log('0 passed, 1 failed')
  process.exit(1)
}

if (run('npm', ['run', 'typecheck']) !== 0) {
  console.error('TypeScript found errors; no test was run.')
  console.log('0 passed, 1 failed')
  process.exit(1)
}

const resultsDir = path.resolve('test-results')
mkdirSync(resultsDir, { recursive: true })
const stages: { name: string; project: string; env: Record<string, string> }[] = [
  { name: 'unit', project: 'unit', env: {} },
  { name: 'int-sqlite', project: 'int', env: { TEST_DB: 'sqlite' } },
  { name: 'int-postgres', project: 'int', env: { TEST_DB: 'postgres' } },
  { name: 'e2e', project: 'e2e', env: {} },
]

let passed = 0
let failed = 0
for (const stage of stages) {
  const output = path.join(resultsDir, `${stage.name}.json`)
  const status = run('npx', ['vitest', 'run', '--project', stage.project, '--reporter=default', '--reporter=json', `--outputFile.json=${output}`], stage.env)
  if (!existsSync(output)) {
    failed += 1
    console.error(`${stage.name}: no results (exit ${status})`)
    continue
  }
  const results = JSON.parse(readFileSync(output, 'utf8')) as { numPassedTests: number; numFailedTests: number; success: boolean }
  passed += results.numPassedTests
  failed += results.numFailedTests + (status !== 0 && results.numFailedTests === 0 ? 1 : 0)
  console.log(`${stage.name}: ${results.numPassedTests} passed, ${results.numFailedTests} failed`)
}

console.log(`${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
