/**
 * Topology B, process 2: the TanStack Start site alone (pages, /v1, /stream, /uploads and the Vite
 * client files), without Next. It boots Payload first exactly as server.ts does (the site's Payload
 * calls then get that instance); seeding is left to the one-process run that prepared the data.
 *
 *   PORT=... DATA_DIR=... PUBLIC_URL=... PAYLOAD_SECRET=... node tests/load/support/site-server.ts
 */
import { createReadStream, readdirSync, statSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

Object.assign(process.env, { NODE_ENV: 'production' })

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const clientDir = path.join(root, 'dist/client')

const { default: config } = await import('../../../payload.config.ts')
const { env } = await import('../../../src/server/env.ts')
const { bootPayload, shutdownPayload } = await import('../../../src/server/boot.ts')

const payload = await bootPayload(config)

const { default: start } = (await import(path.join(root, 'dist/server/server.js'))) as { default: { fetch: (request: Request) => Promise<Response> } }
const { toNodeHandler } = await import('srvx/node')
const siteHandler = toNodeHandler(start.fetch) as unknown as http.RequestListener

// NOTE: the same static handling as server.ts (a lookup table of the Vite build's files).
function listStaticFiles(dir: string, prefix = ''): Map<string, string> {
  const files = new Map<string, string>()
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    const url = `${prefix}/${entry.name}`
    if (entry.isDirectory()) for (const [key, value] of listStaticFiles(full, url)) files.set(key, value)
    else files.set(url, full)
  }
  return files
}
const staticFiles = listStaticFiles(clientDir)

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
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

const server = http.createServer((req, res) => {
  const pathname = new URL(req.url ?? '/', 'http://localhost').pathname
  const file = req.method === 'GET' || req.method === 'HEAD' ? staticFiles.get(pathname) : undefined
  if (!file) return void siteHandler(req, res)
  res.writeHead(200, {
    'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
    'Content-Length': statSync(file).size,
    'Cache-Control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
    'X-Content-Type-Options': 'nosniff',
  })
  createReadStream(file).pipe(res)
})

server.listen(env.port, '127.0.0.1', () => payload.logger.info(`site seul prêt sur le port ${env.port}`))

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close()
    void shutdownPayload(payload).finally(() => process.exit(0))
  })
}
