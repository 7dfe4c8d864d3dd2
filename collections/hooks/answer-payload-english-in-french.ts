import type { AfterErrorHook } from 'payload'
import { LINK_INVALID_MESSAGE } from '../../src/domain/accounts/errors.ts'

/** The copy corrections' wording (copy-corrections.md) for an error the user can do nothing about. */
export const UNEXPECTED_ERROR = 'Oups, une erreur s’est produite.'

/**
 * Payload's English answers that its i18n does not translate, each with its French text: the admin shows them
 * as toasts. An unexpected error hides behind « Something went wrong. » or « An unknown error occurred. »; the
 * admin's « Nouveau mot de passe » with a spent or expired link answers the site's text for that link (as
 * /v1/user/reset/pass does).
 */
const PAYLOAD_ENGLISH = new Map([
  ['Something went wrong.', UNEXPECTED_ERROR],
  ['An unknown error occurred.', UNEXPECTED_ERROR],
  ['Token is either invalid or has expired.', LINK_INVALID_MESSAGE],
])

/** Every such message becomes its French text; every other one (already French, or ours) is kept. */
export const answerPayloadEnglishInFrench: AfterErrorHook = ({ result }) => {
  const errors = (result as { errors?: Array<{ message?: string }> } | undefined)?.errors
  if (!errors?.some((error) => PAYLOAD_ENGLISH.has(error.message ?? ''))) return undefined
  return { response: { ...result, errors: errors.map((error) => ({ ...error, message: PAYLOAD_ENGLISH.get(error.message ?? '') ?? error.message })) } }
}
