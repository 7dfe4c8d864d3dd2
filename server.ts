/**
 * One origin, one process: the customer site, /v1, /stream and /uploads (TanStack Start), the
 * admin and Payload's REST API (Next) on one port. Measured against a proxy in front of two
 * processes: see the README's architecture section.
 *
 *   npm start            (after `npm run build`)
 */
import { createReadStream, readdirSync, statSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

Object.assign(process.env, { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' })

const root = path.dirname(fileURLToPath(import.meta.url))
const clientDir = path.join(root, 'dist/client')

const { default: config } = await import('./payload.config.ts')
const { env } = await import('./src/server/env.ts')
const { bootPayload, shutdownPayload } = await import('./src/server/boot.ts')
const { seedIfEmpty } = await import('./seed/index.ts')
const { CLIENT_IP_HEADER } = await import('./src/server/client-ip.ts')

const payload = await bootPayload(config)
// Demo content on an empty database, except in production (there the first account created on /admin is the admin),
// unless SEED_DEMO=1 asks for it (a staging or demo deployment).
if (!env.isProduction || process.env.SEED_DEMO === '1') await seedIfEmpty(payload, { printCredentials: env.appEnv === 'development' })

const { default: next } = await import('next')
const admin = next({ dev: false, dir: root })
await admin.prepare()
const adminHandler = admin.getRequestHandler()

const { default: start } = (await import(path.join(root, 'dist/server/server.js'))) as { default: { fetch: (request: Request) => Promise<Response> } }
const { toNodeHandler } = await import('srvx/node')
// NOTE: srvx types its handler for HTTP/1 and HTTP/2 requests at once; this server is plain HTTP/1.
const siteHandler = toNodeHandler(start.fetch) as unknown as http.RequestListener

/** Every file the Vite build emitted, by URL path: a lookup, so no request can walk the disk. */
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

function serveStatic(file: string, pathname: string, res: http.ServerResponse): void {
  res.writeHead(200, {
    'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
    'Content-Length': statSync(file).size,
    'Cache-Control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
    'X-Content-Type-Options': 'nosniff',
  })
  createReadStream(file).pipe(res)
}

const isAdminPath = (pathname: string) =>
  pathname === '/admin' || pathname.startsWith('/admin/') || pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/_next/')

const server = http.createServer((req, res) => {
  const pathname = new URL(req.url ?? '/', 'http://localhost').pathname
  const file = req.method === 'GET' || req.method === 'HEAD' ? staticFiles.get(pathname) : undefined
  if (file) return serveStatic(file, pathname, res)
  if (isAdminPath(pathname)) {
    req.headers[CLIENT_IP_HEADER] = req.socket.remoteAddress ?? 'unknown'
    return void adminHandler(req, res)
  }
  return void siteHandler(req, res)
})

server.listen(env.port, () => {
  payload.logger.info(`Maisonnée prêt sur ${env.publicUrl} (site, /v1, /stream, /uploads, /admin, /api)`)
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close()
    void shutdownPayload(payload).finally(() => process.exit(0))
  })
}
