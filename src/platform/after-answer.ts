import type { Payload, TaskConfig } from 'payload'
import { EMAIL_QUEUE } from './mail/email-queue.ts'

/**
 * Work whose duration would tell whether an address has an account (trust-boundary.md, « Answers that leak
 * nothing »): the request only queues it, with the address and what was typed, in the durable queue the
 * emails use (payload-jobs, queue `emails`), whatever the address; the queue's runner does it soon after,
 * apart from any request: it looks the account up and acts (or not). So neither the answer nor the request
 * after it on the same instance takes longer for an address that has an account.
 */
export const ADDRESS_WORK_TASK = 'addressWork'

/** Tries in all: the work reads and writes the database only (its emails have their own tries). */
const ADDRESS_WORK_TRIES = 3

/** What a request about an address leaves to do: a sign-up (never its password), or a forgotten password. */
export type AddressWork =
  | { kind: 'register'; email: string; firstName: string; lastName: string; phone: string }
  | { kind: 'reset'; email: string }

/** Queues the work a request about an address leaves, the same way whatever the address. */
export async function queueAddressWork(payload: Payload, work: AddressWork): Promise<void> {
  await payload.jobs.queue({ task: ADDRESS_WORK_TASK, queue: EMAIL_QUEUE, input: { work } })
}

/** The queue's task doing that work with `run` (the accounts service's; payload.config.ts registers it). */
export function addressWorkTask(run: (payload: Payload, work: AddressWork) => Promise<void>): TaskConfig<{ input: { work: AddressWork }; output: object }> {
  return {
    slug: ADDRESS_WORK_TASK,
    label: 'Traiter une inscription ou un mot de passe oublié',
    retries: { attempts: ADDRESS_WORK_TRIES - 1 },
    inputSchema: [{ name: 'work', type: 'json', required: true }],
    handler: async ({ input, req }) => {
      await run(req.payload, input.work)
      return { output: {} }
    },
  }
}
