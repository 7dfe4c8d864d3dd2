/**
 * npm run test:faults: the deployment described in deploy/ (HAProxy on deploy/haproxy/haproxy.cfg in front of
 * two copies of server.ts on one PostgreSQL database, Redis and SMTP), under a steady load of answer saves,
 * through six faults in turn:
 *
 *   1. kill -9 of one instance, then its restart;
 *   2. a rolling restart of both, one at a time, as deploy/README.md says (drained in HAProxy, SIGTERM, restarted);
 *   3. Redis refusing connections (15 s), 4. Redis accepting and never answering (30 s);
 *   5. SMTP down (15 s) then back, while visitors sign up (each sign-up sends an activation email);
 *   6. PostgreSQL out of reach for 15 s.
 *
 * Redis, SMTP and PostgreSQL are reached through TCP relays this script controls (tests/support/tcp-relay.ts):
 * the shared PostgreSQL and Redis servers of the machine are never stopped; the database itself is a throwaway
 * one, as the test suite makes them. It asserts: no acknowledged write lost (every 2xx answer is in the
 * database), no failed request during the rolling restart, every login succeeds during the Redis faults, and
 * during the database outage every request that fails is the French 503 (never 401, 403 or 500). It prints the
 * emails asked for against those delivered, and a table of errors and latencies per fault. Exit code 1 when an
 * assertion fails; 0 with a message saying what to install or start when HAProxy, PostgreSQL or Redis is missing.
 *
 *   npm run test:faults         (after `npm run build`; about 6 to 8 minutes on 2 cores)
 *
 * Tunable: FAULTS_CLIENTS (visitors answering at once, 8), FAULTS_RATE (answers a second in all, 16),
 * FAULTS_MAIL_WAIT_S (how long emails may take to arrive once SMTP is back, 60), FAULTS_HAPROXY_CONFIG (another
 * configuration to try, deploy/haproxy/haproxy.cfg by default), TEST_POSTGRES_URI, TEST_REDIS_URL.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { readCredentials } from '../../seed/accounts.ts'
import { startSmtpCapture } from '../support/smtp-capture.ts'
import { startTcpRelay, type TcpRelay } from '../support/tcp-relay.ts'
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts'
import { V1Client } from '../support/v1-client.ts'
import { ANSWER_PATHS, ANSWERS, firstAnswer, nthAnswer, questionIds, type AnswerBody } from '../load/support/answer-load.ts'
import { DEFAULT_REDIS_URL, missingServices, requireBuild, startDeployment } from '../load/support/deployment.ts'
import { killAllNow, stopAll, type Started } from '../load/support/processes.ts'
import { haproxyVersion } from './support/haproxy.ts'
import { closeLoopbackConnections, LoopbackVisitor, type HttpAnswer } from './support/loopback-visitor.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const CLIENTS = Number(process.env.FAULTS_CLIENTS ?? 8)
const RATE = Number(process.env.FAULTS_RATE ?? 16)
const MAIL_WAIT_S = Number(process.env.FAULTS_MAIL_WAIT_S ?? 60)
const HAPROXY_CONFIG = path.resolve(process.env.FAULTS_HAPROXY_CONFIG ?? path.join(root, 'deploy/haproxy/haproxy.cfg'))
const REDIS = DEFAULT_REDIS_URL
const HARD_LIMIT_MS = 25 * 60_000
/** The French 503 of the app (src/server/http/unavailable.ts) and of HAProxy (deploy/haproxy/errors). */
const SERVICE_UNAVAILABLE = 'Service momentanément indisponible, réessayez dans un instant.'

