import * as z from 'zod/mini'
import { ORDER_MESSAGES } from './messages.ts'
import type { Questionnaire } from './model.ts'

/**
 * The order of a questionnaire's questions, as marketing sets it in the CMS (drag and drop, or the
 * keyboard): every question of the quiz, first asked first. In zod/mini like the rest of the engine: this
 * module reaches the browser with the questionnaire (classic zod would add about 11 KB gzip there).
 */

const malformed = { error: ORDER_MESSAGES.malformed }

const questionIdSchema = z.pipe(
  z.union([z.string().check(z.trim(), z.minLength(1, malformed)), z.int(malformed).check(z.nonnegative(malformed))], malformed),
  z.transform(String),
)

/**
 * The body that sets a questionnaire's order: its question ids (strings or numbers), in the new order, and
 * whether the marketer ticked « Publier malgré les avertissements » (a live questionnaire is published again).
 */
export const questionOrderSchema = z.object(
  { questionIds: z.array(questionIdSchema, malformed).check(z.minLength(1, malformed)), confirmWarnings: z.optional(z.boolean(malformed)) },
  malformed,
)

/**
 * Why `requestedIds` is not an order of exactly the questionnaire's `currentIds` (each of them once, no
 * other), as a French sentence; null when it is one.
 */
export function questionOrderProblem(currentIds: readonly string[], requestedIds: readonly string[]): string | null {
  const current = new Set(currentIds)
  const requested = new Set(requestedIds)
  if (requested.size !== requestedIds.length) return ORDER_MESSAGES.duplicate
  if (requestedIds.some((id) => !current.has(id))) return ORDER_MESSAGES.foreign
  const missing = currentIds.filter((id) => !requested.has(id)).length
  return missing > 0 ? ORDER_MESSAGES.missing(missing) : null
}

/**
 * The list with the item at `from` moved to `to` (both clamped to the list), the others keeping their
 * order. A new list; the given one is left as it is.
 */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const last = items.length - 1
  const source = Math.min(Math.max(from, 0), last)
  const target = Math.min(Math.max(to, 0), last)
  const moved = [...items]
  const [item] = moved.splice(source, 1)
  if (item === undefined) return moved
  moved.splice(target, 0, item)
  return moved
}

/**
 * The questionnaire with its questions in the order of `questionIds` (what the check reads to judge a new
 * order); questions not named keep their relative order after the named ones.
 */
export function withQuestionOrder(questionnaire: Questionnaire, questionIds: readonly string[]): Questionnaire {
  const rank = new Map(questionIds.map((id, index) => [id, index]))
  const rankOf = (id: string) => rank.get(id) ?? questionIds.length
  const questions = questionnaire.questions
    .map((question, index) => ({ question, index }))
    .sort((a, b) => rankOf(a.question.id) - rankOf(b.question.id) || a.index - b.index)
    .map(({ question }) => question)
  return { ...questionnaire, questions }
}

/** The position of a question added after those at `positions`: one past the last (0 for the first question). */
export function positionAfter(positions: readonly (number | null | undefined)[]): number {
  const known = positions.filter((position): position is number => typeof position === 'number' && Number.isFinite(position))
  return known.length === 0 ? 0 : Math.floor(Math.max(...known)) + 1
}
