/** The /v1 wire envelope (design/api.md): success `{ s: 1, payload }`, failure `{ s: 0, error }`. */
export const ok = (payload: unknown, init: ResponseInit = {}): Response => Response.json({ s: 1, payload }, init)

/** `extra`: fields beside `error` (e.g. the spec's `code: 'wrongtoken'`). */
export const fail = (status: number, error: string, init: ResponseInit = {}, extra: Record<string, string> = {}): Response =>
  Response.json({ s: 0, error, ...extra }, { ...init, status })
