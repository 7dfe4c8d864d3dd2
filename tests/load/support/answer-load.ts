import { QUESTIONNAIRE, type QuestionKey } from '../../../seed/content/questionnaire.ts'
import type { V1Client } from '../../support/v1-client.ts'

/**
 * The answers a load sends, as a visitor answering the seeded questionnaire through /v1 does: a first answer
 * that creates the project (and gives the visitor key cookie), then a mix of number, date, text, commune and
 * multiple-choice answers, each one validated and upserted. Used by the answers benchmark (answers.ts) and
 * the fault suite (tests/faults/run.ts); each sends them with its own HTTP client.
 */

/** POST paths: the first answer (no project yet), then every next one on the project. */
export const ANSWER_PATHS = { first: '/v1/project/quizz/create/response', next: '/v1/project/quizz/create/single/response' } as const

/** What a visitor answers, in turn (valid answers: a load measures saving, not refusing). */
export const ANSWERS: [QuestionKey, (n: number) => string][] = [
  ['surface', (n) => String(30 + (n % 90))],
  ['floor', (n) => String(n % 8)],
  ['start-date', (n) => `2027-0${1 + (n % 9)}-1${n % 10}`],
  ['commune', (n) => (n % 2 === 0 ? '75056' : '92012')],
  ['wishes', (n) => JSON.stringify(n % 2 === 0 ? ['rangements'] : ['lumiere', 'sols'])],
]

export type AnswerBody = { project_id?: string; fk_response_quizztion: string; response_value: string }

/** The seeded questionnaire's question ids by key, read through GET /v1/project/quizz/questions. */
export async function questionIds(client: V1Client): Promise<(key: QuestionKey) => string> {
  const { payload } = await client.get<{ quizztions: { quizztion_id: string; quizztion_title: string }[] }>('/v1/project/quizz/questions')
  return (key) => {
    const title = QUESTIONNAIRE.questions.find((question) => question.key === key)?.title
    const id = payload.quizztions.find((question) => question.quizztion_title === title)?.quizztion_id
    if (!id) throw new Error(`question ${key} not found`)
    return id
  }
}

/** A visitor's first answer: the server creates the project (201). */
export const firstAnswer = (idOf: (key: QuestionKey) => string): AnswerBody => ({ fk_response_quizztion: idOf('property-type'), response_value: 'appartement' })

/** The n-th answer on a project: ANSWERS in turn, the value depending on n. */
export function nthAnswer(idOf: (key: QuestionKey) => string, projectId: string, n: number): AnswerBody {
  const [key, value] = ANSWERS[n % ANSWERS.length] as (typeof ANSWERS)[number]
  return { project_id: projectId, fk_response_quizztion: idOf(key), response_value: value(n) }
}
