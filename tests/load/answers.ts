/**
 * Answering questions under load: CLIENTS visitors at once (default 50), each on its own project with its
 * own visitor cookie, answer questions of the seeded questionnaire (a mix of number, date, text, commune and
 * multiple-choice answers, each one validated and upserted). Two phases, both printed and written to
 * tests/load/results/answers.md:
 *
 * 1. paced: the clients together send LOAD_RATE answers a second (default 200, the budget of the
 *    performance issue), each on its own schedule; latency is counted from the moment a request was due,
 *    so a slow answer that delays the next one is not hidden (no coordinated omission).
 *    Target: p99 < 50 ms with SQLite on this machine.
 * 2. saturation: the same clients answer back to back with no pause, which gives the most answers a second
 *    one process sustains. NOTE: in a closed loop, latency is about clients / throughput (queueing), so
 *    this phase measures capacity, not the latency a visitor sees.
 *
 *   npm run bench:answers      (after `npm run build`; about a minute)
 *
 * Tunable: LOAD_CLIENTS (50), LOAD_RATE (answers/s, 200), LOAD_DURATION (s per phase, 15), LOAD_WARMUP
 * (s, 3), DATABASE=postgres to run on a throwaway PostgreSQL database (127.0.0.1:5432, or TEST_POSTGRES_URI)
 * or DATABASE=mongo on a jongodb server of its own (tests/support/mongo-server.ts; or TEST_MONGO_URI) instead of
 * SQLite. Results: results/answers.md, answers-postgres.md or answers-mongo.md (and .json).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { startAppServer } from '../support/app-server.ts'
import { startMongoServer, type MongoServer } from '../support/mongo-server.ts'
import { V1Client } from '../support/v1-client.ts'
import { cpuSecondsOf } from './support/processes.ts'
import { ANSWER_PATHS, firstAnswer, nthAnswer, questionIds } from './support/answer-load.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 50)
const DURATION_S = Number(process.env.LOAD_DURATION ?? 15)
const WARMUP_S = Number(process.env.LOAD_WARMUP ?? 3)
const RATE = Number(process.env.LOAD_RATE ?? 200)

/** `cpuMsPerAnswer`: the server's CPU time over the measured seconds divided by the answers: steadier than latency on a shared machine. */
type Figures = { requests: number; errors: number; throughput: number; p50: number; p90: number; p99: number; max: number; cpuMsPerAnswer: number }

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number
}

