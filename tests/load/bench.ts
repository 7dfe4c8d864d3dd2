/**
 * `npm run bench`: the performance budgets of issue #10, measured on the production build over loopback,
 * each figure printed against its budget and written to tests/load/results/bench.md (and bench.json).
 *
 * 1. /v1 answer submission: runs the answers benchmark (answers.ts, its own server) and reads its figures.
 * 2. A seeded data folder (first start of server.ts), stopped, then filled by direct SQL inserts
 *    (support/bulk-data.ts) with 10,000 projects of 1,000 customers and 200,000 answers; server.ts again
 *    on that folder:
 *    - SSR: GET /home and GET /web-questionnaire/-1 with autocannon (LOAD_CONNECTIONS, 10);
 *    - GET /v1/project/list/all as staff (every project: the 10,000 case) and as the demo customer, one
 *      request at a time (the latency one user sees, no queueing), p50/p95/p99 and CPU ms per request.
 * 3. The same list served by support/floor-server.ts (bare node:http + node:sqlite, same SQL work) on the
 *    same file: the physical floor, and the app's cost over it.
 *
 *   npm run bench          (after `npm run build`; about 4 minutes)
 *
 * Tunable: LOAD_DURATION (s per benchmark, 10), LOAD_WARMUP (s, 2), LOAD_CONNECTIONS (10), BENCH_SKIP_ANSWERS=1.
 */
import autocannon, { type Result } from 'autocannon'
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { readCredentials } from '../../seed/accounts.ts'
import { freePort } from '../support/app-server.ts'
import { insertBulkData, type BulkResult } from './support/bulk-data.ts'
import { startApp } from './support/app-process.ts'
import { cpuSecondsOf, killAllNow, startProcess, stopAll, type Started } from './support/processes.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const resultsDir = path.join(root, 'tests/load/results')
const DURATION_S = Number(process.env.LOAD_DURATION ?? 10)
const WARMUP_S = Number(process.env.LOAD_WARMUP ?? 2)
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 10)
const HARD_LIMIT_MS = 10 * 60_000
const BULK = { customers: 1_000, projects: 10_000, responsesPerProject: 20 }
const BUDGETS = { answersP99Ms: 50, answersRate: 200, listP95Ms: 50, homeRps: 500 }
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
const cleanup = () => (cleaning ??= stopAll().finally(() => rmSync(tmp, { recursive: true, force: true })))
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

type Throughput = { rps: number; p50: number; p99: number; errors: number; cpuMsPerRequest: number; htmlKb: number }

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

