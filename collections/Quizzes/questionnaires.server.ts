import type { Payload } from 'payload'
import type { Photo, Project, Question as QuestionDoc, Quiz, User } from '../../payload-types.ts'
import { slugs } from '../slugs.ts'
import { isOffered, type Questionnaire } from '../../src/domain/questionnaire/index.ts'
import { NotFoundError } from '../../src/domain/errors.ts'
import type { DocId } from '../../src/domain/ids/index.ts'
import { toEngineQuestionnaire } from './engine-model.ts'
import { quizQuestionsInOrder } from './questions-query.server.ts'
import { relationId } from '../fields/relation-id.ts'

/**
 * A published questionnaire: the quiz, its questions as they were published, the engine's view of them,
 * and the Payload version they come from (null for a quiz published before versions held its questions).
 */
export type LoadedQuestionnaire = {
  quiz: Quiz
  questions: QuestionDoc[]
  engine: Questionnaire
  versionId: string | null
}

type QuizSnapshot = { questions: QuestionDoc[] }

function snapshotOf(quiz: Quiz): QuizSnapshot | null {
  const snapshot = quiz.snapshot as QuizSnapshot | null | undefined
  return snapshot && Array.isArray(snapshot.questions) ? snapshot : null
}

export const NO_QUESTIONNAIRE = "Aucun questionnaire n'est publié pour le moment."

/**
 * How long the latest published questionnaire is reused. Every answer is validated against it, so it is
 * read far more often than it changes; an edit published in the CMS reaches new visitors within this delay.
 * A published version (what a project started on) never changes: once loaded, it is kept.
 */
const CACHE_MS = 5_000

/** `isSnapshot`: the entry holds a published version (known once loaded), reused without expiry. */
type CacheEntry = { at: number; value: Promise<LoadedQuestionnaire>; isSnapshot: boolean }
const cache = new Map<string, CacheEntry>()

/** The questionnaire asked for, and whether it is the published version asked for (which never changes). */
async function load(payload: Payload, quizId: number | string | null, versionId: string | null): Promise<{ loaded: LoadedQuestionnaire; isSnapshot: boolean }> {
  if (versionId !== null) {
    const kept = await publishedVersion(payload, versionId)
    if (kept) return { loaded: kept, isSnapshot: true }
  }
  return { loaded: await loadLatest(payload, quizId), isSnapshot: false }
}

/** The published questionnaire with this id, or the latest published one (null). */
async function loadLatest(payload: Payload, quizId: number | string | null): Promise<LoadedQuestionnaire> {
  const quiz = await publishedQuiz(payload, quizId)
  const snapshot = snapshotOf(quiz)
  if (snapshot) {
    const version = await latestPublishedVersionId(payload, quiz.id)
    return { quiz, questions: snapshot.questions, engine: toEngineQuestionnaire(quiz.id, snapshot.questions), versionId: version }
  }
  // A quiz published before its questions were frozen into versions: its live questions.
  const docs = await quizQuestionsInOrder(payload, { quizId: quiz.id, draft: false, depth: 1, limit: 500, user: null })
  return { quiz, questions: docs, engine: toEngineQuestionnaire(quiz.id, docs), versionId: null }
}

/** A published version of a quiz (the questionnaire a project started on), or null when it is gone. */
async function publishedVersion(payload: Payload, versionId: string): Promise<LoadedQuestionnaire | null> {
  const { docs } = await payload.findVersions({
    collection: slugs.quizzes,
    where: { and: [{ id: { equals: versionId } }, { 'version._status': { equals: 'published' } }] },
    limit: 1,
    depth: 1,
    overrideAccess: false,
  })
  const found = docs[0]
  if (!found) return null
  const quiz = { ...(found.version as Quiz), id: relationId(found.parent as Quiz | number) as number }
  const snapshot = snapshotOf(quiz)
  if (!snapshot) return null
  return { quiz, questions: snapshot.questions, engine: toEngineQuestionnaire(quiz.id, snapshot.questions), versionId: String(found.id) }
}

async function latestPublishedVersionId(payload: Payload, quizId: number | string): Promise<string | null> {
  const { docs } = await payload.findVersions({
    collection: slugs.quizzes,
    where: { and: [{ parent: { equals: quizId } }, { 'version._status': { equals: 'published' } }] },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: false,
  })
  return docs[0] ? String(docs[0].id) : null
}

/** The published quiz with this id, or the latest published one (null); read as a visitor. */
async function publishedQuiz(payload: Payload, quizId: number | string | null): Promise<Quiz> {
  const { docs } = await payload.find({
    collection: slugs.quizzes,
    ...(quizId === null ? { sort: '-updatedAt' } : { where: { id: { equals: quizId } } }),
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
 * The questionnaire a project started on (its published version `versionId`), else the published
 * questionnaire with this id, or the latest published one (null). Read as an anonymous visitor
 * (overrideAccess: false): drafts are never served.
 */
export function loadQuestionnaire(
  payload: Payload,
  quizId: number | string | null = null,
  versionId: string | null = null,
): Promise<LoadedQuestionnaire> {
  const key = versionId !== null ? `version:${versionId}` : quizId === null ? 'latest' : String(quizId)
  const cached = cache.get(key)
  if (cached && (cached.isSnapshot || Date.now() - cached.at < CACHE_MS)) return cached.value
  const loading = load(payload, quizId, versionId)
  const entry: CacheEntry = { at: Date.now(), value: loading.then(({ loaded }) => loaded), isSnapshot: false }
  cache.set(key, entry)
  loading.then(
    ({ isSnapshot }) => void (entry.isSnapshot = isSnapshot),
    // A failed load is not kept: the next call tries again.
    () => cache.delete(key),
  )
  return entry.value
}

/**
 * A quiz's draft, as marketing previews it before publishing: the latest version of the quiz and of each
 * of its questions (drafts included, retired ones left out), read as `user` (the collections let only marketing read drafts).
 * Never cached: the preview shows the edit just saved.
 */
export async function loadDraftQuestionnaire(payload: Payload, user: User, quizId: DocId): Promise<LoadedQuestionnaire> {
  const { docs: quizzes } = await payload.find({
    collection: slugs.quizzes,
    where: { id: { equals: quizId } },
    limit: 1,
    depth: 1,
    draft: true,
    user,
    overrideAccess: false,
    select: { questions: false, snapshot: false },
  })
  const quiz = quizzes[0]
  if (!quiz) throw new NotFoundError(NO_QUESTIONNAIRE)
  // A retired question is not previewed: publishing would not put it live.
  const docs = (await quizQuestionsInOrder(payload, { quizId, draft: true, depth: 1, user })).filter(isOffered)
  return { quiz: quiz as Quiz, questions: docs, engine: toEngineQuestionnaire(quizId, docs), versionId: null }
}

/** The image of a quiz or a question, as a public upload path, or null. */
export function photoPath(photo: number | Photo | null | undefined): string | null {
  if (!photo || typeof photo !== 'object' || !photo.filename) return null
  return `/uploads/photos/img/${encodeURIComponent(photo.filename)}`
}

/** The questionnaire a project answers: the one it started with. */
export async function questionnaireOf(payload: Payload, project: Project): Promise<LoadedQuestionnaire> {
  return loadQuestionnaire(payload, relationId(project.quiz), project.quizVersion ?? null)
}
