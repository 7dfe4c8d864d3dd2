import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'
import type { Payload, PayloadRequest } from 'payload'

export type TransactionScope = {
  /**
   * A request for one Local API call inside the transaction: `user` acting (or the system when null),
   * with its own context. NOTE: Payload keeps the user and context it is given on the request object,
   * so each call gets its own copy; they share the transaction through `transactionID`.
   */
  req: (user?: PayloadRequest['user']) => PayloadRequest
  /** False where the adapter has no transactions (SQLite here): the caller then compensates a failure itself. */
  isAtomic: boolean
}

/**
 * Runs `work` so that its writes are committed together or not at all, where the database adapter has
 * transactions (PostgreSQL). The SQLite adapter here runs without them (platform-notes.md: libsql drops the
 * busy timeout on the connections a transaction opens): there `work` runs as it is, with `isAtomic` false.
 */
export async function inTransaction<T>(payload: Payload, work: (scope: TransactionScope) => Promise<T>): Promise<T> {
  const base = await createLocalReq({}, payload)
  const isAtomic = await initTransaction(base)
  const req = (user: PayloadRequest['user'] = null) => ({ ...base, user, context: {} }) as PayloadRequest
  try {
    const result = await work({ req, isAtomic })
    if (isAtomic) await commitTransaction(base)
    return result
  } catch (error) {
    if (isAtomic) await killTransaction(base)
    throw error
  }
}