const began = performance.now()
const log = (message: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`)
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// ---------------------------------------------------------------------------------------------
// What must be there first

requireBuild(root)
const missing = await missingServices(REDIS)
if (missing.length > 0) {
  console.log(`test:faults skipped, nothing was run:\n- ${missing.join('\n- ')}`)
  process.exit(0)
}

// ---------------------------------------------------------------------------------------------
// Cleanup: every process, relay, server and the database go, whatever happens.

const tmp = mkdtempSync(path.join(os.tmpdir(), 'maisonnee-faults-'))
let isLoadStopping = false
const cleanups: Array<() => Promise<void>> = []
let cleaning: Promise<void> | undefined
function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    isLoadStopping = true
    await stopAll()
    for (const step of cleanups.reverse()) await step().catch((error: unknown) => console.error('cleanup:', error))
    closeLoopbackConnections()
    rmSync(tmp, { recursive: true, force: true })
  })()
  return cleaning
}
process.on('exit', () => killAllNow())
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void cleanup().finally(() => process.exit(130)))
setTimeout(() => {
  console.error(`Stopped: the run went over ${HARD_LIMIT_MS / 60_000} minutes.`)
  void cleanup().finally(() => process.exit(1))
}, HARD_LIMIT_MS).unref()

// ---------------------------------------------------------------------------------------------
// What the run records

type PhaseName = 'calm' | 'kill -9' | 'rolling restart' | 'Redis refusing' | 'Redis stalling 30 s' | 'SMTP down then back' | 'PostgreSQL cut 15 s' | 'end'
let phase: PhaseName = 'calm'

/**
 * One answer save: its latency counts from the moment it was due (a slow answer delays the visitor's next one);
 * its phase is the fault under way when it was sent or, sent before, when it ended (in flight at a kill -9).
 */
type Save = { phase: PhaseName; latencyMs: number; status: number | null; isFromApp?: boolean; error?: string; text: string; sent: AnswerBody; acked?: { projectId: string; questionId: string; value: string } }
/** One probe request made during a fault (a login, a sign-up, a page or an authenticated read). */
type Probe = { phase: PhaseName; kind: 'login' | 'sign-up' | 'page' | '/v1 profile' | '/api me'; status: number | null; isFromApp?: boolean; error?: string; text: string; email?: string }

const saves: Save[] = []
const probes: Probe[] = []
const phaseTimes = new Map<PhaseName, { startedAt: number; endedAt: number; notes: string[] }>()

const isOk = (status: number | null) => status !== null && status >= 200 && status < 300
const isFrench503 = (entry: { status: number | null; text: string }) => entry.status === 503 && entry.text.includes(SERVICE_UNAVAILABLE)

async function probe(kind: Probe['kind'], send: () => Promise<HttpAnswer>, email?: string): Promise<Probe> {
  const at = phase
  try {
    const answer = await send()
    const entry = { phase: at, kind, status: answer.status, isFromApp: answer.isFromApp, text: answer.text, email }
    probes.push(entry)
    return entry
  } catch (error) {
    const entry = { phase: at, kind, status: null, error: error instanceof Error ? error.message : String(error), text: '', email }
    probes.push(entry)
    return entry
  }
}

/** Runs `step` every `intervalMs` (each run awaited before the next) until `durationMs` has passed. */
async function every(intervalMs: number, durationMs: number, step: () => Promise<unknown>): Promise<void> {
  const until = performance.now() + durationMs
  while (performance.now() < until) {
    const next = performance.now() + intervalMs
    await step()
    await pause(Math.max(0, next - performance.now()))
  }
}

async function inPhase(name: PhaseName, notes: string[], body: () => Promise<void>): Promise<void> {
  log(`— ${name}`)
  phase = name
  const startedAt = performance.now()
  await body()
  phaseTimes.set(name, { startedAt, endedAt: performance.now(), notes })
  phase = 'calm'
}

// ---------------------------------------------------------------------------------------------
// The deployment

/** Every process started, for their last lines when the run stops on an error. */
const started: Started[] = []

async function main(): Promise<void> {
  log(`temp folder ${tmp}; ${haproxyVersion()} on ${path.relative(root, HAPROXY_CONFIG)}`)
  const database: TestDatabase = await createTestDatabase(tmp, 'postgres')
  cleanups.push(() => database.drop())
  const direct = new URL(database.uri)
  const pgRelay = await startTcpRelay({ host: direct.hostname, port: Number(direct.port || 5432) })
  const redisRelay = await startTcpRelay({ host: REDIS.hostname, port: Number(REDIS.port || 6379) })
  const smtp = await startSmtpCapture()
  const smtpRelay = await startTcpRelay({ host: '127.0.0.1', port: Number(new URL(smtp.url).port) })
  cleanups.push(() => smtp.stop(), ...[pgRelay, redisRelay, smtpRelay].map((relay) => () => relay.close()))

  const relayed = (url: URL, relay: TcpRelay) => {
    const copy = new URL(url)
    copy.host = `127.0.0.1:${relay.port}`
    return copy.toString()
  }
  // What deploy/maisonnee.env.example describes, through the relays: SMTP too.
  const deployment = await startDeployment({
    root,
    workDir: tmp,
    haproxyConfig: HAPROXY_CONFIG,
    databaseUri: relayed(direct, pgRelay),
    redisUrl: relayed(REDIS, redisRelay),
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtpRelay.port}`,
      // The queue's first retry after 5 s rather than a minute, so that the run sees every email through in minutes.
      EMAIL_RETRY_BASE_MS: '5000',
    },
    started,
    log,
  })
  const { dataDir, haproxy, instances, startInstance } = deployment

  const customer = readCredentials(dataDir)?.find((account) => account.role === 'customer')
  if (!customer) throw new Error(`no demo customer in ${dataDir}/demo-accounts.txt`)
  const login = () => new LoopbackVisitor(haproxy.baseUrl).post('/v1/user/login', { user_email: customer.email, user_password: customer.password }, { timeoutMs: 15_000 })
  const signedIn = await login()
  const token = (signedIn.json as { payload?: { access_token?: string } } | undefined)?.payload?.access_token
  if (!token) throw new Error(`the demo customer cannot log in: ${signedIn.status} ${signedIn.text}`)
  const idOf = await questionIds(new V1Client(haproxy.baseUrl))
  for (const key of ['property-type', ...ANSWERS.map(([answered]) => answered)] as const) idOf(key)

  // -------------------------------------------------------------------------------------------
  // The load: CLIENTS visitors, each answering at RATE / CLIENTS a second. A visitor answers the first
  // question (the project is created) then each of ANSWERS once, and starts again as a new visitor from a
  // new address: every (project, question) is written once, so every acknowledged save can be found.

  const answerOnce = async (visitor: LoopbackVisitor, body: AnswerBody, dueAt: number): Promise<Save> => {
    const at = phase
    try {
      const answer = await visitor.post(body.project_id === undefined ? ANSWER_PATHS.first : ANSWER_PATHS.next, body)
      const response = (answer.json as { payload?: { response?: { fk_response_project: string; fk_response_quizztion: string; response_value: string } } } | undefined)?.payload?.response
      const acked = isOk(answer.status) && response ? { projectId: response.fk_response_project, questionId: response.fk_response_quizztion, value: response.response_value } : undefined
      return { phase: at === 'calm' ? phase : at, latencyMs: performance.now() - dueAt, status: answer.status, isFromApp: answer.isFromApp, text: answer.text, sent: body, acked }
    } catch (error) {
      return { phase: at === 'calm' ? phase : at, latencyMs: performance.now() - dueAt, status: null, error: error instanceof Error ? error.message : String(error), text: '', sent: body }
    }
  }
  const periodMs = (CLIENTS / RATE) * 1000
  const loadStartedAt = performance.now()
  const load = Promise.all(
    Array.from({ length: CLIENTS }, async (_, index) => {
      let dueAt = loadStartedAt + (index / CLIENTS) * periodMs
      let visitor = new LoopbackVisitor(haproxy.baseUrl)
      let projectId: string | null = null
      let answered = 0
      while (!isLoadStopping) {
        await pause(Math.max(0, dueAt - performance.now()))
        const save = await answerOnce(visitor, projectId === null ? firstAnswer(idOf) : nthAnswer(idOf, projectId, answered), dueAt)
        saves.push(save)
        if (projectId === null) {
          if (save.acked) projectId = save.acked.projectId
        } else if (++answered === ANSWERS.length) {
          visitor = new LoopbackVisitor(haproxy.baseUrl)
          projectId = null
          answered = 0
        }
        dueAt += periodMs
      }
    }),
  )
  log(`load: ${CLIENTS} visitors, ${RATE} answer saves a second in all, through HAProxy`)

  await pause(10_000)

  await inPhase('kill -9', ['app1 killed with SIGKILL, restarted 2 s later'], async () => {
    // The whole process group, as a crash or the kernel's OOM killer would; stop() then only waits for the exit.
    process.kill(-instances.app1.process.pid, 'SIGKILL')
    await instances.app1.process.stop()
    await pause(2000)
    await startInstance('app1')
    await haproxy.waitUntilUp(['app1', 'app2'])
    await pause(3000)
  })

  const rollingNotes: string[] = []
  await inPhase('rolling restart', rollingNotes, async () => {
    for (const name of ['app1', 'app2'] as const) {
      // deploy/README.md's procedure: drained in HAProxy, the requests under way finish, then SIGTERM.
      await haproxy.command(`set server app/${name} state drain`)
      await pause(2000)
      const stopping = instances[name].process
      await stopping.stop()
      rollingNotes.push(`${name} SIGTERM → exit ${stopping.child.exitCode ?? stopping.child.signalCode}`)
      await startInstance(name)
      await haproxy.command(`set server app/${name} state ready`)
      await haproxy.waitUntilUp(['app1', 'app2'])
    }
    await pause(2000)
  })

  const loginProbe = () => probe('login', login)
  await inPhase('Redis refusing', ['15 s refused, then 7 s back (REDIS_RETRY_MS 5 s)'], async () => {
    await redisRelay.refuse()
    await every(500, 15_000, loginProbe)
    await redisRelay.restore()
    await every(500, 7000, loginProbe)
  })

  await inPhase('Redis stalling 30 s', ['accepts, never answers, 30 s; then 7 s back'], async () => {
    redisRelay.stall()
    await every(500, 30_000, loginProbe)
    await redisRelay.restore()
    await every(500, 7000, loginProbe)
  })

  const signUp = () => {
    const email = `faults-${randomBytes(5).toString('hex')}@exemple.fr`
    const form = new URLSearchParams({ user_email: email, user_firstname: 'Panne', user_lastname: 'Test', accept_terms: '1' })
    return probe('sign-up', () => new LoopbackVisitor(haproxy.baseUrl).post('/v1/user/register', form, { timeoutMs: 15_000 }), email)
  }
  await inPhase('SMTP down then back', ['sign-ups every 500 ms: 3 s before, 15 s down, 5 s after'], async () => {
    await every(500, 3000, signUp)
    await smtpRelay.refuse()
    await every(500, 15_000, signUp)
    await smtpRelay.restore()
    await every(500, 5000, signUp)
  })

  const outageProbes = () =>
    Promise.all([
      probe('page', () => new LoopbackVisitor(haproxy.baseUrl).get('/home')),
      probe('/v1 profile', () => new LoopbackVisitor(haproxy.baseUrl).get('/v1/user/profile', { headers: { Authorization: `Bearer ${token}` } })),
      probe('/api me', () => new LoopbackVisitor(haproxy.baseUrl).get('/api/users/me', { headers: { Authorization: `JWT ${token}` } })),
    ])
  const outageNotes = ['the relay in front of the shared server closed 15 s (the server itself, shared, is not restarted)']
  await inPhase('PostgreSQL cut 15 s', outageNotes, async () => {
    await pgRelay.refuse()
    await every(500, 15_000, outageProbes)
    await pgRelay.restore()
    const backAt = performance.now()
    await haproxy.waitUntilUp(['app1', 'app2'])
    outageNotes.push(`both instances back in HAProxy ${((performance.now() - backAt) / 1000).toFixed(1)} s after`)
    await every(500, 5000, outageProbes)
  })

  isLoadStopping = true
  await load
  phase = 'end'
  log('load stopped')

  // -------------------------------------------------------------------------------------------
  // Emails: each acknowledged sign-up asks for one (the activation link); wait for them once SMTP is back.
  const signUps = probes.filter((entry) => entry.kind === 'sign-up' && isOk(entry.status) && entry.email)
  const asked = signUps.map((entry) => (entry.email as string).toLowerCase())
  const delivered = () => new Set(smtp.mails.flatMap((mail) => mail.to).filter((to) => asked.includes(to)))
  const mailDeadline = performance.now() + MAIL_WAIT_S * 1000
  while (delivered().size < asked.length && performance.now() < mailDeadline) await pause(1000)
  const deliveredCount = delivered().size

  // -------------------------------------------------------------------------------------------
  // Every acknowledged save must be in the database (read directly, not through the app).
  const client = new pg.Client({ connectionString: database.uri })
  await client.connect()
  const stored = new Map<string, string | null>()
  let accountsCreated = 0
  try {
    const rows = await client.query<{ project_id: number; question_id: number; value: string | null }>(`SELECT project_id, question_id, value FROM responses WHERE coalesce(part, '') = ''`)
    for (const row of rows.rows) stored.set(`${row.project_id}|${row.question_id}`, row.value)
    const accounts = await client.query<{ count: string }>('SELECT count(*) FROM users WHERE lower(email) = ANY($1)', [asked])
    accountsCreated = Number(accounts.rows[0]?.count ?? 0)
  } finally {
    await client.end()
  }
  const lost = saves.filter((save) => save.acked && stored.get(`${save.acked.projectId}|${save.acked.questionId}`) !== save.acked.value)
  // Saves the visitor saw fail that the database holds all the same (committed, then the answer was lost): allowed.
  const failedButStored = saves.filter((save) => !save.acked && save.sent.project_id !== undefined && stored.has(`${save.sent.project_id}|${save.sent.fk_response_quizztion}`))

  report({ lost: lost.length, lostExamples: lost.slice(0, 3), failedButStored: failedButStored.length, signUps: asked.length, delivered: deliveredCount, accountsCreated })
}

