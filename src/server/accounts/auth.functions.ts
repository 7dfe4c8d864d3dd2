import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { clientAddress, requestContext } from '@/server/http/request-context'
import { clearSessionCookie, setSessionCookie } from '@/server/auth/session-cookie.server'
import { formResult } from '@/server/accounts/form-result.server'
import * as accounts from '@/server/accounts/accounts.server'
import { ACCOUNT_COPY } from '@/domain/accounts/messages'
import { forgotPassword as sendPasswordReset } from '../../../collections/Users/forgot-password.server.ts'
import type { Account } from '@/server/accounts/account.types'
import { newPasswordSchema } from '@/domain/accounts'
import { projectIdInPath } from '@/domain/access'
import { canOpenProject } from '@/server/auth/record-access.server'
import { parseInput } from '@/domain/parse-input'

// NOTE: the validators only check the shape; the French rules live in the services' shared schemas,
// so that a refused form comes back as a result with its message rather than as a thrown error.
const loose = z.record(z.string(), z.unknown())

/**
 * The visitor's session as the access guard reads it: connected means a valid session AND an active
 * account (user_visa = 1, spec section 6). Also says whether the project the URL names is out of reach.
 */
export const getSession = createServerFn({ method: 'GET' })
  .middleware([requestContext])
  .validator(z.object({ href: z.string().max(4000) }))
  .handler(async ({ data, context: { payload, user } }): Promise<{ user: Account | null; isProjectDenied: boolean }> => {
    if (!user?.isActive) return { user: null, isProjectDenied: false }
    // A URL naming someone else's project goes to the wrong-link page before the screen loads.
    const projectId = projectIdInPath(new URL(data.href, 'http://localhost').pathname)
    const isProjectDenied = projectId !== null && !(await canOpenProject(payload, user, projectId))
    return { user: await accounts.loadAccount(payload, user.id), isProjectDenied }
  })

export const loginUser = createServerFn({ method: 'POST' })
  .middleware([requestContext])
  .validator(loose)
  .handler(({ data, context: { payload, requester } }) =>
    formResult(payload, async () => {
      const { token, user: account } = await accounts.login(payload, data, { ip: clientAddress(requester) })
      setSessionCookie(payload, token)
      return account
    }),
  )

export const logoutUser = createServerFn({ method: 'POST' })
  .middleware([requestContext])
  .handler(({ context: { payload, user } }) =>
    formResult(payload, async () => {
      if (user) await accounts.logout(payload, user)
      clearSessionCookie(payload)
      return { isSignedOut: true }
    }),
  )

export const registerUser = createServerFn({ method: 'POST' })
  .middleware([requestContext])
  .validator(loose)
  .handler(({ data, context: { payload, requester } }) =>
    formResult(payload, async () => {
      await accounts.register(payload, data, { ip: clientAddress(requester) })
      return ACCOUNT_COPY.registered
    }),
  )

/** Activation (/account/confirm) and reset (/reset/pass): set the password from the emailed link, then sign in. */
export const setPasswordFromLink = createServerFn({ method: 'POST' })
  .middleware([requestContext])
  .validator(loose)
  .handler(({ data, context: { payload } }) =>
    formResult(payload, async () => {
      const { password } = parseInput(newPasswordSchema, data)
      const { token, user: account } = await accounts.setPasswordFromLink(payload, { token: data.token, password })
      setSessionCookie(payload, token)
      return account
    }),
  )

/** Whether an emailed link is still valid: POST, its token in the body (a GET would put it in the query string). */
export const checkLink = createServerFn({ method: 'POST' })
  .middleware([requestContext])
  .validator(z.object({ token: z.string().max(200) }))
  .handler(({ data, context: { payload } }) => formResult(payload, () => accounts.checkLink(payload, data.token)))

export const confirmEmailChange = createServerFn({ method: 'POST' })
  .middleware([requestContext])
  .validator(z.object({ token: z.string().max(200) }))
  .handler(({ data, context: { payload } }) => formResult(payload, () => accounts.confirmEmailChange(payload, data.token)))

export const forgotPassword = createServerFn({ method: 'POST' })
  .middleware([requestContext])
  .validator(loose)
  .handler(({ data, context: { payload, requester } }) =>
    formResult(payload, async () => {
      await sendPasswordReset(payload, data, { ip: clientAddress(requester) })
      return ACCOUNT_COPY.forgotSent
    }),
  )
