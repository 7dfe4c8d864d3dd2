/**
 * `npm run bench`: the performance budgets of issues #10 and #24, measured on the production build over loopback,
 * each figure printed against its budget, and the same figures on SQLite, PostgreSQL and MongoDB side by
 * side (issue #20), written to tests/load/results/bench.md (and bench.json).
 *
 * 1. /v1 answer submission: runs the answers benchmark (answers.ts, its own server and database) on SQLite,
 *    PostgreSQL (if 127.0.0.1:5432, or TEST_POSTGRES_URI, answers; else skipped and said so) and MongoDB
 *    (a jongodb server of its own), and reads their figures; then, with PostgreSQL, balanced-answers.ts: the
 *    same answers through HAProxy to two instances on PostgreSQL and Redis (BENCH_BALANCED_DURATION s, 30).
 * 2. A seeded data folder (first start of server.ts), stopped, then filled by direct SQL inserts
 *    (support/bulk-data.ts) with 10,000 projects of 1,000 customers and 200,000 answers; server.ts again
 *    on that folder:
 *    - SSR: GET /home and GET /web-questionnaire/-1 with autocannon (LOAD_CONNECTIONS, 10);
 *    - GET /v1/project/list/all as staff (every project: the 10,000 case) and as the demo customer, one
 *      request at a time (the latency one user sees, no queueing), p50/p95/p99 and CPU ms per request.
 * 3. The same list served by support/floor-server.ts (bare node:http + node:sqlite, same SQL work) on the
 *    same file: the physical floor, and the app's cost over it.
 * 4. The same list on PostgreSQL (a throwaway database, the same history inserted by SQL with `pg`) and on
 *    MongoDB (a jongodb server, DATABASE_URI mongodb://…/maisonnee-bench, the same history inserted with the
 *    `mongodb` driver as the documents Payload's adapter writes): seeded by server.ts, filled while it is
 *    stopped, started again, the list measured the same way.
 *
 *   npm run bench          (after `npm run build`; about 8 minutes)
 *
 * Tunable: LOAD_DURATION (s per benchmark, answers phases included, 8), LOAD_WARMUP (s, 2), LOAD_CONNECTIONS
 * (10), BENCH_SKIP_ANSWERS=1, BENCH_DATABASES (sqlite,postgres,mongo: the databases of the answers and the
 * list; the budgets and the floor need sqlite).
 */
import autocannon, { type Result } from 'autocannon'
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { readCredentials } from '../../seed/accounts.ts'
import { freePort } from '../support/app-server.ts'
import { startMongoServer } from '../support/mongo-server.ts'
import { createTestDatabase, POSTGRES_ADMIN_URI } from '../support/test-database.ts'
import { insertBulkData, insertBulkDataMongo, insertBulkDataPostgres, type BulkCounts, type BulkResult } from './support/bulk-data.ts'
import { startApp } from './support/app-process.ts'
import { cpuSecondsOf, killAllNow, startProcess, stopAll, type Started } from './support/processes.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const resultsDir = path.join(root, 'tests/load/results')
const DURATION_S = Number(process.env.LOAD_DURATION ?? 8)
const WARMUP_S = Number(process.env.LOAD_WARMUP ?? 2)
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 10)
const HARD_LIMIT_MS = 18 * 60_000
type Database = 'sqlite' | 'postgres' | 'mongo'
const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres,mongo').split(',').filter((name): name is Database => name === 'sqlite' || name === 'postgres' || name === 'mongo')
const LABELS: Record<Database, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL', mongo: 'MongoDB (jongodb)' }
const BULK = { customers: 1_000, projects: 10_000, responsesPerProject: 20 }
/**
 * On jongodb, fewer answers per project: it inserts a few hundred answer documents a second once the
 * collection holds tens of thousands (200,000 would take over ten minutes). The list reads no answer; the
 * users and projects are the same as on SQL. BENCH_MONGO_ANSWERS (per project, 2) changes it.
 */
const BULK_MONGO = { ...BULK, responsesPerProject: Number(process.env.BENCH_MONGO_ANSWERS ?? 2) }
/**
 * The budgets of issue #24 (answers at 300/s, CPU per answer, the list against its floor, SSR /home and its
 * HTML), with issue #10's list p95 kept beside them.
 */
