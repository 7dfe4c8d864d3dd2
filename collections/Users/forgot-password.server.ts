import type { Payload } from 'payload'
import { forgotPasswordSchema } from '../../src/domain/accounts/index.ts'
import { parseInput } from '../../src/domain/parse-input.ts'
import { queueAddressWork } from '../../src/platform/after-answer.ts'
import { RATE_LIMITS } from '../../src/platform/rate-limit/rate-limit.ts'
import { rateLimit } from '../../src/platform/rate-limit/limiter.server.ts'

/** Forgotten password: the same answer whether or not the address has an account. */
export async function forgotPassword(payload: Payload, input: unknown, { ip }: { ip: string }): Promise<void> {
  const { email } = parseInput(forgotPasswordSchema, input)
  await rateLimit([
    { rule: RATE_LIMITS.forgotPerIp, key: ip },
    { rule: RATE_LIMITS.forgotPerAccount, key: email },
  ])
  // NOTE: queued whatever the address, so that neither this answer nor the next request's time tells whether an email was sent.
  await queueAddressWork(payload, { kind: 'reset', email })
}
