import type { DocId } from '../../domain/ids/index.ts'
import type { Role } from '../../../collections/roles.ts'

/**
 * A user account as the site and the services see it: the signed-in user of the router context, the
 * account page's profile. Never carries a secret (password, tokens) nor lockout state.
 */
export type Account = {
  id: DocId
  email: string
  /** A new address asked for from « Mon compte », until the link sent there is followed (null when none). */
  pendingEmail: string | null
  firstName: string
  lastName: string
  phone: string
  role: Role
  /** The account was activated from its emailed link (spec section 6: only an active account signs in). */
  isActive: boolean
  /** The avatar's URL, or null when the user has none. */
  avatarUrl: string | null
  /** A professional's company (empty strings when the customer gave none). */
  companySiret: string
  companyName: string
  companyAddress: string
  /** The user receives the notification emails of their projects (the profile form's and the collection's name). */
  sendNotifications: boolean
}

/** A successful sign-in: the session token (a cookie on the site, a bearer token on /v1) and the account. */
export type SignedIn = { token: string; user: Account }
