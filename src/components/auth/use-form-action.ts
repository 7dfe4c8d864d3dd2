import { useEffect } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import type { FormResult } from '@/server/accounts/form-result.server'
import { useServerAction, type ActionError } from '@/components/lib/use-server-action'

/**
 * A form's server action: useServerAction without a toast, since the form shows its refusals itself. A
 * refusal naming one of the form's fields goes beside that field (focused); any other is `formError`,
 * for the form's status line.
 */
export function useFormAction<V extends FieldValues, I, T>(form: UseFormReturn<V>, action: (input: I) => Promise<FormResult<T>>) {
  const call = useServerAction(action, { shouldToast: false })
  const fieldOf = (error: ActionError | null): Path<V> | null => (error?.field && error.field in form.getValues() ? (error.field as Path<V>) : null)
  const field = fieldOf(call.error)

  useEffect(() => {
    if (field && call.error) form.setError(field, { message: call.error.message }, { shouldFocus: true })
  }, [field, call.error, form])

  return { ...call, formError: call.error && !field ? call.error : null }
}
