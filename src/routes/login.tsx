import { createFileRoute, redirect } from '@tanstack/react-router'
import { AuthScreen } from '@/components/auth/auth-screen'
import { AFTER_LOGIN_PATH } from '@/components/auth/paths'
import { safeRedirectTarget } from '@/domain/access'
import { validateAuthSearch } from '@/components/auth/search'

export const Route = createFileRoute('/login')({
  validateSearch: validateAuthSearch,
  // Already connected: straight to the page that was wanted (the saved redirect URL), once.
  beforeLoad: ({ context, search }) => {
    if (context.user) throw redirect({ href: safeRedirectTarget(search.redirect, AFTER_LOGIN_PATH) })
  },
  head: () => ({ meta: [{ title: 'Connexion · Maisonnée' }] }),
  component: LoginPage,
})

function LoginPage() {
  const { redirect: redirectTo } = Route.useSearch()
  return <AuthScreen mode="login" redirectTo={redirectTo} />
}
