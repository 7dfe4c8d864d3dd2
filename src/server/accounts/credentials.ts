import type { User } from '../../../payload-types.ts'

/** How Payload finds the account to check a password against: its email, else its phone (username). */
export function loginOf(user: Pick<User, 'email' | 'username'>): { email: string } | { username: string } {
  return user.email ? { email: user.email } : { username: user.username ?? '' }
}
