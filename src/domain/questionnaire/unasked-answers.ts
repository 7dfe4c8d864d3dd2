import { nextQuestionIdFromHistory } from './path.ts'
import { hasVariable, QUESTION_TYPE, type Answers, type Question, type Questionnaire } from './model.ts'
import { MASKED_PASSWORD, validateAnswer, type AnswerResult } from './validation.ts'
import type { DraftAnswer } from './drafts.ts'

/**
 * The questions a questionnaire does not ask because their answers are already known (issue 36, « no dead
 * ends for someone already known »), with what each stores (spec section 5), computed on the server from
 * the account and sent to the flow, which walks past them. The engine itself is unchanged: these answers
 * stand in the answers like any other, so that rules, resume, progress and completeness read them.
 */

/** What a signed-in customer's account already says. */
export type KnownAccount = {
  email: string
  firstName: string
  lastName: string
  phone: string
  /** A terms-style consent question (12) of this questionnaire was accepted on one of the account's projects. */
  hasConsented: boolean
}

const isFreeText = (question: Question) =>
  question.type === QUESTION_TYPE.text || question.type === QUESTION_TYPE.number || question.type === QUESTION_TYPE.longText

/** The stored encoding of an answer drawn from the account, or null when the account's value would be refused (then the question is asked). */
function storedFrom(question: Question, draft: DraftAnswer): string | null {
  const result: AnswerResult = validateAnswer({ ...question, optional: false }, draft)
  return result.ok ? result.value : null
}

/** What the account answers to one question, or null when the question must be asked. */
function accountAnswer(question: Question, account: KnownAccount): string | null {
  const fullName = [account.firstName.trim(), account.lastName.trim()].filter((name) => name !== '').join(' ')
  switch (question.type) {
    case QUESTION_TYPE.password:
      // The account has its password: a new one would be dropped.
      return MASKED_PASSWORD
    case QUESTION_TYPE.identity:
      // NOTE: the CGU of the identity question were accepted when the account was opened (sign-up or questionnaire).
      if (account.firstName.trim() === '' || account.lastName.trim() === '') return null
      return storedFrom(question, { firstName: account.firstName, lastName: account.lastName, phone: account.phone, acceptsTerms: true })
    case QUESTION_TYPE.terms: {
      const accepting = question.choices[0]
      return account.hasConsented && accepting ? storedFrom(question, { value: accepting.value }) : null
    }
    default: {
      if (!isFreeText(question)) return null
      const known = hasVariable(question, 'email') ? account.email : hasVariable(question, 'phone') ? account.phone : hasVariable(question, 'fullname') ? fullName : ''
      return known.trim() === '' ? null : storedFrom(question, known.trim())
    }
  }
}

/**
 * The answers the flow does not ask, by question id.
 * - A signed-in customer (`account`): their email, password, full name and phone questions, the identity
 *   question (9) when their first and last names and a valid phone are on file, and the consent question
 *   (12) once they accepted it on an earlier project.
 * - A visitor on the site (`account` null): the password question (6) only. Its password is chosen after the
 *   emailed code proves the address, and only when no account has that address yet, so that nobody types a
 *   password that would be dropped. (The /v1 clients ask it in the flow, as the spec does.)
 */
export function unaskedAnswers(questionnaire: Questionnaire, { account }: { account: KnownAccount | null }): Answers {
  const answers: Answers = {}
  for (const question of questionnaire.questions) {
    const value = account ? accountAnswer(question, account) : question.type === QUESTION_TYPE.password ? MASKED_PASSWORD : null
    if (value !== null) answers[question.id] = value
  }
  return answers
}

/**
 * The next question to show after the last of `history`, walking past the unasked ones (which join the
 * history, so that the rules after them read their answers); `next` null at the end (the closing slide).
 */
export function nextAskedQuestion(
  questionnaire: Questionnaire,
  { history, answers, unasked }: { history: readonly string[]; answers: Answers; unasked: ReadonlySet<string> },
): { next: string | null; history: string[] } {
  const walked = [...history]
  let next = nextQuestionIdFromHistory(questionnaire, walked, answers)
  // A jump back to a question already walked is shown, as the live flow does (nextQuestionIdFromHistory).
  while (next !== null && unasked.has(next) && !walked.includes(next)) {
    walked.push(next)
    next = nextQuestionIdFromHistory(questionnaire, walked, answers)
  }
  return { next, history: next === null ? walked : [...walked, next] }
}

/**
 * Where 'back' goes from the current question (the last of `history`, or the closing slide with
 * `fromEnd`): the latest question of the history before it that is asked, with the history up to it; null
 * when there is none (back to the intro).
 */
export function previousAskedQuestion(
  history: readonly string[],
  { unasked, fromEnd = false }: { unasked: ReadonlySet<string>; fromEnd?: boolean },
): { id: string; history: string[] } | null {
  for (let index = history.length - (fromEnd ? 1 : 2); index >= 0; index--) {
    const id = history[index]
    if (id !== undefined && !unasked.has(id)) return { id, history: history.slice(0, index + 1) }
  }
  return null
}
