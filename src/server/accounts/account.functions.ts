import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { clientAddress, requestContext } from '@/server/http/request-context'
import { requireSignedIn } from '@/server/auth/current-user.server'
import { formResult } from '@/server/accounts/form-result.server'
import * as accounts from '@/server/accounts/accounts.server'
import { InvalidInputError } from '@/domain/errors'
import { deleteAccount as deletePersonalAccount } from '@/server/accounts/personal-data.server'
import { clearSessionCookie } from '@/server/auth/session-cookie.server'
import { ACCOUNT_COPY } from '@/domain/accounts/messages'

// NOTE: the validators only check the shape; the French rules live in the services' shared schemas,
// so that a refused form comes back as a result with its message rather than as a thrown error.
const loose = z.record(z.string(), z.unknown())

export const AVATAR_MESSAGES = { missing: 'Veuillez choisir une image.' } as const

/** The account page (/moncompte): the signed-in user's own profile and settings. */
export const updateProfile = createServerFn({ method: 'POST' })
  .middleware([requestContext])
  .validator(loose)
  .handler(({ data, context: { payload, user } }) => formResult(payload, () => accounts.updateProfile(payload, requireSignedIn(user), data)))

export const changePassword = createServerFn({ method: 'POST' })
  .middleware([requestContext])
  .validator(loose)
  .handler(({ data, context: { payload, user, requester } }) =>
    formResult(payload, async () => {
      await accounts.changePassword(payload, requireSignedIn(user), data, { ip: clientAddress(requester) })
      return { isChanged: true }
    }),
  )

export const requestEmailChange = createServerFn({ method: 'POST' })
  .middleware([requestContext])
  .validator(loose)
  .handler(({ data, context: { payload, user } }) =>
    formResult(payload, async () => {
      await accounts.requestEmailChange(payload, requireSignedIn(user), data)
      return ACCOUNT_COPY.emailChangeSent
    }),
  )

/** A new avatar (multipart form data with an `avatar` file), or its removal (no file, `remove=1`). */
export const updateAvatar = createServerFn({ method: 'POST' })
  .middleware([requestContext])
  .validator((data: unknown) => {
    if (!(data instanceof FormData)) throw new Error('Expected form data')
    return data
  })
  .handler(({ data, context: { payload, user } }) =>
    formResult(payload, async () => {
      const me = requireSignedIn(user)
      if (data.get('remove') === '1') return accounts.setAvatar(payload, me, null)
      const file = data.get('avatar')
      if (!(file instanceof File) || file.size === 0) throw new InvalidInputError(AVATAR_MESSAGES.missing, { field: 'avatar' })
      return accounts.setAvatar(payload, me, { data: Buffer.from(await file.arrayBuffer()), mimetype: file.type, name: file.name, size: file.size })
    }),
  )

/** RGPD: deletes the account (current password required); signed contracts are kept, anonymised. */
export const deleteAccount = createServerFn({ method: 'POST' })
  .middleware([requestContext])
  .validator(loose)
  .handler(({ data, context: { payload, user, requester } }) =>
    formResult(payload, async () => {
      const summary = await deletePersonalAccount(payload, await accounts.loadUser(payload, requireSignedIn(user).id), { password: data.password }, { ip: clientAddress(requester) })
      clearSessionCookie(payload)
      return summary
    }),
  )
