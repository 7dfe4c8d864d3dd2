import { createHash, randomBytes } from 'node:crypto'
import { APIError, AuthenticationError, LockedAuth, createLocalReq, logoutOperation } from 'payload'
import type { Payload } from 'payload'
import type { User } from '../../../payload-types.ts'
import { slugs } from '../../../collections/slugs.ts'
import { isPhoneLogin, loginSchema } from '../../domain/password/login.ts'
import { passwordSchema } from '../../domain/password/password-policy.ts'
import {
  AccountLockedError,
  InvalidLinkError,
  LoginFailedError,
  changePasswordSchema,
  forgotPasswordSchema,
  profileSchema,
  registerSchema,
} from '../../domain/accounts/index.ts'
import { InvalidInputError } from '../../domain/errors.ts'
import { RATE_LIMITS } from '../../platform/rate-limit/rate-limit.ts'
import { isWithinLimit, loginLimits, rateLimit } from '../../platform/rate-limit/limiter.server.ts'
import { queueAccountEmail, accountLinks, passwordToken } from '../../platform/mail/account-emails.ts'
import { emailChangeEmail } from '../../platform/mail/templates.ts'
import { parseInput } from '../../domain/parse-input.ts'
import { ACCOUNT_COPY } from '../../domain/accounts/messages.ts'
import { queueAddressWork } from '../../platform/after-answer.ts'
import type { Account, SignedIn } from './account.types.ts'
import { toAccount } from './to-account.ts'
import { checkCurrentPassword } from './current-password.server.ts'

/** Beside the Users collection (its admin endpoint calls it too); offered here with the rest of the accounts. */

export type { SignedIn }

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

const EMAIL_CHANGE_DAYS = 7

/** The user document, avatar populated, no hidden fields (the services' actor). */
export async function loadUser(payload: Payload, id: User['id']): Promise<User> {
  return payload.findByID({ collection: slugs.users, id, depth: 1, overrideAccess: true })
}

/** The account as the site and /v1 show it. */
export async function loadAccount(payload: Payload, id: User['id']): Promise<Account> {
  return toAccount(await loadUser(payload, id))
}

/**
 * Logs in with email and password (spec section 5), under the login limits (loginLimits: per address,
 * per account and address, and a short delay per account under a flood), applied alike whether or not
 * the email has an account, so no answer tells who has one. The password is only checked once the
 * attempt is within its limits.
 */
export async function login(payload: Payload, input: unknown, { ip }: { ip: string }): Promise<SignedIn> {
  const { email, password } = parseInput(loginSchema, input)
  await loginLimits.check({ email, ip })
  try {
    const result = await payload.login({ collection: slugs.users, data: isPhoneLogin(email) ? { username: email, password } : { email, password }, depth: 1 })
    await loginLimits.recordSuccess({ email, ip })
    if (!result.token) throw new Error('Payload login returned no token')
    return { token: result.token, user: toAccount(result.user as unknown as User) }
  } catch (error) {
    if (error instanceof LockedAuth) throw new AccountLockedError()
    if (error instanceof AuthenticationError) {
      await loginLimits.recordFailure({ email, ip })
      throw new LoginFailedError()
    }
    throw error
  }
}

/** Ends the session the request came with, on the server: its token is refused from then on. */
export async function logout(payload: Payload, user: User): Promise<void> {
  const req = await createLocalReq({ user: { ...user, collection: slugs.users } as never }, payload)
  await logoutOperation({ collection: payload.collections[slugs.users], req })
}

/**
 * Sign-up. The answer is the same, in the same time, whether or not the address has an account, and so is
 * the work after it: the request only queues the sign-up (queueAddressWork), which the queue's runner does
 * apart from any request. A new address gets an inactive account and the activation email (sent by the
 * Users hook); a known one gets an email saying so to its owner.
 */
export async function register(payload: Payload, input: unknown, { ip }: { ip: string }): Promise<void> {
  await rateLimit([{ rule: RATE_LIMITS.registerPerIp, key: ip }])
  const { email, firstName, lastName, phone } = parseInput(registerSchema, input)
  await rateLimit([{ rule: RATE_LIMITS.registerPerAddress, key: email }])
  await queueAddressWork(payload, { kind: 'register', email, firstName, lastName, phone })
}

/**
 * Follows an activation or reset link: sets the password, activates the account (the link proved the
 * address), ends every other session and signs in.
 */
export async function setPasswordFromLink(payload: Payload, { token, password }: { token: unknown; password: unknown }): Promise<SignedIn> {
  const newPassword = parseInput(passwordSchema, password)
  if (typeof token !== 'string' || !/^[a-f0-9]{40}$/.test(token)) throw new InvalidLinkError()
  try {
    const result = await payload.resetPassword({
      collection: slugs.users,
      data: { token, password: newPassword },
      overrideAccess: true,
      context: { passwordFromEmailLink: true },
    })
    const id = (result.user as { id: User['id'] }).id
    await payload.update({ collection: slugs.users, id, data: { isActive: true }, overrideAccess: true })
    return { token: result.token ?? '', user: await loadAccount(payload, id) }
  } catch (error) {
    if (error instanceof APIError && error.status === 403) throw new InvalidLinkError()
    throw error
  }
}

/**
 * GET /v1/user/activate: the activation link's token (never a password) proves the address and activates
 * the account. The token is spent: the answer carries a new one-time token to choose the password with
 * (POST /v1/user/reset/pass/{token}, the password in the body).
 */
