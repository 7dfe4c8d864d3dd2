import type { CollectionBeforeChangeHook } from 'payload'

/**
 * An account the questionnaire creates is active at once (user_visa = 1): the visitor chose their
 * password in the questionnaire and lands on their project signed in (issue 3). The welcome email then
 * confirms the account and offers a reset link to anyone who did not ask for it. Only trusted server
 * code creates accounts (collection create access is admin-only; the questionnaire acts as the system).
 */
export const activateQuestionnaireAccount: CollectionBeforeChangeHook = ({ data, operation, context }) => {
  // NOTE: the questionnaire creates the account already active: the welcome email is due all the same.
  if (operation !== 'create' || !data.createdFromQuestionnaire) return data
  context.welcomeEmail = true
  return { ...data, isActive: true }
}
