import { createRouter } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequestHeader } from '@tanstack/react-start/server'
import { NONCE_HEADER } from '@/server/http/nonce-header'
import { routeTree } from './routeTree.gen'
import { NotFoundPage } from '@/components/layout/not-found-page'
import { ErrorPage } from '@/components/layout/error-page'

/**
 * The nonce of the response being rendered (server.ts puts it on the request and in the CSP), stamped by
 * the router on the inline scripts it writes. The browser needs none.
 */
const cspNonce = createIsomorphicFn()
  .server(() => getRequestHeader(NONCE_HEADER))
  .client(() => undefined)

export function getRouter() {
  return createRouter({
    ssr: { nonce: cspNonce() },
    routeTree,
    context: { user: null },
    defaultPreload: 'intent',
    defaultErrorComponent: ErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: true,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
