/**
 * Answering questions under load: CLIENTS visitors at once (default 50), each on its own project with its
 * own visitor cookie, answer questions of the seeded questionnaire in a loop for DURATION seconds (a mix
 * of number, date, text, commune and multiple-choice answers, each one validated and upserted). Prints the
 * throughput and the latency percentiles and writes tests/load/results/answers.md. Target: p99 < 50 ms
 * with SQLite on this machine.
 *
 *   npx node tests/load/answers.ts      (after `npm run build`; about a minute)
 *
 * Tunable: LOAD_CLIENTS (default 50), LOAD_DURATION (s, default 15), LOAD_WARMUP (s, default 3),
 * DATABASE=postgres to run on a throwaway PostgreSQL database instead of SQLite.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { startAppServer } from '../support/app-server.ts'
import { V1Client } from '../support/v1-client.ts'
import { QUESTIONNAIRE, type QuestionKey } from '../../seed/content/questionnaire.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 50)
const DURATION_S = Number(process.env.LOAD_DURATION ?? 15)
const WARMUP_S = Number(process.env.LOAD_WARMUP ?? 3)

/** What each client answers, in turn (valid answers: the benchmark measures saving, not refusing). */
const ANSWERS: [QuestionKey, (n: number) => string][] = [
  ['surface', (n) => String(30 + (n % 90))],
  ['floor', (n) => String(n % 8)],
  ['start-date', (n) => `2027-0${1 + (n % 9)}-1${n % 10}`],
  ['fullname', (n) => `Client ${n}`],
  ['commune', (n) => (n % 2 === 0 ? '75056' : '92012')],
  ['wishes', (n) => JSON.stringify(n % 2 === 0 ? ['rangements'] : ['lumiere', 'sols'])],
]

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number
}

// The throwaway database is made by this process (tests/support/test-database.ts reads TEST_DB).
if (process.env.DATABASE === 'postgres') process.env.TEST_DB = 'postgres'
const server = await startAppServer()
try {
  const probe = new V1Client(server.baseUrl)
  const { payload } = await probe.get<{ quizztions: { quizztion_id: string; quizztion_title: string }[] }>('/v1/project/quizz/questions')
  const idOf = (key: QuestionKey) => {
    const title = QUESTIONNAIRE.questions.find((question) => question.key === key)?.title
    const id = payload.quizztions.find((question) => question.quizztion_title === title)?.quizztion_id
    if (!id) throw new Error(`question ${key} not found`)
    return id
  }
  const answers = ANSWERS.map(([key, value]) => ({ id: idOf(key), value }))

  // Every client starts its own project with a first answer (and gets its visitor cookie).
  const clients = await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      const client = new V1Client(server.baseUrl)
      const first = await client.post('/v1/project/quizz/create/response', { fk_response_quizztion: idOf('property-type'), response_value: 'appartement' })
      if (first.status !== 201) throw new Error(`first answer failed: ${JSON.stringify(first.body)}`)
      return { client, projectId: first.payload.project.project_id as string }
    }),
  )

  const latencies: number[] = []
  let errors = 0
  let measuring = false
  const stopAt = Date.now() + (WARMUP_S + DURATION_S) * 1000
  setTimeout(() => (measuring = true), WARMUP_S * 1000)
  await Promise.all(
    clients.map(async ({ client, projectId }, index) => {
      for (let n = index; Date.now() < stopAt; n++) {
        const answer = answers[n % answers.length] as (typeof answers)[number]
        const started = performance.now()
        const result = await client.post('/v1/project/quizz/create/single/response', {
          project_id: projectId,
          fk_response_quizztion: answer.id,
          response_value: answer.value(n),
        })
        const elapsed = performance.now() - started
        if (!measuring) continue
        latencies.push(elapsed)
        if (result.status !== 200) errors++
      }
    }),
  )

  latencies.sort((a, b) => a - b)
  const figures = {
    clients: CLIENTS,
    database: process.env.DATABASE === 'postgres' ? 'PostgreSQL' : 'SQLite',
    durationS: DURATION_S,
    requests: latencies.length,
    errors,
    throughput: Math.round(latencies.length / DURATION_S),
    p50: percentile(latencies, 50),
    p90: percentile(latencies, 90),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
  }
  const ms = (value: number) => `${value.toFixed(1)} ms`
  const table = [
    `# Answers under load (${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, ${figures.database})`,
    '',
    `${figures.clients} concurrent visitors answering questions for ${figures.durationS} s (after ${WARMUP_S} s of warm-up), one process (server.ts).`,
    '',
    '| requests | errors | answers/s | p50 | p90 | p99 | max |',
    '|---|---|---|---|---|---|---|',
    `| ${figures.requests} | ${figures.errors} | ${figures.throughput} | ${ms(figures.p50)} | ${ms(figures.p90)} | ${ms(figures.p99)} | ${ms(figures.max)} |`,
    '',
    `Target p99 < 50 ms: ${figures.p99 < 50 ? 'met' : 'not met'}.`,
  ].join('\n')
  console.log(table)
  mkdirSync(path.join(root, 'tests/load/results'), { recursive: true })
  const name = figures.database === 'SQLite' ? 'answers' : 'answers-postgres'
  writeFileSync(path.join(root, `tests/load/results/${name}.md`), `${table}\n`)
  writeFileSync(path.join(root, `tests/load/results/${name}.json`), `${JSON.stringify(figures, null, 2)}\n`)
} finally {
  await server.stop()
}
