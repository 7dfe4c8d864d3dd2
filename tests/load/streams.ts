/**
 * 1,000 live streams on one process: LOAD_CUSTOMERS customers (50) each with LOAD_TABS open tabs (20) on
 * GET /stream/{userId}, then staff write reports through /api for those customers. Prints and writes to
 * tests/load/results/streams.md (and .json; streams-redis.* with REDIS_URL, streams-postgres.* with DATABASE=postgres):
 *
 * - RSS of the app before and after the streams open, and per stream;
 * - the latency of each delivery, from the write's HTTP acknowledgement (and from the write's start) to
 *   its arrival on every stream of that customer: p50, p95, p99, max;
 * - errors: streams refused or dropped, writes refused, events missing, late, duplicated or misdelivered.
 *
 * Why 50 × 20 rather than 1,000 customers with one tab each: the server's cost per connection is the
 * same either way (one response, one timer, one listener), and 50 × 20 also exercises the fan-out of one
 * event to many streams of the same user (one write = 20 deliveries). 1,000 customers would mostly
 * measure account creation (a password hash each) before the benchmark even starts.
 *
 *   npm run bench:streams     (after `npm run build`; about a minute)
 *
 * Tunable: LOAD_CUSTOMERS (50), LOAD_TABS (20), LOAD_ROUNDS (reports per customer, 4), LOAD_WRITERS (writes
 * in flight at once, 10), DATABASE=postgres for a throwaway PostgreSQL database, REDIS_URL to go through
 * Redis pub/sub instead of the process's memory.
 */
import http from 'node:http'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { readCredentials } from '../../seed/accounts.ts'
import { startAppServer, type AppServer } from '../support/app-server.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const CUSTOMERS = Number(process.env.LOAD_CUSTOMERS ?? 50)
const TABS = Number(process.env.LOAD_TABS ?? 20)
const ROUNDS = Number(process.env.LOAD_ROUNDS ?? 4)
const WRITERS = Number(process.env.LOAD_WRITERS ?? 10)
const STREAMS = CUSTOMERS * TABS
/** A delivery not seen this long after its write counts as missing. */
const DELIVERY_TIMEOUT_MS = 10_000

if (!existsSync(path.join(root, 'dist/server/server.js')) || !existsSync(path.join(root, '.next/BUILD_ID'))) {
  console.error('The built app is missing: run `npm run build` first.')
  process.exit(1)
}

/** This process's open-files limit (soft, hard), from /proc. */
function openFilesLimit(pid: number | 'self'): { soft: number; hard: number } {
  const line = readFileSync(`/proc/${pid}/limits`, 'utf8').split('\n').find((entry) => entry.startsWith('Max open files')) ?? ''
  const [soft = '0', hard = '0'] = line.replace('Max open files', '').trim().split(/\s+/)
  const read = (value: string) => (value === 'unlimited' ? Number.POSITIVE_INFINITY : Number(value))
  return { soft: read(soft), hard: read(hard) }
}

// The app and this process each hold one socket per stream, plus files and database handles. NOTE: Node
// raises its soft open-files limit to the hard one at startup (libuv), and the app inherits it: so there is
// nothing to raise with `ulimit -n` here, only a hard limit to check (`ulimit -Hn` as root raises it).
const neededFiles = STREAMS + 1_024
const ownLimit = openFilesLimit('self')
if (ownLimit.soft < neededFiles) {
  console.error(`Open files: ${neededFiles} needed, ${ownLimit.soft} allowed (hard limit ${ownLimit.hard}).`)
  process.exit(1)
}

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((entry) => entry.startsWith('VmRSS:')) ?? ''
  return Number(line.replace(/\D+/g, '')) / 1024
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number
}

type Arrival = { at: number; projectId: number }
type Stream = { customer: number; arrivals: Arrival[]; isOpen: boolean; close: () => void }
type Customer = { index: number; userId: number; projectId: number; token: string; streams: Stream[]; writes: { startedAt: number; ackedAt: number }[] }

