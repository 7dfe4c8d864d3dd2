/**
 * `npm run bench:balanced`: answers saved through the deployment of deploy/ (HAProxy on
 * deploy/haproxy/haproxy.cfg in front of two copies of server.ts on one throwaway PostgreSQL database and
 * Redis, started as `npm run test:faults` starts it: support/deployment.ts). The capacity target of issue #25:
 * two instances on PostgreSQL behind the balancer hold 200 answers a second with p99 < 100 ms.
 *
 * LOAD_CLIENTS visitors (50), each from a loopback address of its own (HAProxy passes it on in
 * X-Forwarded-For, and the app counts its per-address limits on it) and with its own project and visitor
 * cookie, over a kept-alive connection to HAProxy as a browser's, answer the seeded questionnaire's questions
 * (number, date, commune, multiple choice: validated and upserted; one answer in five changes the project):
 *
 * 1. paced: together LOAD_RATE answers a second (200), each visitor on its own schedule, for LOAD_DURATION
 *    seconds (30) after LOAD_WARMUP (5); latency from the moment an answer was due, so a slow answer that
 *    delays the next one is not hidden;
 * 2. back to back: the same visitors with no pause for LOAD_SATURATION_DURATION seconds (15) after the
 *    warm-up: the most answers a second the deployment sustains on this machine (closed loop: its latency
 *    is about visitors ÷ throughput, it measures capacity, not what a visitor waits).
 *
 * For each: answers, errors (by status), achieved answers a second, p50/p90/p99/max, and the CPU time each
 * part used per answer: app1, app2, PostgreSQL (every `postgres` process of the machine: the shared server,
 * its other databases included), HAProxy, Redis, this load generator, and the rest of the machine (other
 * programs: the machine is shared). Results: results/balanced-answers.md (and .json).
 *
 *   npm run bench:balanced        (after `npm run build`; about 2 minutes)
 *
 * BENCH_CPU_PROF=<folder>: both instances run with `node --cpu-prof` and write their profiles there when
 * they stop. Skipped (exit 0, saying why) when HAProxy, PostgreSQL or Redis is missing, as test:faults.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createTestDatabase } from '../support/test-database.ts'
import { V1Client } from '../support/v1-client.ts'
import { closeLoopbackConnections, LoopbackVisitor } from '../faults/support/loopback-visitor.ts'
import { ANSWER_PATHS, firstAnswer, nthAnswer, questionIds } from './support/answer-load.ts'
import { DEFAULT_REDIS_URL, missingServices, requireBuild, startDeployment, type Deployment } from './support/deployment.ts'
import { cpuSecondsByCommand, cpuSecondsOf, killAllNow, machineBusySeconds, stopAll, type Started } from './support/processes.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 50)
const RATE = Number(process.env.LOAD_RATE ?? 200)
const DURATION_S = Number(process.env.LOAD_DURATION ?? 30)
const WARMUP_S = Number(process.env.LOAD_WARMUP ?? 5)
const SATURATION_S = Number(process.env.LOAD_SATURATION_DURATION ?? 15)
const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : null
const TARGET = { rate: 200, p99Ms: 100 }
const HARD_LIMIT_MS = 10 * 60_000
const resultsDir = path.join(root, 'tests/load/results')

const log = (message: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`)

requireBuild(root)
const missing = await missingServices(DEFAULT_REDIS_URL)
if (missing.length > 0) {
  console.log(`bench:balanced skipped, nothing was run:\n- ${missing.join('\n- ')}`)
  process.exit(0)
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'maisonnee-balanced-'))
const cleanups: Array<() => Promise<void>> = []
let cleaning: Promise<void> | undefined
const cleanup = () =>
  (cleaning ??= (async () => {
    await stopAll()
    for (const step of cleanups.reverse()) await step().catch((error: unknown) => console.error('cleanup:', error))
    closeLoopbackConnections()
    rmSync(tmp, { recursive: true, force: true })
  })())
process.on('exit', () => killAllNow())
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void cleanup().finally(() => process.exit(130)))
setTimeout(() => {
  console.error(`Stopped: the benchmark ran over ${HARD_LIMIT_MS / 60_000} minutes.`)
  void cleanup().finally(() => process.exit(1))
}, HARD_LIMIT_MS).unref()

// ---------------------------------------------------------------------------------------------
// CPU time by part

const PARTS = ['app1', 'app2', 'postgres', 'haproxy', 'redis', 'load generator', 'other'] as const
type Part = (typeof PARTS)[number]

/** CPU seconds used so far by each part (the load generator: this process; other: the machine's busy time minus the rest). */
function cpuByPart(deployment: Deployment): Record<Part, number> {
  const own = process.cpuUsage()
  const parts = {
    app1: cpuSecondsOf([deployment.instances.app1.process]),
    app2: cpuSecondsOf([deployment.instances.app2.process]),
    postgres: cpuSecondsByCommand('postgres'),
    haproxy: cpuSecondsOf([deployment.haproxy.process]),
    redis: cpuSecondsByCommand('redis-server'),
    'load generator': (own.user + own.system) / 1e6,
  }
  const known = Object.values(parts).reduce((sum, value) => sum + value, 0)
  return { ...parts, other: machineBusySeconds() - known }
}

