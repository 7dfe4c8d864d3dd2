import { notFound, redirect } from '@tanstack/react-router'
import type { DocId } from '@/domain/ids'
import { looksLikeDocId } from '@/domain/ids/doc-id-shape'
import { redirectToWrongLink } from '@/components/auth/wrong-link'
import { lenientSearch, searchDocId, searchInteger, searchText } from '@/lib/search-params'
import { fetchQuestionnairePage } from '@/server/questionnaire/page.functions'

/** The query parameters of the questionnaire screens (spec section 2). */
export const validateQuestionnaireSearch = lenientSearch({
  /** The current question index; changing it moves to that question. */
  step: searchInteger({ min: -1, coerce: true }),
  /** A random refresh token: a new one reloads the data. */
  s: searchText(),
  /** A change reloads the page. */
  artisan_id: searchText(),
  /** Marketing's preview of this quiz's draft (its id); answers are then kept in the browser only. */
  preview: searchDocId(),
  /** An existing project to continue (on /create/project): an id, as the router read it ('3' reads as a number). */
  project_id: searchDocId(),
})
export type QuestionnaireSearch = ReturnType<typeof validateQuestionnaireSearch>

/** A project id from the path or the query: -1 (or nothing) is a new project; anything else not a positive id is a 404. */
export function projectIdParam(raw: string | number | undefined): DocId | null {
  if (raw === undefined || String(raw) === '-1') return null
  if (!looksLikeDocId(String(raw))) throw notFound()
  return String(raw)
}

/** The questionnaire data for a project, or the redirect its access calls for (login, wrong link). */
export async function loadQuestionnaireScreen(projectId: DocId | null, href: string, previewQuizId: DocId | null = null) {
  const outcome = await fetchQuestionnairePage({ data: { projectId, previewQuizId } })
  if (outcome.kind === 'login') throw redirect({ href: `/login?redirect=${encodeURIComponent(href)}` })
  if (outcome.kind === 'wrong-link') throw redirectToWrongLink(href)
  return outcome.data
}

/**
 * Keeps the URL in step with the flow without reloading it: the project id once it exists and the
 * `step` index, so that a reload resumes where the customer was.
 */
export function replaceQuestionnaireUrl({ path, step, projectId }: { path?: string; step?: number; projectId?: DocId }) {
  const url = new URL(window.location.href)
  if (path) url.pathname = path
  if (step !== undefined) url.searchParams.set('step', String(step))
  if (projectId !== undefined) url.searchParams.set('project_id', projectId)
  window.history.replaceState(window.history.state, '', url)
}

/**
 * A step of the flow as an entry of the browser's history, so that the phone's Back goes back one question
 * and Forward forward (the flow follows the URL's `step`): the first step the flow writes replaces the
 * entry it opened on, every later one is a new entry. Same number of router updates as a replace.
 * NOTE: the router's history numbers its entries (__TSR_index) to tell Back from Forward: a new entry
 * carries the next number.
 */
export function showQuestionnaireStep(step: number) {
  const url = new URL(window.location.href)
  if (url.searchParams.get('step') === String(step)) return
  const isFirst = !url.searchParams.has('step')
  url.searchParams.set('step', String(step))
  if (isFirst) return window.history.replaceState(window.history.state, '', url)
  const state = (window.history.state ?? {}) as Record<string, unknown>
  const index = typeof state.__TSR_index === 'number' ? state.__TSR_index : 0
  const key = Math.random().toString(36).slice(2, 10)
  window.history.pushState({ ...state, __TSR_index: index + 1, key, __TSR_key: key }, '', url)
}
