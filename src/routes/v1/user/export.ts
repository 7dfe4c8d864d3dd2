import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { requireSignedIn } from '@/server/auth/current-user.server'
import { exportPersonalData } from '@/server/accounts/personal-data.server'
import { loadUser } from '@/server/accounts/accounts.server'

/** RGPD: the signed-in customer's data (JSON) and files, as one ZIP download. */
export const Route = createFileRoute('/v1/user/export')({
  server: {
    handlers: {
      GET: v1(async ({ payload, user }) => {
        const me = await loadUser(payload, requireSignedIn(user).id)
        const archive = await exportPersonalData(payload, me)
        return new Response(new Uint8Array(archive), {
          headers: {
            'Content-Type': 'application/zip',
            'Content-Disposition': `attachment; filename="maisonnee-mes-donnees-${new Date().toISOString().slice(0, 10)}.zip"`,
            'Cache-Control': 'no-store',
          },
        })
      }),
    },
  },
})
