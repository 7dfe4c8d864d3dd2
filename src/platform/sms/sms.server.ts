import path from 'node:path'
import type { Payload } from 'payload'
import { env } from '../env.ts'
import { RuleViolationError } from '../../domain/errors.ts'
import { outboxSmsSender, type SmsMessage } from '../adapters/sms.ts'

export const SMS_MESSAGES = {
  unavailable: 'L’envoi de codes par SMS n’est pas encore disponible : indiquez une adresse email pour terminer.',
} as const

/**
 * Sends one text message. Outside production it goes to the local outbox (sms.ts); no SMS provider is
 * chosen yet, so production refuses with a French message rather than pretend a code was sent.
 */
export async function sendSms(payload: Payload, message: SmsMessage): Promise<void> {
  if (env.isProduction) throw new RuleViolationError(SMS_MESSAGES.unavailable)
  await outboxSmsSender({ outboxDir: path.join(env.dataDir, 'outbox'), logger: payload.logger }).send(message)
}
