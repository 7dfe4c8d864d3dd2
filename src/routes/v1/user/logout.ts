import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { requireSignedIn } from '@/server/auth/current-user.server'
import { logout } from '@/server/accounts/accounts.server'

export const Route = createFileRoute('/v1/user/logout')({
  server: {
    handlers: {
      POST: v1(async ({ payload, user }) => {
        await logout(payload, requireSignedIn(user))
        return { message: 'Vous êtes déconnecté.' }
      }),
    },
  },
})