export async function activateFromLink(payload: Payload, token: unknown): Promise<{ email: string; passwordToken: string }> {
  const { email } = await checkLink(payload, token)
  const next = await passwordToken(payload, email)
  if (!next) throw new InvalidLinkError()
  await payload.update({ collection: slugs.users, where: { email: { equals: email } }, data: { isActive: true }, overrideAccess: true })
  return { email, passwordToken: next }
}

/** Whether an activation or reset link is still valid, and for which address (GET /v1/user/recup/pass). */
export async function checkLink(payload: Payload, token: unknown): Promise<{ email: string }> {
  if (typeof token !== 'string' || !/^[a-f0-9]{40}$/.test(token)) throw new InvalidLinkError()
  const user = (await payload.db.findOne({
    collection: slugs.users,
    where: { and: [{ resetPasswordToken: { equals: token } }, { resetPasswordExpiration: { greater_than: new Date().toISOString() } }] },
  })) as { email: string } | null
  if (!user) throw new InvalidLinkError()
  return { email: user.email }
}

/** The profile form (first/last name, phone, notifications), as the signed-in user. */
export async function updateProfile(payload: Payload, user: User, input: unknown): Promise<Account> {
  const data = parseInput(profileSchema, input)
  await payload.update({ collection: slugs.users, id: user.id, data, user: { ...user, collection: slugs.users }, overrideAccess: false })
  return loadAccount(payload, user.id)
}

/** Sets (or removes, with null) the signed-in user's avatar: a photo they uploaded themselves. */
export async function setAvatar(payload: Payload, user: User, file: { data: Buffer; mimetype: string; name: string; size: number } | null): Promise<Account> {
  const actor = { ...user, collection: slugs.users }
  let avatar: number | null = null
  if (file) {
    const photo = await payload.create({ collection: slugs.photos, data: { alt: 'Photo de profil' }, file, user: actor, overrideAccess: false })
    avatar = photo.id as number
  }
  await payload.update({ collection: slugs.users, id: user.id, data: { avatar }, user: actor, overrideAccess: false })
  return loadAccount(payload, user.id)
}

/**
 * Changes the password from the account page: the current one is checked first, under login's limits
 * (checkCurrentPassword), the new one must meet the policy, and every other session ends.
 */
export async function changePassword(payload: Payload, user: User & { _sid?: string }, input: unknown, { ip }: { ip: string }): Promise<void> {
  const { currentPassword, password } = parseInput(changePasswordSchema, input)
  await checkCurrentPassword(payload, user, { password: currentPassword, ip, field: 'currentPassword' })
  await payload.update({ collection: slugs.users, id: user.id, data: { password }, user: { ...user, collection: slugs.users }, overrideAccess: false })
}

/**
 * Asks to change the account's address. The request is always stored (the account page shows the address
 * as pending, and the account keeps its address until the link sent there is followed) and answered alike,
 * whether or not the address has an account: that is told only to whoever follows the link
 * (confirmEmailChange). Limited per account and per address; one confirmation email an hour to an address,
 * whoever asks: asking again for the pending address within that hour keeps the link already sent.
 */
export async function requestEmailChange(payload: Payload, user: User, input: unknown): Promise<void> {
  const { email } = parseInput(forgotPasswordSchema, input)
  if (email === user.email) throw new InvalidInputError(ACCOUNT_COPY.emailUnchanged, { field: 'email' })
  await rateLimit([
    { rule: RATE_LIMITS.emailChangePerAccount, key: String(user.id) },
    { rule: RATE_LIMITS.emailChangePerAddress, key: email },
  ])
  const isMailed = await isWithinLimit(RATE_LIMITS.emailChangeMailsPerAddress, email)
  if (!isMailed && user.pendingEmail === email) return
  const token = randomBytes(32).toString('hex')
  await payload.update({
    collection: slugs.users,
    id: user.id,
    data: { pendingEmail: email, emailChangeTokenHash: sha256(token), emailChangeExpiresAt: new Date(Date.now() + EMAIL_CHANGE_DAYS * 86_400_000).toISOString() },
    overrideAccess: true,
  })
  if (isMailed) await queueAccountEmail(payload, email, emailChangeEmail({ url: accountLinks.emailChange(token) }))
}

/** Follows the email-change link: the pending address becomes the account's. */
export async function confirmEmailChange(payload: Payload, token: unknown): Promise<{ email: string }> {
  if (typeof token !== 'string' || !/^[a-f0-9]{64}$/.test(token)) throw new InvalidInputError(ACCOUNT_COPY.emailLinkInvalid)
  const found = await payload.find({
    collection: slugs.users,
    where: { and: [{ emailChangeTokenHash: { equals: sha256(token) } }, { emailChangeExpiresAt: { greater_than: new Date().toISOString() } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  const user = found.docs[0]
  if (!user?.pendingEmail) throw new InvalidInputError(ACCOUNT_COPY.emailLinkInvalid)
  const taken = await payload.count({ collection: slugs.users, where: { email: { equals: user.pendingEmail } }, overrideAccess: true })
  if (taken.totalDocs > 0) {
    // The link proved the address: its owner may learn that it has an account. The request ends here.
    await payload.update({ collection: slugs.users, id: user.id, data: { pendingEmail: null, emailChangeTokenHash: null, emailChangeExpiresAt: null }, overrideAccess: true })
    throw new InvalidInputError(ACCOUNT_COPY.emailTaken)
  }
  await payload.update({
    collection: slugs.users,
    id: user.id,
    data: { email: user.pendingEmail, pendingEmail: null, emailChangeTokenHash: null, emailChangeExpiresAt: null },
    overrideAccess: true,
    context: { confirmedEmailChange: true },
  })
  return { email: user.pendingEmail }
}
