import { pipeline, Readable } from 'node:stream'
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web'
import { constants as zlib, createBrotliCompress, createGzip } from 'node:zlib'
import { preferredEncoding } from '../static-files.ts'

/**
 * Brotli's quality for pages rendered on each request: 5 gives most of the size gain of 11 (kept for the
 * build's files, compressed once) for a fraction of the CPU.
 */
const HTML_BROTLI_QUALITY = 5

/**
 * The site's server-rendered pages, compressed (brotli, else gzip) for a client that accepts it: the HTML
 * and the router's data in it shrink about five times, which is what a phone on a slow network waits
 * for before it can paint anything. Each chunk the renderer streams is flushed at once, so the page still
 * streams. Anything but HTML (the /v1 JSON, /stream's events, files) goes out as it came.
 */
export function compressHtml(request: Request, response: Response, { onError }: { onError: (error: unknown) => void }): Response {
  const isHtml = (response.headers.get('content-type') ?? '').startsWith('text/html')
  if (!response.body || !isHtml || response.headers.has('content-encoding')) return response
  const encoding = preferredEncoding(request.headers.get('accept-encoding') ?? undefined)
  if (!encoding) return response
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({ flush: zlib.BROTLI_OPERATION_FLUSH, params: { [zlib.BROTLI_PARAM_QUALITY]: HTML_BROTLI_QUALITY } })
      : createGzip({ flush: zlib.Z_SYNC_FLUSH })
  // NOTE: a renderer failing mid-stream destroys the compressor too, which cuts the response short; it is
  // logged here. A visitor leaving before the end (the response cancelled: premature close) is no error.
  pipeline(Readable.fromWeb(response.body as NodeWebReadableStream), compressor, (error) => {
    if (error && (error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') onError(error)
  })
  const headers = new Headers(response.headers)
  headers.set('Content-Encoding', encoding)
  headers.delete('Content-Length')
  headers.append('Vary', 'Accept-Encoding')
  return new Response(Readable.toWeb(compressor) as ReadableStream<Uint8Array>, { status: response.status, statusText: response.statusText, headers })
}
