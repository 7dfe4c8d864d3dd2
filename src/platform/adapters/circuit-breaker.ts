/** 'ok': calls go through; 'degraded': a call failed lately and calls are skipped until the next probe. */
export type BreakerState = 'ok' | 'degraded'

export type CircuitBreaker = {
  /**
   * Runs `attempt`, or `fallback` while the breaker is open (within `retryAfterMs` of a failure, or while
   * another call probes). A failed attempt opens the breaker and answers with `fallback` too; once the delay
   * has passed, the next call is the probe, and its success closes the breaker.
   */
  run<T>(attempt: () => Promise<T>, fallback: () => T | Promise<T>): Promise<T>
  state(): BreakerState
  readonly retryAfterMs: number
}

/**
 * A small circuit breaker for a service that may go away (Redis): after a failure it is skipped for
 * `retryAfterMs`, then probed by one call. `onOpen` runs once per outage (its first failure), `onClose` once
 * when a probe succeeds: the log says so once, not per request.
 */
export function circuitBreaker({
  retryAfterMs,
  now = Date.now,
  onOpen,
  onClose,
}: {
  retryAfterMs: number
  now?: () => number
  onOpen?: (error: unknown) => void
  onClose?: () => void
}): CircuitBreaker {
  let openUntil: number | null = null
  let isProbing = false
  return {
    retryAfterMs,
    state: () => (openUntil === null ? 'ok' : 'degraded'),
    async run(attempt, fallback) {
      if (openUntil !== null && (isProbing || now() < openUntil)) return fallback()
      const isProbe = openUntil !== null
      if (isProbe) isProbing = true
      let result: Awaited<ReturnType<typeof attempt>>
      try {
        result = await attempt()
      } catch (error) {
        const wasClosed = openUntil === null
        openUntil = now() + retryAfterMs
        if (wasClosed) onOpen?.(error)
        return fallback()
      } finally {
        if (isProbe) isProbing = false
      }
      if (openUntil !== null && isProbe) {
        openUntil = null
        onClose?.()
      }
      return result
    },
  }
}