const BUDGETS = { answersP99Ms: 50, answersRate: 300, answerCpuMs: 2.5, listP95Ms: 50, listFloorRatio: 5, homeRps: 1_500, homeHtmlGzipKb: 25 }
/** The capacity target of issue #25: two instances on PostgreSQL behind HAProxy, 200 answers a second. */
const BALANCED_RATE = 200
const began = performance.now()
const loadAtStart = os.loadavg()[0] ?? Number.NaN

for (const file of ['dist/server/server.js', 'dist/client', '.next/BUILD_ID']) {
  if (!existsSync(path.join(root, file))) {
    console.error(`${file} is missing: run \`npm run build\` first.`)
    process.exit(1)
  }
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'maisonnee-bench-'))
let cleaning: Promise<void> | undefined
/** The jongodb server of the MongoDB list while it runs (not a startProcess child: stopped here on an early exit). */
let stopMongo: (() => Promise<void>) | undefined
const cleanup = () => (cleaning ??= Promise.all([stopAll(), stopMongo?.()]).then(() => {}).finally(() => rmSync(tmp, { recursive: true, force: true })))
process.on('exit', () => {
  killAllNow()
  rmSync(tmp, { recursive: true, force: true })
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void cleanup().finally(() => process.exit(130)))
setTimeout(() => {
  console.error(`Stopped: the benchmark ran over ${HARD_LIMIT_MS / 60_000} minutes.`)
  void cleanup().finally(() => process.exit(1))
}, HARD_LIMIT_MS).unref()

const log = (message: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`)

// ---------------------------------------------------------------------------------------------
// Measures

type Throughput = { rps: number; p50: number; p99: number; errors: number; cpuMsPerRequest: number; htmlKb: number; htmlGzipKb: number }

/** autocannon on one URL: warm-up, then DURATION_S measured; CPU of the server's process tree per request. */
async function throughput(url: string, server: Started): Promise<Throughput> {
  const page = await fetch(url)
  const html = await page.text()
  if (page.status !== 200) throw new Error(`${url} answered ${page.status}`)
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_S })
  const cpuBefore = cpuSecondsOf([server])
  const result: Result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S })
  const cpu = cpuSecondsOf([server]) - cpuBefore
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuMsPerRequest: (cpu * 1000) / Math.max(1, result['2xx']),
    htmlKb: Buffer.byteLength(html) / 1024,
    htmlGzipKb: gzipSync(html).length / 1024,
  }
}

type Latency = { requests: number; errors: number; p50: number; p95: number; p99: number; max: number; cpuMsPerRequest: number; bytes: number }

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN

/** One request at a time for WARMUP_S then DURATION_S: the time one user waits, without queueing. */
async function sequentialLatency(url: string, headers: Record<string, string>, server: Started): Promise<Latency> {
  const once = async () => {
    const response = await fetch(url, { headers })
    const body = await response.text()
    return { ok: response.status === 200 && body.startsWith('{"s":1'), bytes: body.length }
  }
  const warmUntil = performance.now() + WARMUP_S * 1000
  while (performance.now() < warmUntil) await once()
  const latencies: number[] = []
  let errors = 0
  let bytes = 0
  const cpuBefore = cpuSecondsOf([server])
  const stopAt = performance.now() + DURATION_S * 1000
  while (performance.now() < stopAt) {
    const sent = performance.now()
    const result = await once()
    latencies.push(performance.now() - sent)
    if (!result.ok) errors++
    bytes = result.bytes
  }
  const cpu = cpuSecondsOf([server]) - cpuBefore
  latencies.sort((a, b) => a - b)
  return {
    requests: latencies.length,
    errors,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
    cpuMsPerRequest: (cpu * 1000) / latencies.length,
    bytes,
  }
}

async function login(baseUrl: string, email: string, password: string): Promise<{ token: string; id: string }> {
  const response = await fetch(`${baseUrl}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) })
  if (!response.ok) throw new Error(`login of ${email}: ${response.status} ${await response.text()}`)
  const body = (await response.json()) as { token: string; user: { id: number | string } }
  return { token: body.token, id: String(body.user.id) }
}

type AnswersFigures = {
  rate: number
  paced: { requests: number; errors: number; p50: number; p99: number; cpuMsPerAnswer: number }
  saturation: { throughput: number; cpuMsPerAnswer: number }
}

