import type { CollectionAfterChangeHook } from 'payload'
import { sendActivationEmail, sendWelcomeEmail } from '../../../src/server/mail/account-emails.ts'
import { afterCommit } from '../../../src/server/live/after-commit.ts'

/**
 * Every new customer gets an email, whatever created the account: the welcome email for a questionnaire
 * account (see `activateQuestionnaireAccount`), the activation link for an account still inactive
 * (sign-up form, admin). Accounts created already active (seed, tests, the first admin) get none.
 * The email leaves once the account is committed: its link must work as soon as it arrives.
 * NOTE: a mail server that cannot be reached must not lose the account or break the questionnaire:
 * the failure is logged, and "Mot de passe oublié" sends a new link that also activates the account.
 */
export const sendAccountEmail: CollectionAfterChangeHook = async ({ doc, operation, req, context }) => {
  if (operation !== 'create') return doc
  const recipient = { email: doc.email as string, firstName: doc.firstName as string | null }
  const send = context.welcomeEmail ? () => sendWelcomeEmail(req.payload, recipient) : doc.isActive ? null : () => sendActivationEmail(req.payload, recipient)
  if (!send) return doc
  await afterCommit(req, () => send().catch((error: unknown) => req.payload.logger.error({ err: error, userId: doc.id }, 'Email de compte non envoyé')))
  return doc
}