async function login(baseUrl: string, email: string, password: string): Promise<{ token: string; id: number }> {
  const response = await fetch(`${baseUrl}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) })
  if (!response.ok) throw new Error(`login of ${email}: ${response.status} ${await response.text()}`)
  const body = (await response.json()) as { token: string; user: { id: number } }
  return { token: body.token, id: Number(body.user.id) }
}

type AnswersFigures = { rate: number; paced: { requests: number; errors: number; p50: number; p99: number }; saturation: { throughput: number } }

async function runAnswersBench(): Promise<AnswersFigures> {
  log('answers: node tests/load/answers.ts (its own server and database)…')
  const child = spawn(process.execPath, ['tests/load/answers.ts'], { cwd: root, stdio: 'inherit', env: { ...process.env, LOAD_RATE: String(BUDGETS.answersRate) } })
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  if (code !== 0) throw new Error(`answers.ts exited with ${code}`)
  return JSON.parse(readFileSync(path.join(resultsDir, 'answers.json'), 'utf8')) as AnswersFigures
}

// ---------------------------------------------------------------------------------------------

type Figures = {
  answers: AnswersFigures | null
  bulk: BulkResult
  home: Throughput
  questionnaire: Throughput
  listStaff: Latency
  listCustomer: Latency
  floorStaff: Latency
  floorCustomer: Latency
}

async function main(): Promise<Figures> {
  const answers = process.env.BENCH_SKIP_ANSWERS === '1' ? null : await runAnswersBench()

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
  let figures: Omit<Figures, 'floorStaff' | 'floorCustomer' | 'answers' | 'bulk'>
  let staffId: number
  let customerId: number
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
    return { answers, bulk, ...figures, floorStaff, floorCustomer }
  } finally {
    await floor.stop()
  }
}

function report(f: Figures): string {
  const ms = (value: number) => `${value.toFixed(1)} ms`
  const verdict = (met: boolean) => (met ? 'met' : '**missed**')
  const ratio = (a: number, b: number) => `${(a / b).toFixed(1)}×`
  const budgetRows = [
    f.answers
      ? `| /v1 answer submission, paced at ${f.answers.rate}/s (answers.ts) | p99 ${ms(f.answers.paced.p99)} (p50 ${ms(f.answers.paced.p50)}, ${f.answers.paced.errors} errors) | p99 < ${BUDGETS.answersP99Ms} ms at ${BUDGETS.answersRate}/s | ${verdict(f.answers.paced.p99 < BUDGETS.answersP99Ms && f.answers.paced.errors === 0)} |`
      : '| /v1 answer submission | not run (BENCH_SKIP_ANSWERS=1) | | |',
    `| GET /v1/project/list/all, staff, ${f.bulk.projects.toLocaleString('en')} projects | p95 ${ms(f.listStaff.p95)} (p50 ${ms(f.listStaff.p50)}, p99 ${ms(f.listStaff.p99)}, ${f.listStaff.errors} errors) | p95 < ${BUDGETS.listP95Ms} ms | ${verdict(f.listStaff.p95 < BUDGETS.listP95Ms && f.listStaff.errors === 0)} |`,
    `| GET /v1/project/list/all, a customer among them | p95 ${ms(f.listCustomer.p95)} (p50 ${ms(f.listCustomer.p50)}, p99 ${ms(f.listCustomer.p99)}, ${f.listCustomer.errors} errors) | p95 < ${BUDGETS.listP95Ms} ms | ${verdict(f.listCustomer.p95 < BUDGETS.listP95Ms && f.listCustomer.errors === 0)} |`,
    `| SSR GET /home, ${CONNECTIONS} connections | ${f.home.rps.toFixed(0)} req/s (p50 ${ms(f.home.p50)}, p99 ${ms(f.home.p99)}, ${f.home.errors} errors, ${f.home.cpuMsPerRequest.toFixed(2)} ms CPU and ${f.home.htmlKb.toFixed(0)} KB of HTML each) | ≥ ${BUDGETS.homeRps} req/s | ${verdict(f.home.rps >= BUDGETS.homeRps && f.home.errors === 0)} |`,
    `| SSR GET /web-questionnaire/-1, ${CONNECTIONS} connections | ${f.questionnaire.rps.toFixed(0)} req/s (p50 ${ms(f.questionnaire.p50)}, p99 ${ms(f.questionnaire.p99)}, ${f.questionnaire.errors} errors, ${f.questionnaire.cpuMsPerRequest.toFixed(2)} ms CPU and ${f.questionnaire.htmlKb.toFixed(0)} KB of HTML each) | no budget | |`,
  ]
  const floorRow = (name: string, app: Latency, floor: Latency) =>
    `| ${name} | ${ms(app.p50)} / ${ms(floor.p50)} | ${ratio(app.p50, floor.p50)} | ${app.cpuMsPerRequest.toFixed(2)} / ${floor.cpuMsPerRequest.toFixed(2)} ms | ${ratio(app.cpuMsPerRequest, floor.cpuMsPerRequest)} | ${(app.bytes / 1024).toFixed(1)} / ${(floor.bytes / 1024).toFixed(1)} KB |`
  return [
    `# Performance budgets (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC)`,
    '',
    `${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.version}, SQLite, the production build (server.ts, one process) on loopback; the load generator runs on the same cores. ${DURATION_S} s per benchmark after ${WARMUP_S} s of warm-up.`,
    `Machine load average (1 min): ${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0]?.toFixed(1)} at the end, on ${os.cpus().length} cores (the machine is shared: latencies and requests/s move with other programs' load; CPU per request moves less).`,
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
