/**
 * One origin, one process: the customer site, /v1, /stream and /uploads (TanStack Start), the
 * admin and Payload's REST API (Next) on one port. Measured against a proxy in front of two
 * processes: see the README's architecture section.
 *
 *   npm start            (after `npm run build`)
 */
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
const { staticFileServer } = await import('./src/server/static-files.ts')

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

const serveStatic = staticFileServer(clientDir)

const isAdminPath = (pathname: string) =>
  pathname === '/admin' || pathname.startsWith('/admin/') || pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/_next/')

const server = http.createServer((req, res) => {
  if (serveStatic(req, res)) return
  const pathname = new URL(req.url ?? '/', 'http://localhost').pathname
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
