import { createFileRoute, redirect } from '@tanstack/react-router'
import { AuthScreen } from '@/components/auth/auth-screen'
import { AFTER_LOGIN_PATH } from '@/components/auth/paths'
import { validateAuthSearch } from '@/components/auth/search'

export const Route = createFileRoute('/register')({
  validateSearch: validateAuthSearch,
  beforeLoad: ({ context }) => {
    if (context.user) throw redirect({ href: AFTER_LOGIN_PATH })
  },
  head: () => ({ meta: [{ title: 'Créer un compte · Maisonnée' }] }),
  component: RegisterPage,
})

function RegisterPage() {
  const { redirect: redirectTo } = Route.useSearch()
  return <AuthScreen mode="register" redirectTo={redirectTo} />
}