/** What was measured on one database, or why not. */
type Outcome<T> = { ok: true; value: T } | { ok: false; why: string }

const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]?.slice(0, 160) ?? ''

/** Whether something listens at PostgreSQL's address (TEST_POSTGRES_URI, or 127.0.0.1:5432). */
function postgresReachable(): Promise<boolean> {
  const uri = new URL(POSTGRES_ADMIN_URI)
  return new Promise((resolve) => {
    const socket = connect({ host: uri.hostname, port: Number(uri.port || 5432), timeout: 1000 })
    const done = (up: boolean) => {
      socket.destroy()
      resolve(up)
    }
    socket.once('connect', () => done(true))
    socket.once('timeout', () => done(false))
    socket.once('error', () => done(false))
  })
}

const ANSWERS_FILES: Record<Database, string> = { sqlite: 'answers.json', postgres: 'answers-postgres.json', mongo: 'answers-mongo.json' }

async function runAnswersBench(database: Database): Promise<AnswersFigures> {
  log(`answers on ${LABELS[database]}: node tests/load/answers.ts (its own server and database)…`)
  const env: NodeJS.ProcessEnv = { ...process.env, LOAD_RATE: String(BUDGETS.answersRate), LOAD_DURATION: String(DURATION_S), LOAD_WARMUP: String(WARMUP_S), DATABASE: database }
  if (database === 'sqlite') delete env.DATABASE
  const child = spawn(process.execPath, ['tests/load/answers.ts'], { cwd: root, stdio: 'inherit', env })
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  if (code !== 0) throw new Error(`answers.ts exited with ${code}`)
  return JSON.parse(readFileSync(path.join(resultsDir, ANSWERS_FILES[database]), 'utf8')) as AnswersFigures
}

type BalancedFigures = {
  rate: number
  durationS: number
  paced: { answers: number; errors: number; answersPerSecond: number; p50: number; p99: number; cpuMsPerAnswer: { app1: number; app2: number; postgres: number; haproxy: number; total: number } }
  saturation: { answersPerSecond: number; cpuMsPerAnswer: { total: number } }
}

/** balanced-answers.ts: HAProxy in front of two instances on PostgreSQL (its own deployment, like test:faults). */
async function runBalancedBench(): Promise<BalancedFigures> {
  log('answers through HAProxy to two instances on PostgreSQL: node tests/load/balanced-answers.ts…')
  const startedAt = Date.now()
  const env: NodeJS.ProcessEnv = { ...process.env, LOAD_RATE: String(BALANCED_RATE), LOAD_DURATION: process.env.BENCH_BALANCED_DURATION ?? '30' }
  const child = spawn(process.execPath, ['tests/load/balanced-answers.ts'], { cwd: root, stdio: 'inherit', env })
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  if (code !== 0) throw new Error(`balanced-answers.ts exited with ${code}`)
  const figures = JSON.parse(readFileSync(path.join(resultsDir, 'balanced-answers.json'), 'utf8')) as BalancedFigures & { date: string }
  // NOTE: it exits 0 without measuring when HAProxy or Redis is missing; the file is then an older run's.
  if (Date.parse(figures.date) < startedAt) throw new Error('skipped (HAProxy or Redis missing: see its output)')
  return figures
}

// ---------------------------------------------------------------------------------------------

type ListFigures = { bulk: BulkResult; listStaff: Latency; listCustomer: Latency }

type Figures = {
  /** Per database: the answers benchmark's figures, or why there are none (absent: not asked for). */
  answersBy: Partial<Record<Database, Outcome<AnswersFigures>>>
  /** Two instances behind HAProxy on PostgreSQL (balanced-answers.ts), or why not (absent: not asked for). */
  balanced?: Outcome<BalancedFigures>
  /** Per database: the project list on the bulk history, or why there is none. */
  listBy: Partial<Record<Database, Outcome<ListFigures>>>
  answers: AnswersFigures | null
  bulk: BulkResult
  home: Throughput
  questionnaire: Throughput
  listStaff: Latency
  listCustomer: Latency
  floorStaff: Latency
  floorCustomer: Latency
}

/**
 * The project list on a database server (PostgreSQL or MongoDB): server.ts seeds it on a data folder of its
 * own, stops, `fill` inserts the bulk history, server.ts starts again and the list is measured as on SQLite.
 */
