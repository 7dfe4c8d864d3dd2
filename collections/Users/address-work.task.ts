import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { slugs } from '../slugs.ts'
import { addressWorkTask as addressWorkTaskOf, type AddressWork } from '../../src/platform/after-answer.ts'
import { sendAccountExistsEmail, sendResetEmail } from '../../src/platform/mail/account-emails.ts'

/** A password nobody knows: the account is inactive until its activation link sets one. */
const unusablePassword = () => `${randomBytes(24).toString('base64url')}Aa1!bcd`

/** The queued half of a sign-up: the account created (inactive, its activation email sent by the Users hook), or its owner told. */
async function createAccountOrTellOwner(payload: Payload, data: { email: string; firstName: string; lastName: string; phone: string }): Promise<void> {
  const existing = await payload.find({ collection: slugs.users, where: { email: { equals: data.email } }, limit: 1, depth: 0, overrideAccess: true })
  const owner = existing.docs[0]
  if (owner) {
    await sendAccountExistsEmail(payload, { ...owner, email: data.email })
    return
  }
  // A system action: the sign-up form may create a customer, inactive until the link is followed.
  await payload.create({
    collection: slugs.users,
    data: { email: data.email, password: unusablePassword(), firstName: data.firstName, lastName: data.lastName, phone: data.phone, role: 'customer', isActive: false },
    overrideAccess: true,
  })
}

/** Does what a sign-up or a forgotten password left to do, once its answer has gone (run by the email queue's runner). */
function runAddressWork(payload: Payload, work: AddressWork): Promise<void> {
  return work.kind === 'register' ? createAccountOrTellOwner(payload, work) : sendResetEmail(payload, work.email)
}

export const addressWorkTask = addressWorkTaskOf(runAddressWork)
