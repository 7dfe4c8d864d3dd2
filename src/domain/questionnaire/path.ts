import { nextQuestionId } from './branching.ts'
import { findQuestion, storedAnswer, type Answers, type Question, type Questionnaire } from './model.ts'
import { isStoredAnswerEmpty } from './storage.ts'
import { validateStoredAnswer } from './validation.ts'

/**
 * The path through a questionnaire that stored answers lead to: resume, back, what is sent with the
 * estimate request and whether the questionnaire is complete (design/questionnaire.md 'Branching
 * semantics').
 */

export type ResolvedPath = {
  /** The questions visited, in order, from the first question; the current one, if any, last. */
  path: string[]
  /** The first unanswered question on the path; null when the path is over (the closing slide). */
  currentId: string | null
  /**
   * Why the replay stopped: at an unanswered question; past the last question; or on a jump back to a
   * question already on the path, which ends the path like the last question does.
   */
  stoppedAt: 'unanswered' | 'end' | 'loop'
}

/**
 * Whether a question counts as answered: it has a stored response that is not empty, or an empty one when
 * the question is optional (skipped with 'Passer').
 */
export function isAnswered(question: Question, answers: Answers): boolean {
  const stored = storedAnswer(answers, question.id)
  if (stored === undefined) return false
  return question.optional || !isStoredAnswerEmpty(question, stored)
}

/**
 * Replays stored answers through the rules, from the first question, and stops at the first unanswered
 * question (the one to resume at) or at the end. Only the answers of questions already on the path are
 * seen by the rules, so an answer left off the path by a changed earlier answer changes nothing.
 * NOTE: a jump back to a question already on the path ends the path there (stoppedAt 'loop'), as if the
 * questionnaire were over, so that no answers can make the replay loop. The authoring check warns about
 * backward jumps.
 */
export function resolvePath(questionnaire: Questionnaire, answers: Answers): ResolvedPath {
  const path: string[] = []
  const visited = new Set<string>()
  let answersSoFar: Answers = {}
  let currentId = questionnaire.questions[0]?.id ?? null
  while (currentId !== null) {
    if (visited.has(currentId)) return { path, currentId: null, stoppedAt: 'loop' }
    const question = findQuestion(questionnaire, currentId)
    if (!question) break
    visited.add(currentId)
    path.push(currentId)
    if (!isAnswered(question, answers)) return { path, currentId, stoppedAt: 'unanswered' }
    answersSoFar = { ...answersSoFar, [currentId]: storedAnswer(answers, currentId) ?? '' }
    currentId = nextQuestionId(questionnaire, currentId, answersSoFar)
  }
  return { path, currentId: null, stoppedAt: 'end' }
}

/**
 * The page to resume at: the index in the question list of the first unanswered question on the path, or
 * `questions.length` (the closing slide) when every question on the path is answered.
 */
export function resumeIndex(questionnaire: Questionnaire, answers: Answers): number {
  const { currentId } = resolvePath(questionnaire, answers)
  if (currentId === null) return questionnaire.questions.length
  return questionnaire.questions.findIndex((question) => question.id === currentId)
}

/**
 * The stored answers of the answered questions on the path: what is counted and sent with the estimate
 * request. Answers off the path stay in storage but are left out.
 */
export function answersOnPath(questionnaire: Questionnaire, answers: Answers): Answers {
  const { path } = resolvePath(questionnaire, answers)
  const entries = path.flatMap((id) => {
    const question = findQuestion(questionnaire, id)
    const stored = storedAnswer(answers, id)
    return question && stored !== undefined && isAnswered(question, answers) ? [[id, stored] as const] : []
  })
  return Object.fromEntries(entries)
}

/**
 * Whether the questionnaire can be sent for an estimate: it has questions, the path reaches its end (or
 * a loop, see resolvePath) and every answer on it is valid for its question (a non-optional question
 * answered, an optional one answered or skipped).
 */
export function isQuestionnaireComplete(questionnaire: Questionnaire, answers: Answers): boolean {
  const { path, currentId } = resolvePath(questionnaire, answers)
  if (questionnaire.questions.length === 0 || currentId !== null) return false
  return path.every((id) => {
    const question = findQuestion(questionnaire, id)
    return question !== undefined && validateStoredAnswer(question, storedAnswer(answers, id)).ok
  })
}

/**
 * The history a flow starts with: the resolved path, so that 'back' after a resume walks the path. The
 * current question, if any, is its last element.
 */
export function initialHistory(questionnaire: Questionnaire, answers: Answers): string[] {
  return resolvePath(questionnaire, answers).path
}

/**
 * The question 'back' goes to: the one visited before the current one (the last element of `history`),
 * not the previous one in list order; null on the first question (back to the intro).
 */
export function previousQuestionId(history: readonly string[]): string | null {
  return history.at(-2) ?? null
}

/**
 * The question after the current one in the live flow, where the current question is the last element of
 * `history` (empty history: the first question). The rules see only the answers of the questions in the
 * history, as resolvePath does, so that the live flow and a resume agree.
 * NOTE: unlike resolvePath, the live flow follows a jump back to a visited question (the customer sees
 * that question again); only a replay treats it as the end.
 */
export function nextQuestionIdFromHistory(
  questionnaire: Questionnaire,
  history: readonly string[],
  answers: Answers,
): string | null {
  const currentId = history.at(-1)
  if (currentId === undefined) return questionnaire.questions[0]?.id ?? null
  const answersInHistory = Object.fromEntries(
    history.flatMap((id) => {
      const stored = storedAnswer(answers, id)
      return stored === undefined ? [] : [[id, stored] as const]
    }),
  )
  return nextQuestionId(questionnaire, currentId, answersInHistory)
}

/**
 * The questions still ahead from `fromId` (itself first) to the end, under the current answers: the rules
 * see the answers on the path and the stored answers of the questions walked so far; an unanswered
 * question takes its default way (see nextQuestionId). A jump back to a question already walked, or to one
 * the resolved path visits before `fromId`, ends the walk, as in resolvePath. An id that is not a question
 * gives an empty list.
 */
export function remainingPath(questionnaire: Questionnaire, answers: Answers, fromId: string): string[] {
  const { path } = resolvePath(questionnaire, answers)
  const fromIndex = path.indexOf(fromId)
  const behind = new Set(fromIndex === -1 ? path : path.slice(0, fromIndex))
  const remaining: string[] = []
  let seen = answersOnPath(questionnaire, answers)
  let currentId: string | null = fromId
  while (currentId !== null && !behind.has(currentId) && !remaining.includes(currentId) && findQuestion(questionnaire, currentId)) {
    remaining.push(currentId)
    const stored = storedAnswer(answers, currentId)
    if (stored !== undefined) seen = { ...seen, [currentId]: stored }
    currentId = nextQuestionId(questionnaire, currentId, seen)
  }
  return remaining
}