async function listOnServer(database: Database, databaseUri: string, fill: (uri: string, counts: BulkCounts) => Promise<BulkResult>, counts: BulkCounts): Promise<ListFigures> {
  const dataDir = path.join(tmp, `data-${database}`)
  mkdirSync(dataDir)
  log(`${LABELS[database]}: seeding the demo content (first start of server.ts)…`)
  const seeder = await startApp(dataDir, { name: `server.ts (seed, ${database})`, logDir: tmp, databaseUri })
  await seeder.app.stop()
  const accounts = readCredentials(dataDir)
  const staff = accounts?.find((account) => account.role === 'staff')
  const customer = accounts?.find((account) => account.role === 'customer')
  if (!staff || !customer) throw new Error(`no staff or customer in ${dataDir}/demo-accounts.txt`)
  const bulk = await fill(databaseUri, counts)
  log(`${LABELS[database]}: inserted ${bulk.projects} projects, ${bulk.customers} customers and ${bulk.responses} answers directly in ${(bulk.ms / 1000).toFixed(1)} s`)
  const { app, baseUrl } = await startApp(dataDir, { name: `server.ts (${database})`, logDir: tmp, databaseUri })
  try {
    const staffLogin = await login(baseUrl, staff.email, staff.password)
    const customerLogin = await login(baseUrl, customer.email, customer.password)
    log(`${LABELS[database]}: GET /v1/project/list/all as staff (every project)…`)
    const listStaff = await sequentialLatency(`${baseUrl}/v1/project/list/all`, { Authorization: `JWT ${staffLogin.token}` }, app)
    log(`${LABELS[database]}: GET /v1/project/list/all as the demo customer…`)
    const listCustomer = await sequentialLatency(`${baseUrl}/v1/project/list/all`, { Authorization: `JWT ${customerLogin.token}` }, app)
    return { bulk, listStaff, listCustomer }
  } catch (error) {
    console.error(`--- server.ts on ${LABELS[database]} (last output)\n${app.output()}`)
    throw error
  } finally {
    await app.stop()
  }
}

async function listOnPostgres(): Promise<ListFigures> {
  const database = await createTestDatabase(tmp, 'postgres')
  try {
    return await listOnServer('postgres', database.uri, insertBulkDataPostgres, BULK)
  } finally {
    await database.drop()
  }
}

async function listOnMongo(): Promise<ListFigures> {
  const mongo = await startMongoServer()
  stopMongo = mongo.stop
  try {
    return await listOnServer('mongo', `${mongo.uri}/maisonnee-bench?directConnection=true`, insertBulkDataMongo, BULK_MONGO)
  } finally {
    await mongo.stop()
    stopMongo = undefined
  }
}

/** Runs `measure`, keeping its failure as the reason there is no figure (the other databases go on). */
async function attempt<T>(what: string, measure: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await measure() }
  } catch (error) {
    console.error(`${what} failed:`, error)
    return { ok: false, why: `failed: ${firstLine(error)}` }
  }
}

