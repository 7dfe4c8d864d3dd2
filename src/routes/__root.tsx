/// <reference types="vite/client" />
import { useEffect, type ReactNode } from 'react'
import { HeadContent, Outlet, Scripts, createRootRouteWithContext, redirect, useRouter } from '@tanstack/react-router'
import { guardNavigation, wrongLinkHref } from '@/domain/access'
import { getSession } from '@/server/accounts/auth.functions'
import type { WireUser } from '@/server/v1/serializers/user'
import '@/styles/app.css'
import interLatin from '@/styles/fonts/inter-latin-wght-400-700.woff2?url'
import { NotFoundPage } from '@/components/layout/not-found-page'
import { ErrorPage } from '@/components/layout/error-page'
import { SITE } from '@/components/layout/site-copy'
import { HYDRATED_ATTRIBUTE } from '@/lib/hydration'

/** Spec section 9: after each navigation the page scrolls to the top after 400 ms. */
const SCROLL_TO_TOP_DELAY_MS = 400

export type RouterContext = { user: WireUser | null }

export const Route = createRootRouteWithContext<RouterContext>()({
  // The access guard of spec section 2, on every navigation (server render and browser alike).
  beforeLoad: async ({ location }) => {
    const { user, isProjectDenied } = await getSession({ data: { href: location.href } })
    const decision = guardNavigation({ href: location.href, isConnected: user !== null })
    if (decision.kind === 'redirect') throw redirect({ href: decision.href })
    if (isProjectDenied) throw redirect({ href: wrongLinkHref(location.href) })
    return { user }
  },
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
  }),
  component: RootLayout,
  shellComponent: RootDocument,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
})

function RootLayout() {
  const router = useRouter()
  // Forms may be sent from now on (the entry's loader holds back native sends until then).
  useEffect(() => {
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
        <HeadContent />
      </head>
      <body className="min-h-dvh bg-background font-sans text-foreground antialiased">
        {children}
        <Scripts />
      </body>
    </html>
  )
}
