import type { Payload } from 'payload'

/**
 * Work whose duration would tell whether an address has an account: started once the answer has gone
 * (setImmediate: after the caller's own continuation), and logged if it fails.
 */
export function afterAnswer(payload: Payload, work: () => Promise<unknown>, failure: string): void {
  setImmediate(() => void work().catch((error: unknown) => payload.logger.error({ err: error }, failure)))
}
