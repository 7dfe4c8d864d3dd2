/// <reference types="vite/client" />
import { useEffect, useLayoutEffect, type ReactNode } from 'react'
import { Outlet, Scripts, createRootRouteWithContext, redirect, useRouter } from '@tanstack/react-router'
import { guardNavigation } from '@/domain/access'
import { redirectToWrongLink } from '@/components/auth/wrong-link'
import { getSession } from '@/server/accounts/auth.functions'
import { getFooterNotice } from '@/server/home/home.functions'
import type { Account } from '@/server/accounts/account.types'
import '@/styles/app.css'
import interLatin from '@/styles/fonts/inter-latin-wght-400-700.woff2?url'
import { NotFoundPage } from '@/components/layout/not-found-page'
import { ErrorPage } from '@/components/layout/error-page'
import { SITE } from '@/components/layout/site-copy'
import { HYDRATED_ATTRIBUTE, HYDRATED_MARK } from '@/lib/hydration'
import { earlyTapsScript } from '@/lib/early-taps'
import { DeferredToaster } from '@/lib/toasts'
import { HeadTags } from '@/components/layout/head-tags'

/** Spec section 9: after each navigation the page scrolls to the top after 400 ms. */
const SCROLL_TO_TOP_DELAY_MS = 400

/** The signed-in account (active), or null for a visitor: every route reads it as `context.user`. */
export type RouterContext = { user: Account | null }

export const Route = createRootRouteWithContext<RouterContext>()({
  // The access guard of spec section 2, on every navigation (server render and browser alike).
  beforeLoad: async ({ location }) => {
    const { user, isProjectDenied } = await getSession({ data: { href: location.href } })
    const decision = guardNavigation({ href: location.href, isConnected: user !== null })
    if (decision.kind === 'redirect') throw redirect({ href: decision.href })
    if (isProjectDenied) throw redirectToWrongLink(location.href)
    return { user }
  },
  // The footer's legal notice, which marketing edits in the home page's global: read with the page the
  // server renders, then kept for the visit (a page loaded later reads it again).
  loader: async () => ({ footerNotice: await getFooterNotice() }),
  staleTime: Infinity,
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { title: SITE.title },
      { name: 'description', content: SITE.description },
      { name: 'theme-color', content: '#f7f2ea' },
    ],
    links: [
      // NOTE: the body text's font (French needs its latin subset only) is fetched with the stylesheet
      // rather than after it: the first paint of most screens is a paragraph set in it.
      { rel: 'preload', href: interLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    ],
    // In the head, before the body: a tap made while the page’s scripts are still on their way is kept, not lost.
    scripts: [{ children: earlyTapsScript() }],
  }),
  component: RootLayout,
  shellComponent: RootDocument,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
})

function RootLayout() {
  const router = useRouter()
  // The taps kept before now are replayed, and taps and forms reach the app directly (src/lib/early-taps.ts).
  // NOTE: a layout effect, run in the very commit that gives the hydrated page its handlers: a passive one
  // runs a task or more later (after a paint, longer under load), and a tap in between was kept for
  // nothing while React could already answer it.
  useLayoutEffect(() => {
    performance.mark(HYDRATED_MARK)
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '')
  }, [])
  useEffect(
    () =>
      router.subscribe('onResolved', () => {
        window.setTimeout(() => window.scrollTo({ top: 0 }), SCROLL_TO_TOP_DELAY_MS)
      }),
    [router],
  )
  return <Outlet />
}

function RootDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="fr">
      <head>
        <HeadTags />
      </head>
      <body className="min-h-dvh bg-background font-sans text-foreground antialiased">
        {children}
        <DeferredToaster position="top-center" closeButton />
        <Scripts />
      </body>
    </html>
  )
}
