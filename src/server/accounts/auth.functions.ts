import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { z } from 'zod'
import { payloadClient } from '@/server/payload.server'
import { currentUser } from '@/server/auth/current-user.server'
import { clearSessionCookie, setSessionCookie } from '@/server/auth/session-cookie.server'
import { clientIp } from '@/server/rate-limit/limiter.server'
import { toWireUser, type WireUser } from '@/server/v1/serializers/user'
import { formResult } from '@/server/accounts/form-result.server'
import * as accounts from '@/server/accounts/accounts.server'
import { newPasswordSchema } from '@/domain/accounts'
import { projectIdInPath } from '@/domain/access'
import { canOpenProject } from '@/server/auth/record-access.server'
import { parseInput } from '@/server/accounts/parse-input'

// NOTE: the validators only check the shape; the French rules live in the services' shared schemas,
// so that a refused form comes back as a result with its message rather than as a thrown error.
const loose = z.record(z.string(), z.unknown())

/**
 * The visitor's session as the access guard reads it: connected means a valid session AND an active
 * account (user_visa = 1, spec section 6). Also says whether the project the URL names is out of reach.
 */
export const getSession = createServerFn({ method: 'GET' })
  .validator(z.object({ href: z.string().max(4000) }))
  .handler(async ({ data }): Promise<{ user: WireUser | null; isProjectDenied: boolean }> => {
    const payload = await payloadClient()
    const user = await currentUser(payload, getRequest())
    if (!user?.isActive) return { user: null, isProjectDenied: false }
    // A URL naming someone else's project goes to the wrong-link page before the screen loads.
    const projectId = projectIdInPath(new URL(data.href, 'http://localhost').pathname)
    const isProjectDenied = projectId !== null && !(await canOpenProject(payload, user, projectId))
    return { user: toWireUser(await accounts.loadUser(payload, user.id)), isProjectDenied }
  })

export const loginUser = createServerFn({ method: 'POST' })
  .validator(loose)
  .handler(async ({ data }) => {
    const payload = await payloadClient()
    return formResult(payload, async () => {
      const { token, user } = await accounts.login(payload, data, { ip: clientIp(getRequest()) })
      setSessionCookie(payload, token)
      return toWireUser(user)
    })
  })

export const logoutUser = createServerFn({ method: 'POST' }).handler(async () => {
  const payload = await payloadClient()
  return formResult(payload, async () => {
    const user = await currentUser(payload, getRequest())
    if (user) await accounts.logout(payload, user)
    clearSessionCookie(payload)
    return null
  })
})

export const registerUser = createServerFn({ method: 'POST' })
  .validator(loose)
  .handler(async ({ data }) => {
    const payload = await payloadClient()
    return formResult(payload, async () => {
      await accounts.register(payload, data, { ip: clientIp(getRequest()) })
      return accounts.ACCOUNT_COPY.registered
    })
  })

/** Activation (/account/confirm) and reset (/reset/pass): set the password from the emailed link, then sign in. */
export const setPasswordFromLink = createServerFn({ method: 'POST' })
  .validator(loose)
  .handler(async ({ data }) => {
    const payload = await payloadClient()
    return formResult(payload, async () => {
      const { password } = parseInput(newPasswordSchema, data)
      const { token, user } = await accounts.setPasswordFromLink(payload, { token: data.token, password })
      setSessionCookie(payload, token)
      return toWireUser(user)
    })
  })

export const checkLink = createServerFn({ method: 'GET' })
  .validator(z.object({ token: z.string().max(200) }))
  .handler(async ({ data }) => {
    const payload = await payloadClient()
    return formResult(payload, () => accounts.checkLink(payload, data.token))
  })

export const confirmEmailChange = createServerFn({ method: 'POST' })
  .validator(z.object({ token: z.string().max(200) }))
  .handler(async ({ data }) => {
    const payload = await payloadClient()
    return formResult(payload, () => accounts.confirmEmailChange(payload, data.token))
  })

export const forgotPassword = createServerFn({ method: 'POST' })
  .validator(loose)
  .handler(async ({ data }) => {
    const payload = await payloadClient()
    return formResult(payload, async () => {
      await accounts.forgotPassword(payload, data, { ip: clientIp(getRequest()) })
      return accounts.ACCOUNT_COPY.forgotSent
    })
  })
