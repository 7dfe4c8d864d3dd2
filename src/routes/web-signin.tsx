import { createFileRoute, redirect } from '@tanstack/react-router'
import { AuthScreen } from '@/components/auth/auth-screen'
import { AFTER_LOGIN_PATH } from '@/components/auth/paths'

/** Spec: /web-signin is the sign-up screen (the authentication screen on its sign-up tab). */
export const Route = createFileRoute('/web-signin')({
  beforeLoad: ({ context }) => {
    if (context.user) throw redirect({ href: AFTER_LOGIN_PATH })
  },
  head: () => ({ meta: [{ title: 'Inscription · Maisonnée' }] }),
  component: () => <AuthScreen mode="register" />,
})
