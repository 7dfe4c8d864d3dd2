/** What the back office knows of a customer to name them. */
export type NamedCustomer = { firstName?: string | null; lastName?: string | null; email?: string | null; username?: string | null }

/**
 * How the back office names a customer: « Prénom Nom » (either alone when the other is missing), else
 * their email, else the phone they sign in with (an account made with a phone only), else nothing.
 */
export function customerName({ firstName, lastName, email, username }: NamedCustomer): string {
  const name = [firstName, lastName].map((part) => part?.trim() ?? '').filter((part) => part !== '').join(' ')
  return name || email?.trim() || username?.trim() || ''
}