// The throwaway database is made by this process (tests/support/test-database.ts reads TEST_DB).
if (process.env.DATABASE === 'postgres') process.env.TEST_DB = 'postgres'
let mongo: MongoServer | undefined
if (process.env.DATABASE === 'mongo') {
  process.env.TEST_DB = 'mongo'
  if (!process.env.TEST_MONGO_URI) {
    mongo = await startMongoServer()
    Object.assign(process.env, { TEST_MONGO_URI: mongo.uri, TEST_MONGO_IN_MEMORY: '1' })
  }
}
const server = await startAppServer().catch(async (error: unknown) => {
  await mongo?.stop()
  throw error
})
try {
  const idOf = await questionIds(new V1Client(server.baseUrl))

  // Every client starts its own project with a first answer (and gets its visitor cookie).
  const clients = await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      const client = new V1Client(server.baseUrl)
      const first = await client.post(ANSWER_PATHS.first, firstAnswer(idOf))
      if (first.status !== 201) throw new Error(`first answer failed: ${JSON.stringify(first.body)}`)
      return { client, projectId: first.payload.project.project_id as string }
    }),
  )

  const answerOnce = async ({ client, projectId }: (typeof clients)[number], n: number) => {
    const result = await client.post(ANSWER_PATHS.next, nthAnswer(idOf, projectId, n))
    return result.status === 200
  }

  /** Runs one phase: `next(index, n)` says when the client's n-th answer is due (null: as soon as possible). */
  const phase = async (dueAt: (index: number, n: number, startedAt: number) => number | null): Promise<Figures> => {
    const latencies: number[] = []
    let errors = 0
    const startedAt = performance.now()
    const measureFrom = startedAt + WARMUP_S * 1000
    const stopAt = measureFrom + DURATION_S * 1000
    let cpuAtStart = Number.NaN
    const snapshot = setTimeout(() => (cpuAtStart = cpuSecondsOf([server])), measureFrom - performance.now())
    await Promise.all(
      clients.map(async (client, index) => {
        for (let n = 0; ; n++) {
          const due = dueAt(index, n, startedAt)
          if (due !== null && due > performance.now()) await new Promise((resolve) => setTimeout(resolve, due - performance.now()))
          const sent = due ?? performance.now()
          if (sent >= stopAt) return
          const saved = await answerOnce(client, index + n * CLIENTS)
          if (sent < measureFrom) continue
          latencies.push(performance.now() - sent)
          if (!saved) errors++
        }
      }),
    )
    clearTimeout(snapshot)
    const cpuSeconds = cpuSecondsOf([server]) - cpuAtStart
    latencies.sort((a, b) => a - b)
    return {
      requests: latencies.length,
      errors,
      throughput: Math.round(latencies.length / DURATION_S),
      p50: percentile(latencies, 50),
      p90: percentile(latencies, 90),
      p99: percentile(latencies, 99),
      max: latencies.at(-1) ?? Number.NaN,
      cpuMsPerAnswer: (cpuSeconds * 1000) / Math.max(1, latencies.length),
    }
  }

  // Paced: each client answers every CLIENTS / RATE seconds, the clients spread evenly over that period.
  const period = (CLIENTS / RATE) * 1000
  const paced = await phase((index, n, startedAt) => startedAt + (index / CLIENTS) * period + n * period)
  const saturation = await phase(() => null)

  const database = process.env.DATABASE === 'postgres' ? 'PostgreSQL' : process.env.DATABASE === 'mongo' ? 'MongoDB (jongodb)' : 'SQLite'
  const ms = (value: number) => `${value.toFixed(1)} ms`
  const row = (name: string, f: Figures) =>
    `| ${name} | ${f.requests} | ${f.errors} | ${f.throughput} | ${ms(f.p50)} | ${ms(f.p90)} | ${ms(f.p99)} | ${ms(f.max)} | ${f.cpuMsPerAnswer.toFixed(2)} ms |`
  const table = [
    `# Answers under load (${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, ${database})`,
    '',
    `${CLIENTS} concurrent visitors answering questions, ${DURATION_S} s per phase after ${WARMUP_S} s of warm-up, one process (server.ts).`,
    `Machine load average (1 min) at the end: ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores (a shared machine: latencies move with other programs' load, the CPU per answer much less).`,
    '',
    '| phase | requests | errors | answers/s | p50 | p90 | p99 | max | server CPU per answer |',
    '|---|---|---|---|---|---|---|---|---|',
    row(`paced, ${RATE} answers/s`, paced),
    row('saturation (back to back)', saturation),
    '',
    `Target p99 < 50 ms at ${RATE} answers/s: ${paced.p99 < 50 ? 'met' : 'not met'}.`,
  ].join('\n')
  console.log(table)
  mkdirSync(path.join(root, 'tests/load/results'), { recursive: true })
  const name = process.env.DATABASE === 'postgres' ? 'answers-postgres' : process.env.DATABASE === 'mongo' ? 'answers-mongo' : 'answers'
  writeFileSync(path.join(root, `tests/load/results/${name}.md`), `${table}\n`)
  writeFileSync(path.join(root, `tests/load/results/${name}.json`), `${JSON.stringify({ clients: CLIENTS, database, rate: RATE, durationS: DURATION_S, paced, saturation }, null, 2)}\n`)
} finally {
  // NOTE: on our own jongodb, dropping the database is moot (the server goes, and keeps nothing) and fails:
  // jongodb has no listCollections, which the drop uses.
  await server.stop().catch((error: unknown) => {
    if (!mongo) throw error
    rmSync(server.dataDir, { recursive: true, force: true })
  })
  await mongo?.stop()
}