async function main(): Promise<Figures> {
  const postgresUp = DATABASES.includes('postgres') && (await postgresReachable())
  const skippedPostgres = { ok: false as const, why: `skipped: no PostgreSQL at ${new URL(POSTGRES_ADMIN_URI).host}` }
  const answersBy: Figures['answersBy'] = {}
  if (process.env.BENCH_SKIP_ANSWERS !== '1') {
    for (const database of DATABASES) {
      answersBy[database] = database === 'postgres' && !postgresUp ? skippedPostgres : await attempt(`answers on ${LABELS[database]}`, () => runAnswersBench(database))
    }
  }
  let balanced: Figures['balanced']
  if (process.env.BENCH_SKIP_ANSWERS !== '1' && DATABASES.includes('postgres')) balanced = postgresUp ? await attempt('answers through HAProxy', runBalancedBench) : skippedPostgres
  const sqliteAnswers = answersBy.sqlite
  const answers = sqliteAnswers?.ok ? sqliteAnswers.value : null

  const listBy: Figures['listBy'] = {}
  if (DATABASES.includes('postgres')) listBy.postgres = postgresUp ? await attempt('the list on PostgreSQL', listOnPostgres) : skippedPostgres
  if (DATABASES.includes('mongo')) listBy.mongo = await attempt('the list on MongoDB', listOnMongo)
  if (!DATABASES.includes('sqlite')) throw new Error('BENCH_DATABASES without sqlite: the budgets and the floor are measured on SQLite')

  const dataDir = path.join(tmp, 'data')
  mkdirSync(dataDir)
  log('seeding the demo content (first start of server.ts)…')
  const seeder = await startApp(dataDir, { name: 'server.ts (seed)', logDir: tmp })
  await seeder.app.stop()
  const accounts = readCredentials(dataDir)
  const staff = accounts?.find((account) => account.role === 'staff')
  const customer = accounts?.find((account) => account.role === 'customer')
  if (!staff || !customer) throw new Error(`no staff or customer in ${dataDir}/demo-accounts.txt`)

  const dbFile = path.join(dataDir, 'maisonnee.db')
  const bulk = insertBulkData(dbFile, BULK)
  log(`inserted ${bulk.projects} projects, ${bulk.customers} customers and ${bulk.responses} answers by SQL in ${(bulk.ms / 1000).toFixed(1)} s`)

  const { app, baseUrl } = await startApp(dataDir, { name: 'server.ts', logDir: tmp })
  let figures: Omit<Figures, 'floorStaff' | 'floorCustomer' | 'answers' | 'bulk' | 'answersBy' | 'listBy' | 'balanced'>
  let staffId: string
  let customerId: string
  try {
    log('SSR GET /home…')
    const home = await throughput(`${baseUrl}/home`, app)
    log('SSR GET /web-questionnaire/-1…')
    const questionnaire = await throughput(`${baseUrl}/web-questionnaire/-1`, app)
    const staffLogin = await login(baseUrl, staff.email, staff.password)
    const customerLogin = await login(baseUrl, customer.email, customer.password)
    staffId = staffLogin.id
    customerId = customerLogin.id
    log('GET /v1/project/list/all as staff (every project)…')
    const listStaff = await sequentialLatency(`${baseUrl}/v1/project/list/all`, { Authorization: `JWT ${staffLogin.token}` }, app)
    log('GET /v1/project/list/all as the demo customer…')
    const listCustomer = await sequentialLatency(`${baseUrl}/v1/project/list/all`, { Authorization: `JWT ${customerLogin.token}` }, app)
    figures = { home, questionnaire, listStaff, listCustomer }
  } catch (error) {
    console.error(`--- server.ts (last output)\n${app.output()}`)
    throw error
  } finally {
    await app.stop()
  }

  const floorPort = await freePort()
  const floor = startProcess('floor', ['tests/load/support/floor-server.ts', dbFile, String(floorPort)], { cwd: root, env: process.env, logFile: path.join(tmp, 'floor.log') })
  try {
    const floorUrl = `http://127.0.0.1:${floorPort}/v1/project/list/all`
    const deadline = Date.now() + 10_000
    for (;;) {
      const response = await fetch(floorUrl, { headers: { 'x-user-id': String(staffId) } }).catch(() => null)
      if (response?.ok) break
      if (Date.now() > deadline) throw new Error(`the floor server did not start:\n${floor.output()}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    log('floor: the same list from bare node:http + node:sqlite…')
    const floorStaff = await sequentialLatency(floorUrl, { 'x-user-id': String(staffId) }, floor)
    const floorCustomer = await sequentialLatency(floorUrl, { 'x-user-id': String(customerId) }, floor)
    listBy.sqlite = { ok: true, value: { bulk, listStaff: figures.listStaff, listCustomer: figures.listCustomer } }
    return { answersBy, listBy, balanced, answers, bulk, ...figures, floorStaff, floorCustomer }
  } finally {
    await floor.stop()
  }
}

/** One table, a column per database, a row per figure (issue #20). */
function comparison(f: Figures): string[] {
  const ms = (value: number) => `${value.toFixed(1)} ms`
  const columns = DATABASES
  const cell = <T,>(outcome: Outcome<T> | undefined, show: (value: T) => string) => (outcome === undefined ? 'not run' : outcome.ok ? show(outcome.value) : outcome.why.replaceAll('|', '\\|'))
  const answersRow = (name: string, show: (a: AnswersFigures) => string) => `| ${name} | ${columns.map((database) => cell(f.answersBy[database], show)).join(' | ')} |`
  const listRow = (name: string, show: (l: ListFigures) => string) => `| ${name} | ${columns.map((database) => cell(f.listBy[database], show)).join(' | ')} |`
  const triple = (l: Latency) => `${ms(l.p50)} / ${ms(l.p95)} / ${ms(l.p99)}${l.errors ? ` (**${l.errors} errors**)` : ''}`
  return [
    '## SQLite, PostgreSQL and MongoDB side by side',
    '',
    `Same machine, same build, same method on each database, one after the other (the machine is shared and noisy: the load average was ${loadAtStart.toFixed(1)} at the start and ${os.loadavg()[0]?.toFixed(1)} at the end on ${os.cpus().length} cores, so latencies can move by tens of percent between runs; CPU per request moves less). PostgreSQL: a throwaway database on ${new URL(POSTGRES_ADMIN_URI).host}; MongoDB: jongodb (an in-memory MongoDB-wire server from npm, not mongod: a test stand-in, its figures say how the app's MongoDB path behaves, not what a production MongoDB would give).`,
    '',
    `| Figure | ${columns.map((database) => LABELS[database]).join(' | ')} |`,
    `|---|${columns.map(() => '---:').join('|')}|`,
    answersRow(`answers paced at ${BUDGETS.answersRate}/s: p50 / p99`, (a) => `${ms(a.paced.p50)} / ${ms(a.paced.p99)}${a.paced.errors ? ` (**${a.paced.errors} errors**)` : ''}`),
    answersRow('answers paced: server CPU per answer', (a) => ms(a.paced.cpuMsPerAnswer)),
    answersRow('answers back to back: answers/s', (a) => `${a.saturation.throughput}/s (${ms(a.saturation.cpuMsPerAnswer)} CPU each)`),
    listRow(`list/all, staff, ${BULK.projects.toLocaleString('en')} projects: p50 / p95 / p99`, (l) => triple(l.listStaff)),
    listRow('list/all, the demo customer: p50 / p95 / p99', (l) => triple(l.listCustomer)),
    listRow('list/all: server CPU per request, staff / customer', (l) => `${l.listStaff.cpuMsPerRequest.toFixed(2)} / ${l.listCustomer.cpuMsPerRequest.toFixed(2)} ms`),
    listRow('bulk history inserted directly: customers / projects / answers, in', (l) => `${l.bulk.customers.toLocaleString('en')} / ${l.bulk.projects.toLocaleString('en')} / ${l.bulk.responses.toLocaleString('en')}, ${(l.bulk.ms / 1000).toFixed(1)} s`),
    '',
    `Answers: tests/load/answers.ts on each database (results/answers.md, answers-postgres.md, answers-mongo.md), ${DURATION_S} s per phase. List: one request at a time (the time one user waits), ${DURATION_S} s after ${WARMUP_S} s of warm-up, on the seeded demo content plus the bulk history inserted directly while the app was stopped (tests/load/support/bulk-data.ts: node:sqlite, \`pg\` multi-row inserts, the \`mongodb\` driver writing the documents Payload's adapter writes). On MongoDB ${BULK_MONGO.responsesPerProject} answers per project instead of ${BULK.responsesPerProject}: jongodb inserts only a few hundred answer documents a second once the collection is large; the list reads no answer, and the users and projects are the same.`,
    '',
  ]
}

/** The capacity target of issue #25: two instances on PostgreSQL behind HAProxy, 200 answers/s with p99 < 100 ms. */
function balancedSection(outcome: Outcome<BalancedFigures> | undefined): string[] {
  if (outcome === undefined) return []
  const head = ['## Two instances on PostgreSQL behind HAProxy', '']
  if (!outcome.ok) return [...head, `Not measured: ${outcome.why}.`, '']
  const { paced, saturation, rate, durationS } = outcome.value
  const cpu = paced.cpuMsPerAnswer
  const isMet = paced.errors === 0 && paced.answersPerSecond >= rate * 0.98 && paced.p99 < 100
  return [
    ...head,
    `tests/load/balanced-answers.ts (results/balanced-answers.md): HAProxy on deploy/haproxy/haproxy.cfg in front of two server.ts on one PostgreSQL database and Redis, answers paced at ${rate}/s for ${durationS} s from many loopback addresses.`,
    '',
    '| Figure | Measured | Target | |',
    '|---|---|---|---|',
    `| answers paced at ${rate}/s | ${paced.answersPerSecond.toFixed(0)}/s, p50 ${paced.p50.toFixed(1)} ms, p99 ${paced.p99.toFixed(1)} ms, ${paced.errors} errors | ${rate}/s, p99 < 100 ms | ${isMet ? 'met' : '**missed**'} |`,
    `| CPU per answer: app1 + app2 / PostgreSQL / HAProxy / all | ${(cpu.app1 + cpu.app2).toFixed(2)} / ${cpu.postgres.toFixed(2)} / ${cpu.haproxy.toFixed(2)} / ${cpu.total.toFixed(2)} ms | | |`,
    `| answers back to back | ${saturation.answersPerSecond.toFixed(0)}/s (${saturation.cpuMsPerAnswer.total.toFixed(2)} ms CPU each) | | |`,
    '',
  ]
}

function report(f: Figures): string {
  const ms = (value: number) => `${value.toFixed(1)} ms`
  const verdict = (met: boolean) => (met ? 'met' : '**missed**')
  const ratio = (a: number, b: number) => `${(a / b).toFixed(1)}×`
  const answersRows = f.answers
    ? [
        `| /v1 answer submission, paced at ${f.answers.rate}/s (answers.ts) | p99 ${ms(f.answers.paced.p99)} (p50 ${ms(f.answers.paced.p50)}, ${f.answers.paced.errors} errors) | p99 < ${BUDGETS.answersP99Ms} ms at ${BUDGETS.answersRate}/s | ${verdict(f.answers.paced.p99 < BUDGETS.answersP99Ms && f.answers.paced.errors === 0 && f.answers.rate >= BUDGETS.answersRate)} |`,
        `| server CPU per answer, paced / back to back | ${f.answers.paced.cpuMsPerAnswer.toFixed(2)} / ${f.answers.saturation.cpuMsPerAnswer.toFixed(2)} ms (back to back: ${f.answers.saturation.throughput}/s) | ≤ ${BUDGETS.answerCpuMs} ms | ${verdict(f.answers.paced.cpuMsPerAnswer <= BUDGETS.answerCpuMs)} |`,
      ]
    : [`| /v1 answer submission | ${f.answersBy.sqlite && !f.answersBy.sqlite.ok ? f.answersBy.sqlite.why : 'not run (BENCH_SKIP_ANSWERS=1)'} | | |`]
  const floorRatioRow = (name: string, app: Latency, floor: Latency) =>
    `| ${name}: p50 against the floor's | ${ratio(app.p50, floor.p50)} (${ms(app.p50)} / ${ms(floor.p50)}) | ≤ ${BUDGETS.listFloorRatio}× | ${verdict(app.p50 / floor.p50 <= BUDGETS.listFloorRatio)} |`
  const budgetRows = [
    ...answersRows,
    `| GET /v1/project/list/all, staff, ${f.bulk.projects.toLocaleString('en')} projects | p95 ${ms(f.listStaff.p95)} (p50 ${ms(f.listStaff.p50)}, p99 ${ms(f.listStaff.p99)}, ${f.listStaff.errors} errors) | p95 < ${BUDGETS.listP95Ms} ms | ${verdict(f.listStaff.p95 < BUDGETS.listP95Ms && f.listStaff.errors === 0)} |`,
    floorRatioRow('the same, staff', f.listStaff, f.floorStaff),
    `| GET /v1/project/list/all, a customer among them | p95 ${ms(f.listCustomer.p95)} (p50 ${ms(f.listCustomer.p50)}, p99 ${ms(f.listCustomer.p99)}, ${f.listCustomer.errors} errors) | p95 < ${BUDGETS.listP95Ms} ms | ${verdict(f.listCustomer.p95 < BUDGETS.listP95Ms && f.listCustomer.errors === 0)} |`,
    floorRatioRow('the same, the customer', f.listCustomer, f.floorCustomer),
    `| SSR GET /home, ${CONNECTIONS} connections | ${f.home.rps.toFixed(0)} req/s (p50 ${ms(f.home.p50)}, p99 ${ms(f.home.p99)}, ${f.home.errors} errors, ${f.home.cpuMsPerRequest.toFixed(2)} ms CPU each) | ≥ ${BUDGETS.homeRps.toLocaleString('en')} req/s | ${verdict(f.home.rps >= BUDGETS.homeRps && f.home.errors === 0)} |`,
    `| /home HTML | ${f.home.htmlGzipKb.toFixed(1)} KB gzip (${f.home.htmlKb.toFixed(0)} KB uncompressed) | ≤ ${BUDGETS.homeHtmlGzipKb} KB gzip | ${verdict(f.home.htmlGzipKb <= BUDGETS.homeHtmlGzipKb)} |`,
    `| SSR GET /web-questionnaire/-1, ${CONNECTIONS} connections | ${f.questionnaire.rps.toFixed(0)} req/s (p50 ${ms(f.questionnaire.p50)}, p99 ${ms(f.questionnaire.p99)}, ${f.questionnaire.errors} errors, ${f.questionnaire.cpuMsPerRequest.toFixed(2)} ms CPU, ${f.questionnaire.htmlGzipKb.toFixed(1)} KB gzip of HTML each) | no budget | |`,
  ]
  const floorRow = (name: string, app: Latency, floor: Latency) =>
    `| ${name} | ${ms(app.p50)} / ${ms(floor.p50)} | ${ratio(app.p50, floor.p50)} | ${app.cpuMsPerRequest.toFixed(2)} / ${floor.cpuMsPerRequest.toFixed(2)} ms | ${ratio(app.cpuMsPerRequest, floor.cpuMsPerRequest)} | ${(app.bytes / 1024).toFixed(1)} / ${(floor.bytes / 1024).toFixed(1)} KB |`
  return [
    `# Performance budgets (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC)`,
    '',
    `${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.version}, SQLite, the production build (server.ts, one process) on loopback; the load generator runs on the same cores. ${DURATION_S} s per benchmark after ${WARMUP_S} s of warm-up.`,
    `Machine load average (1 min): ${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0]?.toFixed(1)} at the end, on ${os.cpus().length} cores (the machine is shared: latencies and requests/s move with other programs' load; CPU per request moves less).`,
    ...['', ...comparison(f)],
    ...balancedSection(f.balanced),
    '## Budgets (SQLite)',
    '',
    `Data for the list and SSR: the seeded demo content plus ${f.bulk.projects.toLocaleString('en')} projects of ${f.bulk.customers.toLocaleString('en')} customers with ${f.bulk.responses.toLocaleString('en')} answers, inserted by direct SQL into the stopped app's SQLite file (tests/load/support/bulk-data.ts, ${(f.bulk.ms / 1000).toFixed(1)} s).`,
    '',
    '| Benchmark | Measured | Budget | |',
    '|---|---|---|---|',
    ...budgetRows,
    '',
    'The list is measured one request at a time (the time one user waits); the SSR pages with autocannon (closed loop, throughput). The answers row comes from tests/load/answers.ts (results/answers.md).',
    '',
    '## Project list against its physical floor',
    '',
    'The floor: tests/load/support/floor-server.ts, a bare node:http server doing the same SQL work on the same file with node:sqlite (user by id, count, page of 12 newest first with owner and folder names, rooms, photos), no framework, no JWT, no access layer.',
    '',
    '| Request | p50 app / floor | app ÷ floor | CPU per request app / floor | app ÷ floor | body app / floor |',
    '|---|---:|---:|---:|---:|---:|',
    floorRow(`staff, all ${f.bulk.projects.toLocaleString('en')} projects`, f.listStaff, f.floorStaff),
    floorRow('customer, own projects', f.listCustomer, f.floorCustomer),
    '',
  ].join('\n')
}

try {
  const figures = await main()
  const markdown = report(figures)
  mkdirSync(resultsDir, { recursive: true })
  writeFileSync(path.join(resultsDir, 'bench.md'), markdown)
  writeFileSync(path.join(resultsDir, 'bench.json'), `${JSON.stringify({ date: new Date().toISOString(), cores: os.cpus().length, node: process.version, durationS: DURATION_S, warmupS: WARMUP_S, connections: CONNECTIONS, ...figures }, null, 2)}\n`)
  console.log(`\n${markdown}`)
  console.log(`Written to ${path.relative(root, path.join(resultsDir, 'bench.md'))} and bench.json`)
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  await cleanup()
  log(`done in ${((performance.now() - began) / 1000).toFixed(0)} s`)
}
