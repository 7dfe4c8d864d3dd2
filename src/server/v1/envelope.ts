/** The /v1 wire envelope (design/api.md): success `{ s: 1, payload }`, failure `{ s: 0, error }`. */
export const ok = (payload: unknown, init: ResponseInit = {}): Response => Response.json({ s: 1, payload }, init)

export const fail = (status: number, error: string, init: ResponseInit = {}): Response =>
  Response.json({ s: 0, error }, { ...init, status })