// ---------------------------------------------------------------------------------------------
// The load

type Figures = {
  answers: number
  errors: number
  errorsByStatus: Record<string, number>
  answersPerSecond: number
  p50: number
  p90: number
  p99: number
  max: number
  /** CPU ms per answer, by part, and all parts but `other` together. */
  cpuMsPerAnswer: Record<Part, number> & { total: number }
  /** Cores used on average during the measured seconds, by part. */
  cores: Record<Part, number>
  loadAverage: number
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number
}

type Visitor = { visitor: LoopbackVisitor; projectId: string }

async function main(): Promise<{ paced: Figures; saturation: Figures }> {
  const database = await createTestDatabase(tmp, 'postgres')
  cleanups.push(() => database.drop())
  const started: Started[] = []
  let deployment: Deployment
  try {
    deployment = await startDeployment({
      root,
      workDir: tmp,
      haproxyConfig: path.join(root, 'deploy/haproxy/haproxy.cfg'),
      databaseUri: database.uri,
      redisUrl: DEFAULT_REDIS_URL.toString(),
      ...(CPU_PROFILE_DIR ? { nodeArgs: () => ['--cpu-prof', `--cpu-prof-dir=${CPU_PROFILE_DIR}`] } : {}),
      started,
      log,
    })
  } catch (error) {
    for (const p of started) console.error(`--- ${p.name} (last output)\n${p.output().slice(-3000)}`)
    throw error
  }
  const baseUrl = deployment.haproxy.baseUrl
  const idOf = await questionIds(new V1Client(baseUrl))

  // Every visitor starts its project with a first answer (and gets its visitor cookie).
  const visitors: Visitor[] = await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      const visitor = new LoopbackVisitor(baseUrl, { keepAlive: true })
      const first = await visitor.post(ANSWER_PATHS.first, firstAnswer(idOf))
      const projectId = (first.json as { payload?: { project?: { project_id?: string } } } | undefined)?.payload?.project?.project_id
      if (first.status !== 201 || !projectId) throw new Error(`first answer failed: ${first.status} ${first.text.slice(0, 300)}`)
      return { visitor, projectId }
    }),
  )
  log(`${CLIENTS} visitors with a project each, from ${CLIENTS} loopback addresses`)

  let answered = 0
  /** One phase: `dueAt(index, n, startedAt)` says when a visitor's n-th answer is due (null: at once). */
  const phase = async (name: string, durationS: number, dueAt: (index: number, n: number, startedAt: number) => number | null): Promise<Figures> => {
    log(`${name}: ${WARMUP_S} s of warm-up, then ${durationS} s measured…`)
    const latencies: number[] = []
    const errorsByStatus: Record<string, number> = {}
    const startedAt = performance.now()
    const measureFrom = startedAt + WARMUP_S * 1000
    const stopAt = measureFrom + durationS * 1000
    let cpuAtStart: Record<Part, number> | undefined
    const snapshot = setTimeout(() => (cpuAtStart = cpuByPart(deployment)), measureFrom - performance.now())
    await Promise.all(
      visitors.map(async ({ visitor, projectId }, index) => {
        for (let n = 0; ; n++) {
          const due = dueAt(index, n, startedAt)
          if (due !== null && due > performance.now()) await new Promise((resolve) => setTimeout(resolve, due - performance.now()))
          const sent = due ?? performance.now()
          if (sent >= stopAt) return
          const status = await visitor
            .post(ANSWER_PATHS.next, nthAnswer(idOf, projectId, answered++))
            .then((answer) => String(answer.status))
            .catch((error: unknown) => `network error (${error instanceof Error ? error.message : String(error)})`)
          if (sent < measureFrom) continue
          latencies.push(performance.now() - sent)
          if (status !== '200') errorsByStatus[status] = (errorsByStatus[status] ?? 0) + 1
        }
      }),
    )
    clearTimeout(snapshot)
    const cpuAtEnd = cpuByPart(deployment)
    const measuredS = (performance.now() - measureFrom) / 1000
    latencies.sort((a, b) => a - b)
    const count = Math.max(1, latencies.length)
    const cpuMsPerAnswer = Object.fromEntries(PARTS.map((part) => [part, ((cpuAtEnd[part] - (cpuAtStart?.[part] ?? Number.NaN)) * 1000) / count])) as Record<Part, number>
    const cores = Object.fromEntries(PARTS.map((part) => [part, (cpuAtEnd[part] - (cpuAtStart?.[part] ?? Number.NaN)) / measuredS])) as Record<Part, number>
    const errors = Object.values(errorsByStatus).reduce((sum, value) => sum + value, 0)
    return {
      answers: latencies.length,
      errors,
      errorsByStatus,
      // NOTE: over the time the answers took, not the time they were due in: a deployment that falls behind the pace shows it.
      answersPerSecond: latencies.length / measuredS,
      p50: percentile(latencies, 50),
      p90: percentile(latencies, 90),
      p99: percentile(latencies, 99),
      max: latencies.at(-1) ?? Number.NaN,
      cpuMsPerAnswer: { ...cpuMsPerAnswer, total: PARTS.filter((part) => part !== 'other').reduce((sum, part) => sum + cpuMsPerAnswer[part], 0) },
      cores,
      loadAverage: os.loadavg()[0] ?? Number.NaN,
    }
  }

  // Paced: each visitor answers every CLIENTS / RATE seconds, the visitors spread evenly over that period.
  const period = (CLIENTS / RATE) * 1000
  const paced = await phase(`paced at ${RATE} answers/s`, DURATION_S, (index, n, startedAt) => startedAt + (index / CLIENTS) * period + n * period)
  const saturation = await phase('back to back', SATURATION_S, () => null)
  return { paced, saturation }
}