// ---------------------------------------------------------------------------------------------
// Report

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number
}

const failures: string[] = []

type Outcome = { lost: number; lostExamples: Save[]; failedButStored: number; signUps: number; delivered: number; accountsCreated: number }

function report({ lost, lostExamples, failedButStored, signUps, delivered, accountsCreated }: Outcome): void {
  const ms = (value: number) => (Number.isNaN(value) ? '–' : `${value.toFixed(0)} ms`)
  /** The failed ones by status and by who answered ('3 × 503 HAProxy, 1 × 503 app, 1 × network error'). */
  const describe = (entries: Array<{ status: number | null; isFromApp?: boolean }>) => {
    const counts = new Map<string, number>()
    for (const { status, isFromApp } of entries.filter((entry) => !isOk(entry.status))) {
      const what = status === null ? 'network error' : `${status} ${isFromApp ? 'app' : 'HAProxy'}`
      counts.set(what, (counts.get(what) ?? 0) + 1)
    }
    return [...counts].map(([what, count]) => `${count} × ${what}`).join(', ')
  }
  const lines = [
    `# Faults under load (${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(1)})`,
    '',
    `HAProxy (deploy/haproxy/haproxy.cfg) in front of 2 instances of server.ts on PostgreSQL, Redis and SMTP through relays; ${CLIENTS} visitors saving ${RATE} answers a second in all. Latency from the moment a save was due.`,
    '',
    '| fault | how | duration | answer saves | failed | failures | p50 | p99 | other requests |',
    '|---|---|---|---|---|---|---|---|---|',
  ]
  const order: PhaseName[] = ['calm', 'kill -9', 'rolling restart', 'Redis refusing', 'Redis stalling 30 s', 'SMTP down then back', 'PostgreSQL cut 15 s']
  for (const name of order) {
    const phaseSaves = saves.filter((save) => save.phase === name)
    const phaseProbes = probes.filter((entry) => entry.phase === name)
    const latencies = phaseSaves.map((save) => save.latencyMs).sort((a, b) => a - b)
    const failed = phaseSaves.filter((save) => !isOk(save.status))
    const byKind = [...new Set(phaseProbes.map((entry) => entry.kind))].map((kind) => {
      const ofKind = phaseProbes.filter((entry) => entry.kind === kind)
      const bad = describe(ofKind)
      return `${kind} ${ofKind.filter((entry) => isOk(entry.status)).length}/${ofKind.length} ok${bad ? ` (${bad})` : ''}`
    })
    const times = phaseTimes.get(name)
    const duration = times ? `${((times.endedAt - times.startedAt) / 1000).toFixed(0)} s` : '–'
    lines.push(
      `| ${name === 'calm' ? 'none (before and between faults)' : name} | ${times?.notes.join('; ') || '–'} | ${duration} | ${phaseSaves.length} | ${failed.length} | ${describe(failed) || '–'} | ${ms(percentile(latencies, 50))} | ${ms(percentile(latencies, 99))} | ${byKind.join('; ') || '–'} |`,
    )
  }
  const acked = saves.filter((save) => save.acked).length
  lines.push('')
  lines.push(`Acknowledged saves: ${acked}; found in the database: ${acked - lost}; **lost: ${lost}** (and ${failedButStored} saves the visitor saw fail are in the database all the same).`)
  lines.push(`Emails: ${signUps} sign-ups acknowledged during the SMTP phase, ${accountsCreated} accounts created, **${delivered} activation emails delivered, ${signUps - delivered} lost** (waited up to ${MAIL_WAIT_S} s after SMTP came back).`)
  console.log(`\n${lines.join('\n')}\n`)

  if (lost > 0) failures.push(`${lost} acknowledged saves are not in the database, e.g. ${JSON.stringify(lostExamples.map((save) => save.acked))}`)
  const rolling = saves.filter((save) => save.phase === 'rolling restart' && !isOk(save.status))
  if (rolling.length > 0) failures.push(`${rolling.length} answer saves failed during the rolling restart: ${describe(rolling)}`)
  const redisLogins = probes.filter((entry) => entry.kind === 'login' && entry.phase.startsWith('Redis'))
  const failedLogins = redisLogins.filter((entry) => !isOk(entry.status))
  if (redisLogins.length === 0 || failedLogins.length > 0) failures.push(`${failedLogins.length} of ${redisLogins.length} logins failed during the Redis faults: ${describe(failedLogins)}`)
  const outage = [...saves, ...probes].filter((entry) => entry.phase === 'PostgreSQL cut 15 s' && !isOk(entry.status))
  const notFrench503 = outage.filter((entry) => !isFrench503(entry))
  if (notFrench503.length > 0) failures.push(`${notFrench503.length} requests failed otherwise than with the French 503 during the database outage: ${describe(notFrench503)}; e.g. ${notFrench503.slice(0, 3).map((entry) => entry.text.slice(0, 120) || entry.error).join(' | ')}`)
  if (outage.length === 0) failures.push('no request failed during the database outage: the outage did not happen')
  // Emails go through the durable queue (src/platform/mail/email-queue.ts): none may be lost to an SMTP outage.
  if (delivered < signUps) failures.push(`${signUps - delivered} activation emails lost`)
}

try {
  await main()
} catch (error) {
  console.error(error)
  for (const p of started) console.error(`--- ${p.name} (last output)\n${p.output().slice(-3000)}`)
  failures.push(`the run stopped: ${error instanceof Error ? error.message : String(error)}`)
} finally {
  await cleanup()
  log(`done in ${((performance.now() - began) / 1000).toFixed(0)} s`)
}
if (failures.length > 0) {
  console.log(`test:faults FAILED:\n- ${failures.join('\n- ')}`)
  process.exit(1)
}
console.log('test:faults passed: no acknowledged save lost, no failed request in the rolling restart, every login during the Redis faults, only French 503s during the database outage.')
process.exit(0)
