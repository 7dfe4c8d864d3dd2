import type { PayloadRequest } from 'payload'

type TransactionSession = { resolve?: () => Promise<unknown> }

/**
 * Runs `run` once the request's database transaction has committed, at once when there is none
 * (SQLite here runs without transactions), and never when it is rolled back: a screen told to reload
 * must find the change saved. NOTE: Payload 3.90 has no after-commit hook; this wraps the commit of the
 * SQL adapters' transaction session (`payload.db.sessions[id].resolve`, what `commitTransaction` calls).
 * A session of another shape (MongoDB) runs `run` at once. `run` must not throw.
 */
export async function afterCommit(req: PayloadRequest, run: () => Promise<void>): Promise<void> {
  const id = req.transactionID instanceof Promise ? await req.transactionID : req.transactionID
  const sessions = (req.payload.db as unknown as { sessions?: Record<string, TransactionSession> }).sessions
  const session = id === undefined || id === null ? undefined : sessions?.[String(id)]
  const commit = session?.resolve
  if (!session || typeof commit !== 'function') return run()
  session.resolve = async () => {
    const result = await commit()
    await run()
    return result
  }
}
