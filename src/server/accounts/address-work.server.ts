import type { Payload } from 'payload'
import { addressWorkTask as addressWorkTaskOf, type AddressWork } from '../../platform/after-answer.ts'
import { sendResetEmail } from '../../platform/mail/account-emails.ts'
import { createAccountOrTellOwner } from './accounts.server.ts'

/** Does what a sign-up or a forgotten password left to do, once its answer has gone (run by the email queue's runner). */
function runAddressWork(payload: Payload, work: AddressWork): Promise<void> {
  return work.kind === 'register' ? createAccountOrTellOwner(payload, work) : sendResetEmail(payload, work.email)
}

export const addressWorkTask = addressWorkTaskOf(runAddressWork)