// ---------------------------------------------------------------------------------------------
// Report

function report({ paced, saturation }: { paced: Figures; saturation: Figures }, loadAtStart: number): string {
  const ms = (value: number) => `${value.toFixed(1)} ms`
  const errors = (f: Figures) => (f.errors === 0 ? '0' : `**${f.errors}** (${Object.entries(f.errorsByStatus).map(([status, count]) => `${count} × ${status}`).join(', ')})`)
  const row = (name: string, f: Figures) =>
    `| ${name} | ${f.answers} | ${errors(f)} | ${f.answersPerSecond.toFixed(0)} | ${ms(f.p50)} | ${ms(f.p90)} | ${ms(f.p99)} | ${ms(f.max)} | ${f.loadAverage.toFixed(1)} |`
  const cpuRow = (name: string, f: Figures) => `| ${name} | ${PARTS.map((part) => `${f.cpuMsPerAnswer[part].toFixed(2)} (${f.cores[part].toFixed(2)})`).join(' | ')} | ${f.cpuMsPerAnswer.total.toFixed(2)} |`
  const isMet = paced.errors === 0 && paced.answersPerSecond >= TARGET.rate * 0.98 && paced.p99 < TARGET.p99Ms
  return [
    `# Answers through HAProxy to two instances on PostgreSQL (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC)`,
    '',
    `${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown'}), Node ${process.version}, the production build. HAProxy (deploy/haproxy/haproxy.cfg) in front of two server.ts on one throwaway PostgreSQL database and Redis, as \`npm run test:faults\` starts them; the load generator on the same cores. ${CLIENTS} visitors, each from its own loopback address with its own project, over kept-alive connections to HAProxy; ${WARMUP_S} s of warm-up before each phase.`,
    `Machine load average (1 min): ${loadAtStart.toFixed(1)} before the run, ${os.loadavg()[0]?.toFixed(1)} after it (the machine is shared: latencies move with other programs' load, the CPU per answer much less).`,
    '',
    '| phase | answers | errors | answers/s | p50 | p90 | p99 | max | load average |',
    '|---|---:|---|---:|---:|---:|---:|---:|---:|',
    row(`paced at ${RATE}/s, ${DURATION_S} s`, paced),
    row(`back to back, ${SATURATION_S} s`, saturation),
    '',
    'CPU time per answer in ms, by part (in brackets: cores used on average); PostgreSQL is every `postgres` process of the machine, other is the rest of the machine (other programs).',
    '',
    `| phase | ${PARTS.join(' | ')} | all but other |`,
    `|---|${PARTS.map(() => '---:').join('|')}|---:|`,
    cpuRow(`paced at ${RATE}/s`, paced),
    cpuRow('back to back', saturation),
    '',
    `Target (issue #25): ${TARGET.rate} answers/s with p99 < ${TARGET.p99Ms} ms and no error: ${isMet ? 'met' : '**missed**'} (${paced.answersPerSecond.toFixed(0)} answers/s, p99 ${ms(paced.p99)}, ${paced.errors} errors). Back to back: ${saturation.answersPerSecond.toFixed(0)} answers/s.`,
    '',
  ].join('\n')
}

const loadAtStart = os.loadavg()[0] ?? Number.NaN
const began = performance.now()
try {
  const figures = await main()
  const markdown = report(figures, loadAtStart)
  mkdirSync(resultsDir, { recursive: true })
  writeFileSync(path.join(resultsDir, 'balanced-answers.md'), markdown)
  const json = { date: new Date().toISOString(), cores: os.cpus().length, node: process.version, clients: CLIENTS, rate: RATE, durationS: DURATION_S, warmupS: WARMUP_S, saturationS: SATURATION_S, loadAtStart, paced: figures.paced, saturation: figures.saturation }
  writeFileSync(path.join(resultsDir, 'balanced-answers.json'), `${JSON.stringify(json, null, 2)}\n`)
  console.log(`\n${markdown}`)
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  await cleanup()
  log(`done in ${((performance.now() - began) / 1000).toFixed(0)} s`)
}
