import { useEffect, useRef, useState } from 'react'
import type { FormResult } from '@/server/accounts/form-result.server'
import { NETWORK_ERROR } from '@/lib/network-errors'

/** Which token an emailed link carries: `token` (activation or reset) or `email_token` (email change). */
export type LinkTokenName = 'token' | 'email_token'

/**
 * The token of an emailed link, from the URL's fragment (#token=…): browsers never send a fragment, so the
 * token reaches no server log, proxy or Referer (issue 37); the page sends it in a POST body. Null without one.
 */
export function linkTokenOf(hash: string, name: LinkTokenName): string | null {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get(name)
  return value && value.length <= 200 ? value : null
}

export type EmailedLink<T> =
  /** Server-rendered, or before the page has read its fragment. */
  | { status: 'reading' }
  /** The URL carries none of the names asked for. */
  | { status: 'none' }
  | { status: 'checked'; name: LinkTokenName; token: string; result: FormResult<T> }

/**
 * Reads the link's token from the fragment once the page runs in the browser (the first of `names` it
 * carries) and checks it once with `check` (a POST server function), whatever re-renders follow: a check
 * may spend the token (the email change).
 */
export function useEmailedLink<T>(names: readonly LinkTokenName[], check: (input: { name: LinkTokenName; token: string }) => Promise<FormResult<T>>): EmailedLink<T> {
  const [link, setLink] = useState<EmailedLink<T>>({ status: 'reading' })
  const isStarted = useRef(false)

  useEffect(() => {
    if (isStarted.current) return
    isStarted.current = true
    const found = names.map((name) => ({ name, token: linkTokenOf(window.location.hash, name) })).find(({ token }) => token !== null)
    if (!found?.token) {
      setLink({ status: 'none' })
      return
    }
    const { name, token } = found
    void check({ name, token }).then(
      (result) => setLink({ status: 'checked', name, token, result }),
      // The check never got an answer (the network): said in French; reloading the page tries again.
      () => setLink({ status: 'checked', name, token, result: { ok: false, error: NETWORK_ERROR, status: 0 } }),
    )
  }, [names, check])

  return link
}
