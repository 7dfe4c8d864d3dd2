import type { AfterErrorHook } from 'payload'

type FieldError = { path?: unknown; message?: unknown; label?: unknown }
type ValidationFailure = { name?: unknown; status?: unknown; message?: string; data?: { errors?: FieldError[] } }

/**
 * Keeps, in a refused save's answer, which field each French message belongs to (Payload's `data.errors`:
 * path, message, label), so that the admin shows each message beside its field and not only in a toast.
 * NOTE: in the built app the REST route's copy of Payload (bundled by Next) formats an error thrown by the
 * server's own copy (the one Payload instance both sides share, see platform-notes.md); its `instanceof
 * ValidationError` then fails and the answer kept the message alone. The error is recognised by its name.
 */
export const keepValidationErrorFields: AfterErrorHook = ({ error, result }) => {
  const failure = error as ValidationFailure
  const fields = failure.data?.errors
  if (failure.name !== 'ValidationError' || failure.status !== 400 || !Array.isArray(fields)) return undefined
  const answered = (result as { errors?: { data?: unknown }[] } | undefined)?.errors
  if (answered?.some((entry) => entry.data !== undefined)) return undefined
  const errors = fields.map(({ path, message, label }) => ({ path, message, ...(typeof label === 'string' ? { label } : {}) }))
  return { response: { errors: [{ name: 'ValidationError', message: failure.message, data: { errors } }] } }
}
