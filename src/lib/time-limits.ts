/**
 * The browser's time limits (spec section 9): a call to the server that has not answered in three minutes
 * has failed, and so has a part of the page's code not loaded in two. The failure then reaches the user
 * (the network message of every form, the error page's "Réessayer") instead of a spinner that never ends.
 */
export const HTTP_TIMEOUT_MS = 180_000
export const CHUNK_TIMEOUT_MS = 120_000

/** A part of the page's code that did not load (in time, or at all): only a new load of the page can fix it. */
export class CodeLoadError extends Error {
  override name = 'CodeLoadError'
}

/** `fetch` that gives up after `HTTP_TIMEOUT_MS` (the caller's own signal still aborts it sooner): every server function's call. */
export const fetchWithTimeout: typeof fetch = (input, init = {}) => {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(new DOMException('Délai de réponse dépassé', 'TimeoutError')), HTTP_TIMEOUT_MS)
  const callerSignal = init.signal
  if (callerSignal?.aborted) controller.abort(callerSignal.reason)
  callerSignal?.addEventListener('abort', () => controller.abort(callerSignal.reason), { once: true })
  return fetch(input, { ...init, signal: controller.signal }).finally(() => clearTimeout(timer))
}

/**
 * A code-split import that fails after `CHUNK_TIMEOUT_MS`, or at once when the file could not be fetched,
 * with a `CodeLoadError`: `lazy(() => loadCode(() => import('./x')))`.
 */
export function loadCode<T>(load: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CodeLoadError('Chargement du code trop long')), CHUNK_TIMEOUT_MS)
  })
  const loaded = load().catch((error: unknown) => {
    throw new CodeLoadError('Chargement du code impossible', { cause: error })
  })
  return Promise.race([loaded, timeout]).finally(() => clearTimeout(timer))
}
