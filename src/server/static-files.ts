import { createReadStream, readdirSync, statSync } from 'node:fs'
import type http from 'node:http'
import path from 'node:path'

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
 * Serves the Vite client build (hashed /assets/* cached for a year, the rest for an hour).
 * Returns false when the request is not for one of its files, so the caller routes it on.
 */
export function staticFileServer(clientDir: string): (req: http.IncomingMessage, res: http.ServerResponse) => boolean {
  const files = listFiles(clientDir)
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname
    const file = files.get(pathname)
    if (!file) return false
    res.writeHead(200, {
      'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Content-Length': statSync(file).size,
      'Cache-Control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    })
    if (req.method === 'HEAD') res.end()
    else createReadStream(file).pipe(res)
    return true
  }
}
