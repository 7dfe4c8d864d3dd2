import { createFileRoute } from '@tanstack/react-router'
import { SiteHeader } from '@/components/layout/site-header'
import { AccountPanel } from '@/components/account/account-page'
import { ACCOUNT_COPY } from '@/components/account/copy'

/** /moncompte (the guard has already required a session). Standalone until the dashboard layout wraps it. */
export const Route = createFileRoute('/moncompte')({
  head: () => ({ meta: [{ title: `${ACCOUNT_COPY.title} · Maisonnée` }] }),
  component: AccountRoute,
})

function AccountRoute() {
  const { user } = Route.useRouteContext()
  if (!user) return null
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="contenu" className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 sm:px-6">
        <AccountPanel user={user} />
      </main>
    </div>
  )
}
