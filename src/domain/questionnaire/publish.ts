import * as z from 'zod/mini'
import { blockingIssues, describeIssue, publishRefusal, type QuestionnaireIssue } from './check.ts'
import { CHECK_MESSAGES } from './messages.ts'

/**
 * The one rule of publishing a questionnaire (design/questionnaire.md 'Authoring model'), whatever the door
 * (the quiz's « Publier », a question published on its own, a new order): an error refuses it; a warning
 * the live version did not already have needs the marketer's explicit confirmation.
 */

function isSameIssue(a: QuestionnaireIssue, b: QuestionnaireIssue): boolean {
  return a.severity === b.severity && a.questionId === b.questionId && a.message === b.message && a.choiceValue === b.choiceValue
}

/**
 * The warnings of the questionnaire about to go live that the live version did not have: those a marketer
 * has not confirmed yet (a warning already published was confirmed when it was).
 */
export function newWarnings(candidate: readonly QuestionnaireIssue[], live: readonly QuestionnaireIssue[]): QuestionnaireIssue[] {
  return candidate.filter((issue) => issue.severity === 'warning' && !live.some((known) => isSameIssue(known, issue)))
}

export type PublishVerdict =
  | { canPublish: true }
  | {
      canPublish: false
      reason: 'errors' | 'unconfirmed-warnings'
      message: string
      issues: QuestionnaireIssue[]
    }

/**
 * Whether a questionnaire may go live. `issues`: the check of what would be live; `liveIssues`: the check
 * of the version live now (none when nothing is published); `titles` names the questions in the French
 * refusal; `hasConfirmedWarnings`: the marketer ticked « Publier malgré les avertissements ».
 */
export function publishVerdict({
  issues,
  liveIssues,
  titles,
  hasConfirmedWarnings,
}: {
  issues: readonly QuestionnaireIssue[]
  liveIssues: readonly QuestionnaireIssue[]
  titles: ReadonlyMap<string, string>
  hasConfirmedWarnings: boolean
}): PublishVerdict {
  const errors = blockingIssues(issues)
  if (errors.length > 0)
    return {
      canPublish: false,
      reason: 'errors',
      message: publishRefusal(errors, titles),
      issues: errors,
    }
  const unconfirmed = newWarnings(issues, liveIssues)
  if (unconfirmed.length > 0 && !hasConfirmedWarnings) {
    const message = [CHECK_MESSAGES.warningsUnconfirmed(unconfirmed.length), ...unconfirmed.map((issue) => `• ${describeIssue(issue, titles)}`)].join('\n')
    return {
      canPublish: false,
      reason: 'unconfirmed-warnings',
      message,
      issues: unconfirmed,
    }
  }
  return { canPublish: true }
}

/** What the admin sends to publish a questionnaire: whether the marketer ticked « Publier malgré les avertissements ». */
export const publishRequestSchema = z.object({
  confirmWarnings: z.optional(z.boolean()),
})
export type PublishRequest = z.infer<typeof publishRequestSchema>
