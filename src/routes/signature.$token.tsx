import { createFileRoute } from '@tanstack/react-router'
import { redirectToWrongLink } from '@/components/auth/wrong-link'
import { SiteHeader } from '@/components/layout/site-header'
import { SiteFooter } from '@/components/layout/site-footer'
import { ExceptionBanner } from '@/components/project/exception-banner'
import { SigningPage } from '@/components/signature/signing-page'
import { SIGNING_COPY } from '@/components/signature/copy'
import { getSigningSession } from '@/server/signature/signature.functions'

/**
 * /signature/{token}: the signing page of a project's contract, opened by 'Signer mon contrat'. The link
 * is the project owner's only (signed in: the guard has checked); a link replaced or unknown says so.
 */
export const Route = createFileRoute('/signature/$token')({
  loader: async ({ params, location }) => {
    const result = await getSigningSession({ data: { token: params.token } })
    if (!result.ok && result.status === 403) throw redirectToWrongLink(location.href)
    if (!result.ok && result.status === 404) return { session: null }
    if (!result.ok) throw new Error(result.error)
    return { session: result.value }
  },
  head: () => ({ meta: [{ title: `${SIGNING_COPY.title} · Maisonnée` }, { name: 'referrer', content: 'no-referrer' }] }),
  component: SigningRoute,
})

function SigningRoute() {
  const { session } = Route.useLoaderData()
  const { token } = Route.useParams()
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="contenu" className="mx-auto w-full max-w-4xl flex-1 space-y-6 px-4 py-8 sm:px-6">
        {session ? (
          <nav aria-label="Fil d’Ariane" className="text-sm text-muted-foreground">
            <a href={`/project/${session.projectId}`} className="hover:underline">
              {SIGNING_COPY.back}
            </a>
          </nav>
        ) : null}
        <header className="space-y-1">
          <h1 className="text-3xl">{SIGNING_COPY.title}</h1>
          {session ? <p className="text-muted-foreground">{session.projectTitle}</p> : null}
        </header>
        {session?.isFrozen ? <ExceptionBanner /> : null}
        {session ? <SigningPage token={token} session={session} /> : <p role="alert">{SIGNING_COPY.unknownLink}</p>}
      </main>
      <SiteFooter />
    </div>
  )
}
