import type { Photo, User } from '../../../../payload-types.ts'
import { populated } from './relation.ts'

/** user_type on the wire: the spec's integer, 0 for a customer. */
const USER_TYPES: Record<User['role'], number> = { customer: 0, staff: 1, marketing: 2, curator: 3, admin: 4 }

export type WireUser = {
  user_id: string
  user_email: string
  user_firstname: string
  user_lastname: string
  user_phone: string
  user_type: number
  user_role: User['role']
  user_visa: 0 | 1
  user_img: string | null
  user_sendnotif: 0 | 1
}

/** A user as the spec's client reads it (section 3). Never includes secrets or lockout state. */
export function toWireUser(user: User): WireUser {
  const avatar = populated<Photo>(user.avatar)
  return {
    user_id: String(user.id),
    user_email: user.email,
    user_firstname: user.firstName ?? '',
    user_lastname: user.lastName ?? '',
    user_phone: user.phone ?? '',
    user_type: USER_TYPES[user.role],
    user_role: user.role,
    user_visa: user.isActive ? 1 : 0,
    user_img: avatar?.filename ? `/uploads/photos/img/${encodeURIComponent(avatar.filename)}` : null,
    user_sendnotif: user.sendNotifications === false ? 0 : 1,
  }
}
