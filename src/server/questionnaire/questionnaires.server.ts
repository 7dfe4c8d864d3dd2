import type { Payload } from 'payload'
import type { Photo, Question as QuestionDoc, Quiz } from '../../../payload-types.ts'
import { slugs } from '../../../collections/slugs.ts'
import type { Questionnaire } from '../../domain/questionnaire/index.ts'
import { NotFoundError } from '../../domain/errors.ts'
import { toEngineQuestionnaire } from './engine-model.ts'

/** A published questionnaire: the quiz, its questions as stored, and the engine's view of them. */
export type LoadedQuestionnaire = {
  quiz: Quiz
  questions: QuestionDoc[]
  engine: Questionnaire
}

export const NO_QUESTIONNAIRE = "Aucun questionnaire n'est publié pour le moment."

/**
 * How long a loaded questionnaire is reused. Every answer is validated against it, so it is read far
 * more often than it changes; an edit published in the CMS reaches visitors within this delay.
 */
const CACHE_MS = 5_000

type CacheEntry = { at: number; value: Promise<LoadedQuestionnaire> }
const cache = new Map<string, CacheEntry>()

async function load(payload: Payload, quizId: number | string | null): Promise<LoadedQuestionnaire> {
  const quiz = quizId === null ? await latestPublishedQuiz(payload) : await publishedQuiz(payload, quizId)
  const { docs } = await payload.find({
    collection: slugs.questions,
    where: { quiz: { equals: quiz.id } },
    sort: 'position',
    depth: 1,
    limit: 500,
    pagination: false,
    draft: false,
    overrideAccess: false,
  })
  return { quiz, questions: docs, engine: toEngineQuestionnaire(quiz.id, docs) }
}

async function latestPublishedQuiz(payload: Payload): Promise<Quiz> {
  const { docs } = await payload.find({
    collection: slugs.quizzes,
    sort: '-updatedAt',
    limit: 1,
    depth: 1,
    draft: false,
    overrideAccess: false,
    select: { questions: false },
  })
  const quiz = docs[0]
  if (!quiz) throw new NotFoundError(NO_QUESTIONNAIRE)
  return quiz as Quiz
}

async function publishedQuiz(payload: Payload, quizId: number | string): Promise<Quiz> {
  const { docs } = await payload.find({
    collection: slugs.quizzes,
    where: { id: { equals: quizId } },
    limit: 1,
    depth: 1,
    draft: false,
    overrideAccess: false,
    select: { questions: false },
  })
  const quiz = docs[0]
  if (!quiz) throw new NotFoundError(NO_QUESTIONNAIRE)
  return quiz as Quiz
}

/**
 * The published questionnaire with this id, or the latest published one (null). Read as an anonymous
 * visitor (overrideAccess: false): drafts are never served.
 */
export function loadQuestionnaire(payload: Payload, quizId: number | string | null = null): Promise<LoadedQuestionnaire> {
  const key = quizId === null ? 'latest' : String(quizId)
  const cached = cache.get(key)
  if (cached && Date.now() - cached.at < CACHE_MS) return cached.value
  const value = load(payload, quizId)
  cache.set(key, { at: Date.now(), value })
  // A failed load is not kept: the next call tries again.
  value.catch(() => cache.delete(key))
  return value
}

/** The image of a quiz or a question, as a public upload path, or null. */
export function photoPath(photo: number | Photo | null | undefined): string | null {
  if (!photo || typeof photo !== 'object' || !photo.filename) return null
  return `/uploads/photos/img/${encodeURIComponent(photo.filename)}`
}
