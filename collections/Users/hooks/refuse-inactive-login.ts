import type { CollectionBeforeLoginHook } from 'payload'
import { APIError } from 'payload'
import { ACCOUNT_NOT_ACTIVE_MESSAGE } from '../../../src/domain/accounts/errors.ts'

/** A login refused because the account is not active: public, so the admin and /v1 both show the French text. */
export class InactiveAccountLoginError extends APIError {
  constructor() {
    super(ACCOUNT_NOT_ACTIVE_MESSAGE, 403, null, true)
  }
}

/**
 * 'Connected' means a valid session AND user_visa = 1 (spec section 6): an account whose email is not
 * confirmed yet gets no session. This runs after the password check, so it reveals nothing to someone
 * who does not know the password; Payload revokes the session it had just opened.
 */
export const refuseInactiveLogin: CollectionBeforeLoginHook = ({ user, context }) => {
  // Following an activation link (which proves the address) is how an account becomes active.
  if (context.passwordFromEmailLink) return user
  if (!(user as { isActive?: boolean }).isActive) throw new InactiveAccountLoginError()
  return user
}
