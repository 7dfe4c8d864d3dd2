import { useCallback, useRef, useState } from 'react'
import type { FormResult } from '@/server/accounts/form-result.server'
import { NETWORK_ERROR } from '@/lib/network-errors'
import { toastError } from '@/lib/toasts'

/** What the interface says of a refused action: the server's French message and, for a form, its field. */
export type ActionError = { message: string; field?: string; status: number; title?: string }

type Options<I> = {
  /** Shown in a toast with a "Réessayer" button when the action fails (default: true). A form that shows the error beside its fields passes false. */
  shouldToast?: boolean
  /** What to say when the call never got an answer (default: every form's NETWORK_ERROR); the questionnaire says its answer is kept. */
  networkErrorMessage?: string
  /**
   * Whether a call that never got an answer may be sent again by itself (twice, after 0.5 s then 1 s) before
   * the failure is shown: only for an action that changes nothing more when repeated (an upsert). An
   * instance killed or restarted behind the balancer then costs the user nothing.
   */
  isRepeatable?: (input: I) => boolean
}

/** The pauses before each automatic new try of a repeatable action that got no answer. */
export const REPEAT_DELAYS_MS = [500, 1000] as const

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export const RETRY_LABEL = 'Réessayer'

/**
 * The one way a component calls a server function: pending state, the French error (from the server's
 * envelope, or the network message when the call never arrived) in a toast with a retry, and the value
 * or null. No failure is swallowed: every one reaches the user.
 * Usage: `const book = useServerAction((input: BookInput) => bookSlot({ data: input }))`, then
 * `const appointment = await book.run(input)`.
 */
export function useServerAction<I, T>(action: (input: I) => Promise<FormResult<T>>, { shouldToast = true, networkErrorMessage = NETWORK_ERROR, isRepeatable }: Options<I> = {}) {
  const [isPending, setPending] = useState(false)
  const [error, setError] = useState<ActionError | null>(null)
  const actionRef = useRef(action)
  actionRef.current = action
  const isRepeatableRef = useRef(isRepeatable)
  isRepeatableRef.current = isRepeatable

  const run = useCallback(
    async (input: I): Promise<T | null> => {
      setPending(true)
      setError(null)
      const failed = (failure: ActionError) => {
        setError(failure)
        if (shouldToast) void toastError(failure.message, { action: { label: RETRY_LABEL, onClick: () => void run(input) } })
        return null
      }
      const delays = isRepeatableRef.current?.(input) ? REPEAT_DELAYS_MS : []
      try {
        for (let attempt = 0; ; attempt++) {
          try {
            const result = await actionRef.current(input)
            if (result.ok) return result.value
            return failed({ message: result.error, field: result.field, status: result.status, title: result.title })
          } catch {
            // The call never got an answer (network down, server restarted): tried again when it may be,
            // then the same message as every form's.
            const delay = delays[attempt]
            if (delay === undefined) return failed({ message: networkErrorMessage, status: 0 })
            await pause(delay)
          }
        }
      } finally {
        setPending(false)
      }
    },
    [shouldToast, networkErrorMessage],
  )

  return { run, isPending, error, reset: () => setError(null) }
}
