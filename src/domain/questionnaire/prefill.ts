import { draftFromStored, type DraftAnswer } from './drafts.ts'
import { hasVariable, QUESTION_TYPE, type Question } from './model.ts'
import { isEmptyValue } from './values.ts'

/** What the logged-in user's account can prefill. */
export type PrefillUser = {
  firstName?: string | null
  lastName?: string | null
  email?: string | null
  phone?: string | null
}

function clean(value: string | null | undefined): string {
  return isEmptyValue(value) ? '' : (value ?? '').trim()
}

/**
 * The draft prefilled from the logged-in user (spec section 2): the variables fullname (first and last
 * name), email and phone on a free-text question (types 0, 11, 14), and the identity question (9) with the
 * names and the phone (the terms are never pre-accepted). Null when there is nothing to prefill.
 */
export function prefillDraft(question: Question, user: PrefillUser): DraftAnswer | null {
  const firstName = clean(user.firstName)
  const lastName = clean(user.lastName)
  const phone = clean(user.phone)
  if (question.type === QUESTION_TYPE.identity) {
    if (firstName === '' && lastName === '' && phone === '') return null
    return { firstName, lastName, phone, acceptsTerms: false }
  }
  const isFreeText =
    question.type === QUESTION_TYPE.text ||
    question.type === QUESTION_TYPE.number ||
    question.type === QUESTION_TYPE.longText
  if (!isFreeText) return null
  const text = hasVariable(question, 'fullname')
    ? [firstName, lastName].filter((name) => name !== '').join(' ')
    : hasVariable(question, 'email')
      ? clean(user.email)
      : hasVariable(question, 'phone')
        ? phone
        : ''
  return text === '' ? null : text
}

/** The drafts a user's account prefills, by question id (only the questions it prefills). */
export function prefillDrafts(questions: readonly Question[], user: PrefillUser): Record<string, DraftAnswer> {
  const drafts: Record<string, DraftAnswer> = {}
  for (const question of questions) {
    const draft = prefillDraft(question, user)
    if (draft !== null) drafts[question.id] = draft
  }
  return drafts
}

/**
 * The draft a question's form opens with: the stored answer when there is one, else what the user's
 * account prefills, else a blank draft. An identity question (9) stores only its phone, so its names come
 * from the account even when it was answered.
 */
export function initialDraft(
  question: Question,
  { stored, user }: { stored: string | undefined; user: PrefillUser | null },
): DraftAnswer {
  const fromStored = draftFromStored(question, stored)
  const prefilled = user ? prefillDraft(question, user) : null
  if (prefilled === null) return fromStored
  if (question.type === QUESTION_TYPE.identity && typeof prefilled === 'object' && 'phone' in prefilled) {
    const storedPhone = typeof fromStored === 'object' && 'phone' in fromStored ? fromStored.phone : ''
    return storedPhone === '' ? prefilled : { ...prefilled, phone: storedPhone }
  }
  return isEmptyValue(stored) ? prefilled : fromStored
}
