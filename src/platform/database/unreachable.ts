/**
 * Whether an error means the database cannot be reached (down, restarting, refusing or dropping
 * connections) rather than a fault of the request: such a request is answered 503, never 401/403/500.
 * Reads the error, its `cause` chain and an AggregateError's parts (pg and the drivers nest them).
 */

/** Socket errors, and PostgreSQL's SQLSTATE classes 08 (connection exception) and 57P (operator intervention). */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN'])
const UNREACHABLE_SQLSTATE = /^(08\w{3}|57P0[1-3])$/
/** MongoDB's driver names its connection failures. */
const UNREACHABLE_NAMES = new Set(['MongoNetworkError', 'MongoNetworkTimeoutError', 'MongoServerSelectionError', 'MongoNotConnectedError', 'MongoTopologyClosedError', 'MongoPoolClearedError'])
/** pg says these in words only. */
const UNREACHABLE_MESSAGE = /connection terminated|terminating connection|timeout exceeded when trying to connect|connection timeout|client has encountered a connection error|database system is (starting up|shutting down)/i

const MAX_DEPTH = 6

export function isDatabaseUnreachable(error: unknown, depth = 0): boolean {
  if (depth > MAX_DEPTH || typeof error !== 'object' || error === null) return false
  const { code, name, message, cause, errors } = error as { code?: unknown; name?: unknown; message?: unknown; cause?: unknown; errors?: unknown }
  if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || UNREACHABLE_SQLSTATE.test(code))) return true
  if (typeof name === 'string' && UNREACHABLE_NAMES.has(name)) return true
  if (typeof message === 'string' && UNREACHABLE_MESSAGE.test(message)) return true
  if (Array.isArray(errors) && errors.some((part) => isDatabaseUnreachable(part, depth + 1))) return true
  return isDatabaseUnreachable(cause, depth + 1)
}
