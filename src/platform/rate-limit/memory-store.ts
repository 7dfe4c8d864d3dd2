import type { RateLimitStore } from './rate-limit.ts'

/**
 * Fixed-window counters in this process's memory: the default for one app instance. Expired windows
 * are swept as they are met and on a timer, so the map does not grow with every IP ever seen.
 */
export function memoryStore(): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>()
  const sweep = setInterval(() => {
    const now = Date.now()
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key)
  }, 60_000)
  sweep.unref()

  return {
    async increment(key, windowMs) {
      const now = Date.now()
      const current = windows.get(key)
      if (!current || current.resetAt <= now) {
        const fresh = { count: 1, resetAt: now + windowMs }
        windows.set(key, fresh)
        return { ...fresh }
      }
      current.count += 1
      return { ...current }
    },
    async peek(key) {
      const current = windows.get(key)
      return current && current.resetAt > Date.now() ? current.count : 0
    },
    async reset(key) {
      windows.delete(key)
    },
  }
}
