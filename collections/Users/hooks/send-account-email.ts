import type { CollectionAfterChangeHook } from 'payload'
import { sendActivationEmail, sendWelcomeEmail } from '../../../src/platform/mail/account-emails.ts'
import { emailOrSkip } from '../../../src/platform/mail/recipient.ts'

/**
 * Every new customer gets an email, whatever created the account: the welcome email for a questionnaire
 * account (see `activateQuestionnaireAccount`), the activation link for an account still inactive
 * (sign-up form, admin). Accounts created already active (seed, tests, the first admin) get none.
 * The link's token and the email are written in the account's own transaction (the email queue sends it
 * once committed, so its link works as soon as it arrives; a rolled-back account is emailed nothing).
 * A mail server that cannot be reached delays the email, never the account: the queue tries again.
 */
export const sendAccountEmail: CollectionAfterChangeHook = async ({ doc, operation, req, context }) => {
  if (operation !== 'create') return doc
  const isWanted = Boolean(context.welcomeEmail) || !doc.isActive
  // An account made from a verified phone (spec section 6) has no address: nothing to send.
  const email = isWanted ? emailOrSkip(req.payload, doc, 'Email de compte') : null
  if (email === null) return doc
  const recipient = { email, firstName: doc.firstName as string | null }
  if (context.welcomeEmail) await sendWelcomeEmail(req.payload, recipient, { req })
  else await sendActivationEmail(req.payload, recipient, { req })
  return doc
}