const errors = { streamRefused: 0, streamDropped: 0, writeRefused: 0, missing: 0, duplicated: 0, misdelivered: 0 }

/** Opens GET /stream/{userId} as an EventSource would (its own socket) and records each event's arrival. */
function openStream(server: AppServer, customer: Customer): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const url = new URL(`/stream/${customer.userId}`, server.baseUrl)
    const request = http.get(url, { agent: false, headers: { Authorization: `Bearer ${customer.token}`, Accept: 'text/event-stream' } }, (response) => {
      if (response.statusCode !== 200) {
        errors.streamRefused++
        response.resume()
        return reject(new Error(`stream refused: ${response.statusCode}`))
      }
      const stream: Stream = { customer: customer.index, arrivals: [], isOpen: true, close: () => request.destroy() }
      let buffer = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => {
        const at = performance.now()
        buffer += chunk
        let end: number
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const data = block.split('\n').find((line) => line.startsWith('data: '))
          if (data) stream.arrivals.push({ at, projectId: (JSON.parse(data.slice(6)) as { project_id: number }).project_id })
          else if (block.includes('connecté')) resolve(stream)
        }
      })
      response.on('close', () => {
        if (stream.isOpen) errors.streamDropped++
      })
    })
    request.on('error', (error) => reject(error))
  })
}

