/**
 * `npm run profile`: where the server's CPU goes on the hot paths of issue #24, written to
 * tests/load/results/profile.md (and the raw profiles beside it in test-results/profile/*.cpuprofile, for
 * Chrome's DevTools).
 *
 * server.ts runs as `npm start` does (production build, SQLite), its demo content seeded on a first start and
 * then filled by direct SQL inserts with 2,000 projects of 200 customers (support/bulk-data.ts). It runs under
 * the inspector, and V8's sampling profiler is started and stopped over the DevTools protocol around each run
 * only (start-up and seeding are not in the profiles):
 *   1. the project list: GET /v1/project/list/all as staff, one request at a time;
 *   2. answers: 10 visitors each answering the questionnaire through /v1, 10 at a time;
 *   3. the server-rendered home page: GET /home, 10 at a time, uncompressed (as `npm run bench` asks for it).
 * Each run prints its requests, CPU ms a request, and the top cost centres by self time: by function and by
 * package (node_modules/<name>, node's internals, our own folders).
 *
 *   npm run profile        (after `npm run build`; about 2 minutes)
 *
 * Tunable: PROFILE_LIST_REQUESTS (400), PROFILE_ANSWERS (1,000), PROFILE_PAGES (2,000).
 *
 * PROFILE_DB=postgres: the same on a throwaway PostgreSQL database (the answer path of issue #25; the list on
 * the demo content only, without the bulk projects, which are inserted as SQLite rows), with the SQL
 * statements each request sends counted from PostgreSQL's own log (`log_statement = all` set on that
 * database only). Written to results/profile-postgres.md.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { readCredentials } from '../../seed/accounts.ts'
import { createTestDatabase, POSTGRES_ADMIN_URI, type TestDatabase } from '../support/test-database.ts'
import { freePort } from '../support/app-server.ts'
import { V1Client } from '../support/v1-client.ts'
import { ANSWER_PATHS, firstAnswer, nthAnswer, questionIds } from './support/answer-load.ts'
import { appEnv, startApp } from './support/app-process.ts'
import { insertBulkData } from './support/bulk-data.ts'
import { cpuSecondsOf, killAllNow, startProcess, stopAll, waitFor200 } from './support/processes.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const resultsDir = path.join(root, 'tests/load/results')
const profilesDir = path.join(root, 'test-results/profile')
const LIST_REQUESTS = Number(process.env.PROFILE_LIST_REQUESTS ?? 400)
const ANSWERS = Number(process.env.PROFILE_ANSWERS ?? 1_000)
const PAGES = Number(process.env.PROFILE_PAGES ?? 2_000)
const VISITORS = 10
const TOP = 15
const ON_POSTGRES = process.env.PROFILE_DB === 'postgres'
/** Where Debian's PostgreSQL writes its log (the statements of the profiled database are counted there). */
const POSTGRES_LOG = process.env.POSTGRES_LOG ?? '/var/log/postgresql/postgresql-15-main.log'

for (const file of ['dist/server/server.js', 'dist/client', '.next/BUILD_ID']) {
  if (!existsSync(path.join(root, file))) {
    console.error(`${file} is missing: run \`npm run build\` first.`)
    process.exit(1)
  }
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'maisonnee-profile-'))
const cleanups: Array<() => Promise<void>> = []
process.on('exit', () => {
  killAllNow()
  rmSync(tmp, { recursive: true, force: true })
})
const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`)

// ---------------------------------------------------------------------------------------------
// V8's profiler over the DevTools protocol (the inspector's WebSocket).

type CallFrame = { functionName: string; url: string; lineNumber: number }
type CpuProfile = { nodes: { id: number; callFrame: CallFrame }[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number }

async function devtools(inspectorPort: number) {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)).json()) as { webSocketDebuggerUrl: string }[]
  const url = targets[0]?.webSocketDebuggerUrl
  if (!url) throw new Error('the inspector lists no target')
  const socket = new WebSocket(url)
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve(), { once: true })
    socket.addEventListener('error', () => reject(new Error(`cannot reach the inspector at ${url}`)), { once: true })
  })
  let nextId = 0
  const pending = new Map<number, (result: unknown) => void>()
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown; error?: { message: string } }
    if (message.id === undefined) return
    if (message.error) throw new Error(`DevTools: ${message.error.message}`)
    pending.get(message.id)?.(message.result)
    pending.delete(message.id)
  })
  const send = <T>(method: string, params: Record<string, unknown> = {}) =>
    new Promise<T>((resolve) => {
      const id = ++nextId
      pending.set(id, resolve as (result: unknown) => void)
      socket.send(JSON.stringify({ id, method, params }))
    })
  await send('Profiler.enable')
  await send('Profiler.setSamplingInterval', { interval: 200 })
  return {
    async profile(work: () => Promise<void>): Promise<CpuProfile> {
      await send('Profiler.start')
      await work()
      return (await send<{ profile: CpuProfile }>('Profiler.stop')).profile
    },
    close: () => socket.close(),
  }
}

// ---------------------------------------------------------------------------------------------
// Cost centres: self time by function and by package.

/** Who a frame's code belongs to: a package, node's internals, V8 (no file), or a folder of ours. */
function ownerOf(url: string): string {
  if (url === '') return '(V8, native and garbage collection)'
  if (url.startsWith('node:')) return 'node (internals)'
  const nodeModule = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)
  if (nodeModule) return nodeModule[1] as string
  const ours = url.replace(/^file:\/\//, '').replace(root + '/', '')
  return ours.split('/').slice(0, ours.startsWith('dist/') ? 3 : 2).join('/')
}

type CostCentres = { totalMs: number; functions: [string, number][]; owners: [string, number][] }

function costCentres(profile: CpuProfile): CostCentres {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node.callFrame]))
  const selfMs = new Map<number, number>()
  profile.samples.forEach((id, index) => selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000))
  const functions = new Map<string, number>()
  const owners = new Map<string, number>()
  let totalMs = 0
  for (const [id, ms] of selfMs) {
    const frame = byNode.get(id)
    if (!frame) continue
    // The idle process is not a cost.
    if (frame.functionName === '(idle)' || frame.functionName === '(program)') continue
    totalMs += ms
    const where = frame.url ? `${frame.url.replace(/^file:\/\//, '').replace(root + '/', '')}:${frame.lineNumber + 1}` : ''
    const name = `${frame.functionName || '(anonymous)'}${where ? ` ${where}` : ''}`
    functions.set(name, (functions.get(name) ?? 0) + ms)
    owners.set(ownerOf(frame.url), (owners.get(ownerOf(frame.url)) ?? 0) + ms)
  }
  const top = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]).slice(0, TOP)
  return { totalMs, functions: top(functions), owners: top(owners) }
}

