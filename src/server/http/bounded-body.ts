import { PayloadTooLargeError } from '../../domain/errors.ts'

/** How much of a refused body is still read (and dropped) before the connection is cut. */
const DISCARD_LIMIT_BYTES = 64 * 1024 * 1024

/**
 * Reads and drops what a client still sends after its body was refused, so that it gets the 413 rather
 * than a reset connection (cancelling the stream at once closes the socket while the client writes);
 * beyond DISCARD_LIMIT_BYTES the stream is cancelled all the same.
 */
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  let dropped = 0
  try {
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      dropped += next.value.byteLength
      if (dropped > DISCARD_LIMIT_BYTES) return await reader.cancel()
    }
  } catch {
    // NOTE: the client went away while sending: there is nothing left to drop.
  }
}

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
      void discardRest(reader)
      throw new PayloadTooLargeError(message)
    }
    chunks.push(next.value)
  }
  return new Request(request.url, { method: request.method, headers: request.headers, body: Buffer.concat(chunks) })
}
