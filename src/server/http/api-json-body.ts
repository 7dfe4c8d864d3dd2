import { PayloadTooLargeError } from '../../domain/errors.ts'
import { boundedRequest } from './bounded-body.ts'
import { JSON_REFUSALS, MAX_JSON_BYTES, jsonBodyRefusal } from '../../platform/http/json-body.ts'

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
    let bounded: Request
    try {
      bounded = await boundedRequest(request, { maxBytes: MAX_JSON_BYTES, message: JSON_REFUSALS.tooLarge })
    } catch (error) {
      // NOTE: a JSON body over the limit is answered 400 here, as Payload's other unreadable bodies are.
      if (error instanceof PayloadTooLargeError) return refuse(JSON_REFUSALS.tooLarge)
      throw error
    }
    const text = await bounded.clone().text()
    // NOTE: the admin posts some calls (POST /api/<collection>/access) as JSON with an empty body: nothing to check.
    const refusal = text === '' ? null : jsonBodyRefusal(text)
    if (refusal) return refuse(refusal)
    return handler(bounded, context)
  }
}