type Run = { name: string; requests: number; wallMs: number; cpuMsPerRequest: number; statementsPerRequest: number | null; centres: CostCentres }

function report(run: Run): string[] {
  const share = (ms: number) => `${((ms / run.centres.totalMs) * 100).toFixed(1)} %`
  return [
    `## ${run.name}`,
    '',
    `${run.requests} requests in ${(run.wallMs / 1000).toFixed(1)} s; the server's CPU: **${run.cpuMsPerRequest.toFixed(2)} ms a request** (profiled: ${(run.centres.totalMs / run.requests).toFixed(2)} ms of JavaScript and V8 a request, idle excluded)${run.statementsPerRequest === null ? '' : `; **${run.statementsPerRequest.toFixed(1)} SQL statements a request** (PostgreSQL's log)`}.`,
    '',
    '| By package or folder (self time) | share |',
    '|---|---:|',
    ...run.centres.owners.map(([owner, ms]) => `| ${owner} | ${share(ms)} |`),
    '',
    '| By function (self time) | share |',
    '|---|---:|',
    ...run.centres.functions.map(([name, ms]) => `| \`${name.replace(/\|/g, '\\|')}\` | ${share(ms)} |`),
    '',
  ]
}

// ---------------------------------------------------------------------------------------------
// SQL statements, from PostgreSQL's log: `log_statement = all` on the profiled database only; its lines
// carry the database's name (Debian's log_line_prefix, `%q%u@%d`).

async function statementCounter(uri: string) {
  const name = new URL(uri).pathname.slice(1)
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URI })
  await admin.connect()
  // Takes effect on connections opened afterwards: the app's pool is opened after this.
  await admin.query(`ALTER DATABASE ${name} SET log_statement = 'all'`)
  await admin.end()
  const size = () => statSync(POSTGRES_LOG).size
  return {
    start() {
      const from = size()
      return {
        async stop(): Promise<number> {
          // The log is written by another process: give it a moment to flush.
          await new Promise((resolve) => setTimeout(resolve, 500))
          const text = readFileSync(POSTGRES_LOG).subarray(from).toString('utf8')
          return text.split('\n').filter((line) => line.includes(`@${name} LOG:  `) && /LOG: {2}(statement|execute)/.test(line)).length
        },
      }
    },
  }
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<Run[]> {
  const dataDir = path.join(tmp, 'data')
  mkdirSync(dataDir)
  const database: TestDatabase | null = ON_POSTGRES ? await createTestDatabase(tmp, 'postgres') : null
  if (database) cleanups.push(database.drop)
  log('seeding the demo content (first start of server.ts)…')
  const seeded = await startApp(dataDir, { name: 'seed', logDir: tmp, databaseUri: database?.uri })
  await seeded.app.stop()
  if (!database) {
    const bulk = insertBulkData(path.join(dataDir, 'maisonnee.db'), { customers: 200, projects: 2_000, responsesPerProject: 10 })
    log(`inserted ${bulk.projects} projects and ${bulk.responses} answers`)
  }
  const statements = database ? await statementCounter(database.uri) : null

  const port = await freePort()
  const inspectorPort = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const app = startProcess('server.ts', [`--inspect=127.0.0.1:${inspectorPort}`, 'server.ts'], { cwd: root, env: appEnv(dataDir, port, database?.uri), logFile: path.join(tmp, 'server.log') })
  await waitFor200(`${baseUrl}/home`, [app], 240_000)
  const profiler = await devtools(inspectorPort)
  const runs: Run[] = []
  try {
    const staff = readCredentials(dataDir)?.find((account) => account.role === 'staff')
    if (!staff) throw new Error('no staff account in demo-accounts.txt')
    const login = await fetch(`${baseUrl}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: staff.email, password: staff.password }) })
    const { token } = (await login.json()) as { token: string }
    const list = async () => {
      const response = await fetch(`${baseUrl}/v1/project/list/all`, { headers: { Authorization: `JWT ${token}` } })
      if (response.status !== 200) throw new Error(`list: ${response.status}`)
      await response.arrayBuffer()
    }
    for (let n = 0; n < 50; n++) await list()
    runs.push(
      await measure('Project list (GET /v1/project/list/all as staff, one at a time)', LIST_REQUESTS, async () => {
        for (let n = 0; n < LIST_REQUESTS; n++) await list()
      }),
    )

    const idOf = await questionIds(new V1Client(baseUrl))
    const visitors = await Promise.all(
      Array.from({ length: VISITORS }, async () => {
        const client = new V1Client(baseUrl)
        const first = await client.post(ANSWER_PATHS.first, firstAnswer(idOf))
        if (first.status !== 201) throw new Error(`first answer: ${JSON.stringify(first.body)}`)
        return { client, projectId: first.payload.project.project_id as string }
      }),
    )
    const answer = async (index: number, n: number) => {
      const visitor = visitors[index] as (typeof visitors)[number]
      const result = await visitor.client.post(ANSWER_PATHS.next, nthAnswer(idOf, visitor.projectId, n))
      if (result.status !== 200) throw new Error(`answer: ${result.status} ${JSON.stringify(result.body)}`)
    }
    for (let n = 0; n < 5; n++) await Promise.all(visitors.map((_, index) => answer(index, n)))
    runs.push(
      await measure(`Answers (POST ${ANSWER_PATHS.next}, ${VISITORS} visitors at a time)`, ANSWERS, async () => {
        for (let round = 0; round < ANSWERS / VISITORS; round++) await Promise.all(visitors.map((_, index) => answer(index, 5 + round)))
      }),
    )

    const home = async () => {
      const response = await fetch(`${baseUrl}/home`, { headers: { 'Accept-Encoding': 'identity' } })
      if (response.status !== 200) throw new Error(`home: ${response.status}`)
      await response.arrayBuffer()
    }
    for (let n = 0; n < 200; n++) await home()
    runs.push(
      await measure(`Home page (GET /home, server-rendered, ${VISITORS} at a time)`, PAGES, async () => {
        for (let round = 0; round < PAGES / VISITORS; round++) await Promise.all(Array.from({ length: VISITORS }, home))
      }),
    )
  } finally {
    profiler.close()
    await stopAll()
    for (const step of cleanups.reverse()) await step()
  }
  return runs

  async function measure(name: string, requests: number, work: () => Promise<void>): Promise<Run> {
    log(`${name}…`)
    const cpuBefore = cpuSecondsOf([app])
    const counting = statements?.start()
    const startedAt = performance.now()
    const profile = await profiler.profile(work)
    const wallMs = performance.now() - startedAt
    const cpuMsPerRequest = ((cpuSecondsOf([app]) - cpuBefore) * 1000) / requests
    const statementsPerRequest = counting ? (await counting.stop()) / requests : null
    mkdirSync(profilesDir, { recursive: true })
    writeFileSync(path.join(profilesDir, `${name.split(' ')[0]?.toLowerCase()}${ON_POSTGRES ? '-postgres' : ''}.cpuprofile`), JSON.stringify(profile))
    const run = { name, requests, wallMs, cpuMsPerRequest, statementsPerRequest, centres: costCentres(profile) }
    for (const line of report(run)) console.log(line)
    return run
  }
}

const runs = await main()
const text = [
  `# Where the server's CPU goes (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC)`,
  '',
  `\`npm run profile\`: server.ts (production build, ${ON_POSTGRES ? 'PostgreSQL, the demo content' : 'SQLite, 2,000 projects'}), V8's sampling profiler started and stopped over the DevTools protocol around each run; ${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(1)} at the end. Self time: the time spent in a function's own code, not in what it calls. The raw profiles are in test-results/profile/ (open them in Chrome's DevTools, Performance tab).`,
  '',
  ...runs.flatMap(report),
].join('\n')
mkdirSync(resultsDir, { recursive: true })
const resultFile = path.join(resultsDir, ON_POSTGRES ? 'profile-postgres.md' : 'profile.md')
writeFileSync(resultFile, `${text}\n`)
log(`written to ${path.relative(root, resultFile)}`)
process.exit(0)
