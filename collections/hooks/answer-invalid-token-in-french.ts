import type { AfterErrorHook } from 'payload'
import { LINK_INVALID_MESSAGE } from '../../src/domain/accounts/errors.ts'

/** Payload's reset-password answer to a spent or expired link, in English and not translated by its i18n. */
const PAYLOAD_INVALID_TOKEN = 'Token is either invalid or has expired.'

/**
 * The admin's « Nouveau mot de passe » page (POST /api/users/reset-password) with a spent or expired link
 * answers the site's text for that link (as /v1/user/reset/pass does), not Payload's English one.
 */
export const answerInvalidTokenInFrench: AfterErrorHook = ({ result }) => {
  const errors = (result as { errors?: Array<{ message?: string }> } | undefined)?.errors
  if (!errors?.some((error) => error.message === PAYLOAD_INVALID_TOKEN)) return undefined
  return { response: { ...result, errors: errors.map((error) => (error.message === PAYLOAD_INVALID_TOKEN ? { ...error, message: LINK_INVALID_MESSAGE } : error)) } }
}