async function api<T>(server: AppServer, pathname: string, { token, body }: { token?: string; body: unknown }): Promise<T> {
  const response = await fetch(`${server.baseUrl}${pathname}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `JWT ${token}` } : {}) },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`POST ${pathname}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

if (process.env.DATABASE === 'postgres') process.env.TEST_DB = 'postgres'
// A Redis shared with other runs: channels and keys of this run's own.
const server = await startAppServer(process.env.REDIS_URL ? { REDIS_PREFIX: `maisonnee:bench-streams:${randomBytes(4).toString('hex')}:` } : {})
const cleanup = () => server.stop()
process.once('SIGINT', () => void cleanup().finally(() => process.exit(130)))
try {
  const appLimit = openFilesLimit(server.pid)
  if (appLimit.soft < neededFiles) throw new Error(`The app may open ${appLimit.soft} files only (${neededFiles} needed).`)
  const account = (role: string) => readCredentials(server.dataDir)!.find((candidate) => candidate.role === role)!
  const tokenOf = async (email: string, password: string) => (await api<{ token: string }>(server, '/api/users/login', { body: { email, password } })).token
  const adminToken = await tokenOf(account('admin').email, account('admin').password)
  const staffToken = await tokenOf(account('staff').email, account('staff').password)

  console.log(`Creating ${CUSTOMERS} customers with a project each…`)
  const customers: Customer[] = []
  for (let index = 0; index < CUSTOMERS; index++) {
    const email = `flux-${index}-${randomBytes(3).toString('hex')}@exemple.fr`
    const password = 'Maisonnee;2026ef'
    const { doc: user } = await api<{ doc: { id: number } }>(server, '/api/users', { token: adminToken, body: { email, password, role: 'customer', isActive: true, firstName: `Client ${index}`, lastName: 'Flux' } })
    const { doc: project } = await api<{ doc: { id: number } }>(server, '/api/projects', { token: staffToken, body: { title: `Chantier ${index}`, owner: user.id, status: 11, statusChangeReason: 'Banc d’essai' } })
    customers.push({ index, userId: user.id, projectId: project.id, token: await tokenOf(email, password), streams: [], writes: [] })
  }
  // One write before measuring, so that the report path's modules are loaded in the "before" reading too.
  await api(server, '/api/reports', { token: staffToken, body: { project: customers[0]!.projectId, title: 'Échauffement' } })
  await sleep(2_000)
  const rssBefore = rssMb(server.pid)

  console.log(`Opening ${STREAMS} streams (${CUSTOMERS} customers × ${TABS} tabs)…`)
  const openStart = performance.now()
  for (let tab = 0; tab < TABS; tab++) {
    const opened = await Promise.allSettled(customers.map((customer) => openStream(server, customer)))
    opened.forEach((result, index) => {
      if (result.status === 'fulfilled') customers[index]!.streams.push(result.value)
    })
  }
  const openSeconds = (performance.now() - openStart) / 1000
  const openStreams = customers.reduce((total, customer) => total + customer.streams.length, 0)
  await sleep(3_000)
  const rssAfterOpen = rssMb(server.pid)

  console.log(`Writing ${CUSTOMERS * ROUNDS} reports through /api (${WRITERS} at once, one at a time per customer)…`)
  const writeStart = performance.now()
  for (let round = 0; round < ROUNDS; round++) {
    for (let first = 0; first < customers.length; first += WRITERS) {
      const batch = customers.slice(first, first + WRITERS)
      await Promise.all(
        batch.map(async (customer) => {
          const startedAt = performance.now()
          try {
            await api(server, '/api/reports', { token: staffToken, body: { project: customer.projectId, title: `Visite ${round + 1}` } })
            customer.writes.push({ startedAt, ackedAt: performance.now() })
          } catch (error) {
            errors.writeRefused++
            console.error(error)
          }
        }),
      )
      // Waits until every stream of the batch has its event (or the timeout), so that the k-th event
      // of a stream is the k-th write for its customer.
      const deadline = performance.now() + DELIVERY_TIMEOUT_MS
      while (performance.now() < deadline && batch.some((customer) => customer.streams.some((stream) => stream.arrivals.length < customer.writes.length))) await sleep(5)
    }
  }
  const writeSeconds = (performance.now() - writeStart) / 1000
  await sleep(500)
  const rssAfterEvents = rssMb(server.pid)

  const fromAck: number[] = []
  const fromStart: number[] = []
  for (const customer of customers) {
    for (const stream of customer.streams) {
      const own = stream.arrivals.filter((arrival) => arrival.projectId === customer.projectId)
      errors.misdelivered += stream.arrivals.length - own.length
      errors.duplicated += Math.max(0, own.length - customer.writes.length)
      errors.missing += Math.max(0, customer.writes.length - own.length)
      customer.writes.forEach((write, k) => {
        const arrival = own[k]
        if (!arrival) return
        fromAck.push(arrival.at - write.ackedAt)
        fromStart.push(arrival.at - write.startedAt)
      })
    }
  }
  fromAck.sort((x, y) => x - y)
  fromStart.sort((x, y) => x - y)
  const beforeAck = fromAck.filter((ms) => ms < 0).length

  for (const customer of customers) for (const stream of customer.streams) (stream.isOpen = false), stream.close()
  await sleep(3_000)
  const rssAfterClose = rssMb(server.pid)

  const ms = (value: number) => (Number.isNaN(value) ? '–' : `${value.toFixed(1)} ms`)
  const deliveries = fromAck.length
  const expected = customers.reduce((total, customer) => total + customer.writes.length * customer.streams.length, 0)
  const errorTotal = Object.values(errors).reduce((total, count) => total + count, 0)
  const figures = {
    date: new Date().toISOString(),
    machine: `${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}`,
    database: process.env.DATABASE === 'postgres' ? 'PostgreSQL' : 'SQLite',
    pubsub: process.env.REDIS_URL ? 'Redis' : 'in-process memory',
    customers: CUSTOMERS,
    tabs: TABS,
    streams: { asked: STREAMS, open: openStreams, openSeconds },
    openFiles: { bench: ownLimit.soft, app: appLimit.soft },
    rssMb: { before: rssBefore, afterOpen: rssAfterOpen, afterEvents: rssAfterEvents, afterClose: rssAfterClose },
    perStreamKb: ((rssAfterOpen - rssBefore) * 1024) / Math.max(1, openStreams),
    writes: customers.reduce((total, customer) => total + customer.writes.length, 0),
    writeSeconds,
    deliveries: { expected, measured: deliveries, beforeAck },
    latencyFromAckMs: { p50: percentile(fromAck, 50), p95: percentile(fromAck, 95), p99: percentile(fromAck, 99), max: fromAck.at(-1) ?? Number.NaN },
    latencyFromStartMs: { p50: percentile(fromStart, 50), p95: percentile(fromStart, 95), p99: percentile(fromStart, 99), max: fromStart.at(-1) ?? Number.NaN },
    errors,
  }

  const markdown = `# Live streams: ${STREAMS} at once on one process

Run ${figures.date.slice(0, 16).replace('T', ' ')} UTC on ${figures.machine}; ${figures.database}, pub/sub in ${figures.pubsub}; \`npm run bench:streams\` (tests/load/streams.ts), the production build started as \`npm start\` does.
${CUSTOMERS} customers × ${TABS} tabs, each tab its own connection to \`GET /stream/{userId}\` (Bearer token); then ${figures.writes} reports written by staff through \`POST /api/reports\` (${WRITERS} at once, one at a time per customer, each batch waiting until its ${TABS} × ${WRITERS} deliveries arrived): every write is one event for ${TABS} streams. Open-files limit: app ${figures.openFiles.app}, benchmark ${figures.openFiles.bench}.

| | |
|---|---:|
| Streams open | ${openStreams} / ${STREAMS} (opened in ${openSeconds.toFixed(1)} s) |
| App RSS before the streams | ${rssBefore.toFixed(0)} MB |
| App RSS with the streams open (3 s after) | ${rssAfterOpen.toFixed(0)} MB |
| Per stream | ${figures.perStreamKb.toFixed(1)} KB |
| App RSS after the events | ${rssAfterEvents.toFixed(0)} MB |
| App RSS 3 s after closing the streams | ${rssAfterClose.toFixed(0)} MB |
| Writes (reports) | ${figures.writes} in ${writeSeconds.toFixed(1)} s |
| Deliveries measured / expected | ${deliveries} / ${expected} |
| Latency after the write's acknowledgement, p50 / p95 / p99 / max | ${ms(figures.latencyFromAckMs.p50)} / ${ms(figures.latencyFromAckMs.p95)} / ${ms(figures.latencyFromAckMs.p99)} / ${ms(figures.latencyFromAckMs.max)} |
| Latency from the write's start, p50 / p95 / p99 / max | ${ms(figures.latencyFromStartMs.p50)} / ${ms(figures.latencyFromStartMs.p95)} / ${ms(figures.latencyFromStartMs.p99)} / ${ms(figures.latencyFromStartMs.max)} |
| Deliveries that arrived before the acknowledgement (negative latency) | ${beforeAck} |
| Errors | ${errorTotal} (streams refused ${errors.streamRefused}, dropped ${errors.streamDropped}; writes refused ${errors.writeRefused}; events missing ${errors.missing}, duplicated ${errors.duplicated}, misdelivered ${errors.misdelivered}) |

How to read it: the event is published once the write is committed, before the HTTP answer leaves, so a
delivery can arrive before the acknowledgement (negative latency after the ack). Both ends of each latency
are read in the benchmark's process, which also holds the ${STREAMS} client sockets and shares the 2 cores
with the app: its own event loop, reading ${TABS} deliveries at once per write, is part of the figure.
RSS is the app process's VmRSS (/proc), without a forced garbage collection, so "per stream" is an
order of magnitude, not an exact cost.
`
  const resultsDir = path.join(root, 'tests/load/results')
  mkdirSync(resultsDir, { recursive: true })
  const name = `streams${process.env.DATABASE === 'postgres' ? '-postgres' : ''}${process.env.REDIS_URL ? '-redis' : ''}`
  writeFileSync(path.join(resultsDir, `${name}.md`), markdown)
  writeFileSync(path.join(resultsDir, `${name}.json`), `${JSON.stringify(figures, null, 2)}\n`)
  console.log(`\n${markdown}`)
} finally {
  await cleanup()
}
