import { createCsrfMiddleware, createStart } from '@tanstack/react-start'
import { fetchWithTimeout } from '@/lib/time-limits'

/**
 * TanStack Start's instance: every server function called from the browser gives up after the spec's three
 * minutes. NOTE: an instance of our own replaces Start's default one, whose CSRF middleware refuses a server
 * function called from another origin (403): it is declared here again (tests/security/csrf.test.ts).
 */
export const startInstance = createStart(() => ({
  requestMiddleware: [createCsrfMiddleware({ filter: (context) => context.handlerType === 'serverFn' })],
  serverFns: { fetch: fetchWithTimeout },
}))
