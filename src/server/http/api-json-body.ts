import { JSON_REFUSALS, MAX_JSON_BYTES, jsonBodyRefusal } from './json-body.ts'

type RestHandler<Context> = (request: Request, context: Context) => Promise<Response>

const refuse = (message: string) => Response.json({ errors: [{ message }] }, { status: 400, headers: { 'Cache-Control': 'no-store' } })

/**
 * Payload's REST handler for a write (/api), behind a check of its JSON body: at most 1 MB and 20 levels
 * deep, and JSON at all, else a 400 with the French reason (Payload answers these with a 500 or an English
 * message). Other bodies (form data with files) go through untouched.
 */
export function withCheckedJsonBody<Context>(handler: RestHandler<Context>): RestHandler<Context> {
  return async (request, context) => {
    const type = (request.headers.get('content-type') ?? '').split(';', 1)[0]?.trim().toLowerCase()
    if (type !== 'application/json' || !request.body) return handler(request, context)
    if (Number(request.headers.get('content-length') ?? 0) > MAX_JSON_BYTES) return refuse(JSON_REFUSALS.tooLarge)
    const chunks: Uint8Array[] = []
    let received = 0
    const reader = request.body.getReader()
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      received += next.value.byteLength
      if (received > MAX_JSON_BYTES) {
        await reader.cancel()
        return refuse(JSON_REFUSALS.tooLarge)
      }
      chunks.push(next.value)
    }
    const body = Buffer.concat(chunks)
    // NOTE: the admin posts some calls (POST /api/<collection>/access) as JSON with an empty body: nothing to check.
    const refusal = body.byteLength === 0 ? null : jsonBodyRefusal(body.toString('utf8'), body.byteLength)
    if (refusal) return refuse(refusal)
    return handler(new Request(request.url, { method: request.method, headers: request.headers, body }), context)
  }
}
