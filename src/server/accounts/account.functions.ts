import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { z } from 'zod'
import { payloadClient } from '@/server/payload.server'
import { requireUser } from '@/server/auth/current-user.server'
import { toWireUser } from '@/server/v1/serializers/user'
import { formResult } from '@/server/accounts/form-result.server'
import * as accounts from '@/server/accounts/accounts.server'
import { InvalidInputError } from '@/domain/errors'
import { deleteAccount as deletePersonalAccount } from '@/server/accounts/personal-data.server'
import { clearSessionCookie } from '@/server/auth/session-cookie.server'

const loose = z.record(z.string(), z.unknown())

export const AVATAR_MESSAGES = { missing: 'Veuillez choisir une image.' } as const

/** The account page (/moncompte): the signed-in user's own profile and settings. */
export const updateProfile = createServerFn({ method: 'POST' })
  .validator(loose)
  .handler(async ({ data }) => {
    const payload = await payloadClient()
    return formResult(payload, async () => {
      const user = await requireUser(payload, getRequest())
      return toWireUser(await accounts.updateProfile(payload, user, data))
    })
  })

export const changePassword = createServerFn({ method: 'POST' })
  .validator(loose)
  .handler(async ({ data }) => {
    const payload = await payloadClient()
    return formResult(payload, async () => {
      await accounts.changePassword(payload, await requireUser(payload, getRequest()), data)
      return null
    })
  })

export const requestEmailChange = createServerFn({ method: 'POST' })
  .validator(loose)
  .handler(async ({ data }) => {
    const payload = await payloadClient()
    return formResult(payload, async () => {
      await accounts.requestEmailChange(payload, await requireUser(payload, getRequest()), data)
      return accounts.ACCOUNT_COPY.emailChangeSent
    })
  })

/** A new avatar (multipart form data with an `avatar` file), or its removal (no file, `remove=1`). */
export const updateAvatar = createServerFn({ method: 'POST' })
  .validator((data: unknown) => {
    if (!(data instanceof FormData)) throw new Error('Expected form data')
    return data
  })
  .handler(async ({ data }) => {
    const payload = await payloadClient()
    return formResult(payload, async () => {
      const user = await requireUser(payload, getRequest())
      const file = data.get('avatar')
      if (data.get('remove') === '1') return toWireUser(await accounts.setAvatar(payload, user, null))
      if (!(file instanceof File) || file.size === 0) throw new InvalidInputError(AVATAR_MESSAGES.missing, { field: 'avatar' })
      const upload = { data: Buffer.from(await file.arrayBuffer()), mimetype: file.type, name: file.name, size: file.size }
      return toWireUser(await accounts.setAvatar(payload, user, upload))
    })
  })

/** RGPD: deletes the account (current password required); signed contracts are kept, anonymised. */
export const deleteAccount = createServerFn({ method: 'POST' })
  .validator(loose)
  .handler(async ({ data }) => {
    const payload = await payloadClient()
    return formResult(payload, async () => {
      const user = await requireUser(payload, getRequest())
      const summary = await deletePersonalAccount(payload, await accounts.loadUser(payload, user.id), { password: data.password })
      clearSessionCookie(payload)
      return summary
    })
  })
