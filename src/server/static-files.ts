import { createReadStream, readdirSync, statSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import type http from 'node:http'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  // pdf.js's worker (react-pdf) is built as .mjs; a module worker needs a JavaScript type (nosniff is on).
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
}

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.txt', '.json', '.webmanifest'])

/** The files every page loads (the PDF viewer's worker, a megabyte, waits for its first request). */
const PAGE_ASSETS = new Set(['.js', '.css'])

type Encoding = 'br' | 'gzip'

const compressors: Record<Encoding, (data: Buffer) => Promise<Buffer>> = {
  br: (data) => promisify(brotliCompress)(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length } }),
  gzip: (data) => promisify(gzip)(data, { level: 9 }),
}

/** The best encoding the client accepts (brotli, then gzip), or null; `;q=0` refuses one. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name?.trim().toLowerCase()),
  )
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip')) return 'gzip'
  return null
}

/** Every file of a build folder, by URL path: a lookup table, so no request can walk the disk. */
function listFiles(dir: string, prefix = ''): Map<string, string> {
  const files = new Map<string, string>()
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    const url = `${prefix}/${entry.name}`
    if (entry.isDirectory()) for (const [key, value] of listFiles(full, url)) files.set(key, value)
    else files.set(url, full)
  }
  return files
}

/**
 * Serves the Vite client build (hashed /assets/* cached for a year, the rest for an hour). Text files go
 * compressed (brotli, else gzip) to a client that accepts it: each is compressed once, off the event loop,
 * and kept in memory (the build's text files weigh a few MB). The pages' scripts and styles are made in
 * brotli (what browsers accept) one after another from the start, so that the first visitors after a
 * start do not wait for it; anything else on its first request.
 * Returns false when the request is not for one of its files, so the caller routes it on.
 */
export function staticFileServer(
  clientDir: string,
  { onError = (error: unknown) => console.error(error) }: { onError?: (error: unknown) => void } = {},
): (req: http.IncomingMessage, res: http.ServerResponse) => boolean {
  const files = listFiles(clientDir)
  const compressed = new Map<string, Promise<Buffer>>()
  const compressedOnce = (file: string, encoding: Encoding) => {
    const key = `${encoding}:${file}`
    let body = compressed.get(key)
    if (!body) {
      body = readFile(file).then(compressors[encoding])
      compressed.set(key, body)
    }
    return body
  }
  void (async () => {
    for (const [urlPath, file] of files) {
      if (!urlPath.startsWith('/assets/') || !PAGE_ASSETS.has(path.extname(file))) continue
      await compressedOnce(file, 'br').catch((error: unknown) => {
        // Made again on the file's first request, which then reports its own failure.
        compressed.delete(`br:${file}`)
        onError(error)
      })
    }
  })()
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname
    const file = files.get(pathname)
    if (!file) return false
    const compressible = COMPRESSIBLE.has(path.extname(file))
    const headers = {
      'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
      ...(compressible ? { Vary: 'Accept-Encoding' } : {}),
    }
    const encoding = compressible ? preferredEncoding(req.headers['accept-encoding']) : null
    if (encoding) {
      compressedOnce(file, encoding).then(
        (body) => {
          res.writeHead(200, { ...headers, 'Content-Encoding': encoding, 'Content-Length': body.length })
          res.end(req.method === 'HEAD' ? undefined : body)
        },
        (error: unknown) => {
          // NOTE: a failed compression is tried again on the next request; this one is cut and logged.
          compressed.delete(`${encoding}:${file}`)
          onError(error)
          res.destroy()
        },
      )
      return true
    }
    res.writeHead(200, { ...headers, 'Content-Length': statSync(file).size })
    if (req.method === 'HEAD') res.end()
    else createReadStream(file).pipe(res)
    return true
  }
}
