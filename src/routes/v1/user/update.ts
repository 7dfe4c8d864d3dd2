import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { readInput } from '@/server/v1/read-input.server'
import { USER_FORM_LIMIT, profileFromWire, toWireUser } from '@/server/v1/serializers/user'
import { requireSignedIn } from '@/server/auth/current-user.server'
import { loadUser, setAvatar, updateProfile } from '@/server/accounts/accounts.server'
import { toAccount } from '@/server/accounts/to-account'

/** POST /v1/user/update (form data): user_firstname, user_lastname, user_phone, user_sendnotif, user_img (a file). */
export const Route = createFileRoute('/v1/user/update')({
  server: {
    handlers: {
      POST: v1(async ({ payload, request, user }) => {
        const me = await loadUser(payload, requireSignedIn(user).id)
        const { input: profileOf, files } = await readInput(request, profileFromWire, USER_FORM_LIMIT)
        let updated = await updateProfile(payload, me, profileOf(toAccount(me)))
        const image = files.get('user_img')?.at(-1)
        if (image) {
          updated = await setAvatar(payload, me, { data: Buffer.from(await image.arrayBuffer()), mimetype: image.type, name: image.name, size: image.size })
        }
        return toWireUser(updated)
      }),
    },
  },
})
