import type { PayloadRequest } from 'payload'

/**
 * The request's JSON body; undefined when it has none or it is not JSON, which the schema reading it then
 * refuses (or reads as its defaults) in French.
 */
export async function jsonBodyOf(req: PayloadRequest): Promise<unknown> {
  try {
    return await req.json?.()
  } catch {
    // Not JSON: the same as no body, for the endpoint's schema to judge.
    return undefined
  }
}

/**
 * A refusal as Payload answers one, with its status: `{ message, errors: [{ message }] }` (the admin shows
 * `errors` as toasts). `details` are the endpoint's own fields (the publish rule's `reason`, the order
 * check's `errors` and `warnings`, which then stand in place of the toasts).
 */
export function refusal({ message, status }: { message: string; status: number }, details: Record<string, unknown> = {}): Response {
  return Response.json({ message, errors: [{ message }], ...details }, { status })
}
