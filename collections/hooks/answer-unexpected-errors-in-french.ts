import type { AfterErrorHook } from 'payload'

/** The copy corrections' wording (copy-corrections.md) for an error the user can do nothing about. */
export const UNEXPECTED_ERROR = 'Oups, une erreur s’est produite.'

/**
 * Payload hides an unexpected error behind English texts of its own, not translated by its i18n
 * (« Something went wrong. », « An unknown error occurred. »); the admin shows them as toasts. They become
 * the French text; every other message (already French, or ours) is kept.
 */
const PAYLOAD_GENERIC_MESSAGES = new Set(['Something went wrong.', 'An unknown error occurred.'])

export const answerUnexpectedErrorsInFrench: AfterErrorHook = ({ result }) => {
  const errors = (result as { errors?: Array<{ message?: string }> } | undefined)?.errors
  if (!errors?.some((error) => PAYLOAD_GENERIC_MESSAGES.has(error.message ?? ''))) return undefined
  return {
    response: { ...result, errors: errors.map((error) => (PAYLOAD_GENERIC_MESSAGES.has(error.message ?? '') ? { ...error, message: UNEXPECTED_ERROR } : error)) },
  }
}
