import { z } from 'zod'
import type { Role } from '../../../../collections/roles.ts'
import { MAX_IMAGE_BYTES } from '../../../../collections/uploads/file-kinds.ts'
import type { Account, SignedIn } from '../../accounts/account.types.ts'

/** user_type on the wire: the spec's integer, 0 for a customer. */
const USER_TYPES: Record<Role, number> = { customer: 0, staff: 1, marketing: 2, curator: 3, admin: 4 }

export type WireUser = {
  user_id: string
  user_email: string
  user_firstname: string
  user_lastname: string
  user_phone: string
  user_type: number
  user_role: Role
  user_visa: 0 | 1
  user_img: string | null
  user_sendnotif: 0 | 1
}

/** An account as the spec's client reads it (section 3). Never includes secrets or lockout state. */
export function toWireUser(account: Account): WireUser {
  return {
    user_id: account.id,
    user_email: account.email,
    user_firstname: account.firstName,
    user_lastname: account.lastName,
    user_phone: account.phone,
    user_type: USER_TYPES[account.role],
    user_role: account.role,
    user_visa: account.isActive ? 1 : 0,
    user_img: account.avatarUrl,
    user_sendnotif: account.sendNotifications ? 1 : 0,
  }
}

/** Login and set-password answers: the envelope, plus access_token and user at the top level (api.md). */
export function toWireSignedIn({ token, user }: SignedIn) {
  const wire = { access_token: token, token_type: 'Bearer', user: toWireUser(user) }
  return { s: 1, payload: wire, ...wire }
}

/** GET /v1/user/activate: the proven address and the one-time token to choose the password with. */
export const toWireActivation = ({ email, passwordToken }: { email: string; passwordToken: string }) => ({ user_email: email, user_visa: 1, password_token: passwordToken })

/** GET /v1/user/recup/pass/{token}: the link is valid, for this address. */
export const toWireLinkCheck = ({ email }: { email: string }) => ({ valid: true, user_email: email })

/** An account form is a few fields: a larger body is refused (413) before it is read whole. */
export const USER_FIELDS_LIMIT = { maxBytes: 64 * 1024, tooLargeMessage: 'La requête est trop volumineuse.' }
/** POST /v1/user/update may carry the avatar image as well. */
export const USER_FORM_LIMIT = { ...USER_FIELDS_LIMIT, maxBytes: MAX_IMAGE_BYTES + 1024 * 1024 }

/**
 * A text field of a wire body: the spec's client posts form data (strings); a JSON value that is not a
 * string is read as its JSON text, so that the French rule of the field answers it.
 */
const wireText = z
  .unknown()
  .optional()
  .transform((value) => (value === undefined ? undefined : typeof value === 'string' ? value : JSON.stringify(value)))

/** '1', 'true' or 'on' as true; '0', 'false' or 'off' as false; anything else (or nothing) undefined. */
const wireFlag = wireText.transform((value) => {
  if (value === undefined) return undefined
  if (['1', 'true', 'on'].includes(value)) return true
  if (['0', 'false', 'off'].includes(value)) return false
  return undefined
})

/** POST /v1/user/login: user_email, user_password. */
export const loginFromWire = z
  .object({ user_email: wireText, user_password: wireText })
  .transform((wire) => ({ email: wire.user_email ?? '', password: wire.user_password ?? '' }))

const QUESTIONNAIRE_FLAG_MESSAGE = 'Le paramètre questionnaire vaut 1 (inscription depuis le questionnaire) ou 0.'

/**
 * POST /v1/user/register?questionnaire=1|0: user_email, user_firstname, user_lastname, user_phone,
 * accept_terms, user_password (an empty one is none). `questionnaire` comes from the query string.
 */
export const registerFromWire = z
  .object({
    user_email: wireText,
    user_firstname: wireText,
    user_lastname: wireText,
    user_phone: wireText,
    accept_terms: wireFlag,
    user_password: wireText,
    questionnaire: wireText.pipe(z.union([z.undefined(), z.enum(['0', '1'])], { error: QUESTIONNAIRE_FLAG_MESSAGE })),
  })
  .transform((wire) => ({
    email: wire.user_email ?? '',
    firstName: wire.user_firstname ?? '',
    lastName: wire.user_lastname ?? '',
    phone: wire.user_phone ?? '',
    acceptTerms: wire.accept_terms ?? false,
    password: wire.user_password || undefined,
    fromQuestionnaire: wire.questionnaire === '1',
  }))

/** POST /v1/user/forgot/pass: user_email. */
export const forgotFromWire = z.object({ user_email: wireText }).transform((wire) => ({ email: wire.user_email ?? '' }))

/** POST /v1/user/reset/pass/{token}: user_password. */
export const passwordFromWire = z.object({ user_password: wireText }).transform((wire) => ({ password: wire.user_password ?? '' }))

/** POST /v1/user/update: the fields sent change, the others keep the account's values. */
export const profileFromWire = z
  .object({ user_firstname: wireText, user_lastname: wireText, user_phone: wireText, user_sendnotif: wireFlag })
  .transform((wire) => (account: Account) => ({
    firstName: wire.user_firstname ?? account.firstName,
    lastName: wire.user_lastname ?? account.lastName,
    phone: wire.user_phone ?? account.phone,
    sendNotifications: wire.user_sendnotif ?? account.sendNotifications,
  }))
