import { PayloadTooLargeError } from '../../domain/errors.ts'

/**
 * A request's body, read up to `maxBytes`: refused with a 413 (`message`) as soon as it declares or sends
 * more, so that a client cannot make the server hold an unbounded body in memory by leaving out the
 * Content-Length (a chunked upload) or by lying in it. The result is a request with the same headers and
 * the bytes read, for `formData()`, `text()` or `json()`.
 */
export async function boundedRequest(request: Request, { maxBytes, message }: { maxBytes: number; message: string }): Promise<Request> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) throw new PayloadTooLargeError(message)
  if (!request.body) return request
  const chunks: Uint8Array[] = []
  let received = 0
  const reader = request.body.getReader()
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    received += next.value.byteLength
    if (received > maxBytes) {
      await reader.cancel()
      throw new PayloadTooLargeError(message)
    }
    chunks.push(next.value)
  }
  return new Request(request.url, { method: request.method, headers: request.headers, body: Buffer.concat(chunks) })
}
