import { createFileRoute } from '@tanstack/react-router'
import { AccountPanel } from '@/components/account/account-page'
import { ACCOUNT_COPY } from '@/components/account/copy'

/** /moncompte, the 'Mon compte' tab of the dashboard (the guard has already required a session). */
export const Route = createFileRoute('/_dashboard/moncompte')({
  head: () => ({ meta: [{ title: `${ACCOUNT_COPY.title} · Maisonnée` }] }),
  component: AccountRoute,
})

function AccountRoute() {
  const { user } = Route.useRouteContext()
  if (!user) return null
  return (
    <div className="max-w-3xl">
      <AccountPanel user={user} />
    </div>
  )
}
