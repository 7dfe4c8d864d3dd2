/**
 * One origin, one process: the customer site, /v1, /stream and /uploads (TanStack Start), the
 * admin and Payload's REST API (Next) on one port. Measured against a proxy in front of two
 * processes: see the README's architecture section.
 *
 *   npm start            (after `npm run build`)
 */
import { mkdirSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

Object.assign(process.env, { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' })

const root = path.dirname(fileURLToPath(import.meta.url))
const clientDir = path.join(root, 'dist/client')

const { default: config } = await import('./payload.config.ts')
const { env } = await import('./src/platform/env.ts')
const { bootPayload, shutdownPayload } = await import('./src/server/boot.ts')
const { seedIfEmpty } = await import('./seed/index.ts')
const { removeAbandonedFirstAnswers } = await import('./src/server/questionnaire/abandoned-first-answers.server.ts')
const { CLIENT_IP_HEADER, clientIpFrom } = await import('./src/platform/client-ip.ts')
const { staticFileServer } = await import('./src/server/static-files.ts')
const { NONCE_HEADER, newNonce, securityHeaders } = await import('./src/server/http/security-headers.ts')
const { checkHealth } = await import('./src/server/http/health.ts')
const { watchDatabaseAvailability } = await import('./src/platform/database/availability.ts')
const { mayHideAnOutage, unavailableAnswer } = await import('./src/server/http/unavailable.ts')
const { slugs } = await import('./collections/slugs.ts')
const { compressHtml } = await import('./src/server/http/compress-html.ts')
const { REQUEST_ID_HEADER, requestIdOf } = await import('./src/server/http/request-id.ts')
const { API_QUERY_REFUSAL, isWellFormedApiQuery } = await import('./src/server/http/api-query.ts')
const { canonicalLocation } = await import('./src/server/http/canonical-host.ts')
const { loggablePath } = await import('./src/server/http/loggable-path.ts')
const { signedDownloadOrigin } = await import('./src/platform/adapters/storage.ts')
const { platformSigningIdentity } = await import('./src/platform/signing/platform-certificate.server.ts')

// The data folder holds the SQLite file, uploads and the outbox: make it on a first start wherever it is.
mkdirSync(env.dataDir, { recursive: true })
// The certificate that signs contracts, opened now in production: a wrong passphrase stops the start, not a customer's signature.
if (env.isProduction) platformSigningIdentity()
const payload = await bootPayload(config)
// Demo content on an empty database, except in production (there the first account created on /admin is the admin),
// unless SEED_DEMO=1 asks for it (a staging or demo deployment).
if (!env.isProduction || process.env.SEED_DEMO === '1') await seedIfEmpty(payload, { printCredentials: env.appEnv === 'development' })
// A crash (kill -9, power cut) may have cut a first answer short on a database without transactions.
await removeAbandonedFirstAnswers(payload)

// Every request is answered the French 503 while the database is out of reach (see src/platform/database).
const database = watchDatabaseAvailability({
  probe: () => payload.count({ collection: slugs.zones, overrideAccess: true }),
  logger: { warn: (message) => payload.logger.warn(message), info: (message) => payload.logger.info(message) },
})

const { default: next } = await import('next')
const admin = next({ dev: false, dir: root })
await admin.prepare()
const adminHandler = admin.getRequestHandler()

const { default: start } = (await import(path.join(root, 'dist/server/server.js'))) as { default: { fetch: (request: Request) => Promise<Response> } }
const { toNodeHandler } = await import('srvx/node')
/**
 * The site's answer, unless it is a 500 or a 401 that the database going away in the instant of the request
 * caused (before the probe noticed): a probe made now says so, and the answer is then the French 503.
 */
async function siteAnswer(request: Request): Promise<Response> {
  const response = await start.fetch(request)
  if (!mayHideAnOutage(response.status) || (await database.check())) return response
  await response.body?.cancel()
  const answer = unavailableAnswer(new URL(request.url).pathname)
  return new Response(answer.body, { status: answer.status, headers: answer.headers })
}

// NOTE: srvx types its handler for HTTP/1 and HTTP/2 requests at once; this server is plain HTTP/1.
const siteHandler = toNodeHandler(async (request: Request) =>
  compressHtml(request, await siteAnswer(request), { onError: (error) => payload.logger.error({ err: error }, 'page non compressée jusqu’au bout') }),
) as unknown as http.RequestListener

// With S3 storage, the back office's file links redirect to signed links on the bucket: its images load from there.
const fileOrigin = env.s3 ? await signedDownloadOrigin(env.s3) : undefined

const serveStatic = staticFileServer(clientDir, { onError: (error) => payload.logger.error({ err: error }, 'fichier statique non compressé') })

const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/')
const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/') || isApiPath(pathname) || pathname.startsWith('/_next/')

/** Access logs: one structured line per request (not per static file), at info in production, debug elsewhere. */
const accessLogLevel = env.isProduction ? 'info' : 'debug'

/** Names the request (X-Request-Id, also on the response) and logs it once answered, with its duration. */
function logRequest(req: http.IncomingMessage, res: http.ServerResponse, path: string): void {
  const reqId = requestIdOf(req.headers[REQUEST_ID_HEADER])
  req.headers[REQUEST_ID_HEADER] = reqId
  res.setHeader('X-Request-Id', reqId)
  const started = performance.now()
  res.once('close', () => {
    const ms = Math.round((performance.now() - started) * 10) / 10
    payload.logger[accessLogLevel]({ reqId, method: req.method, path: loggablePath(path), status: res.statusCode, ms, aborted: !res.writableFinished }, 'requête')
  })
}

/** The headers a proxy says where a request came from in (Node's headers, as the Fetch API's). */
const forwardingHeaders = (req: http.IncomingMessage): Array<[string, string]> =>
  (['x-forwarded-for', 'forwarded'] as const).flatMap((name) => {
    const value = req.headers[name]
    return value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : value] as [string, string]]
  })

/** Set at the first SIGTERM or SIGINT: /health then answers 503 so that traffic drains. */
let isShuttingDown = false

const server = http.createServer((req, res) => {
  const nonce = newNonce()
  const headers = securityHeaders({ nonce, isProduction: env.isProduction, fileOrigin })
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
  // The nonce reaches the site's router through this header, and Next through the CSP it reads on the request.
  req.headers[NONCE_HEADER] = nonce
  req.headers['content-security-policy'] = headers['Content-Security-Policy']
  const canonical = canonicalLocation({ host: req.headers.host, url: req.url ?? '/', publicUrl: env.publicUrl })
  if (canonical) {
    res.writeHead(308, { Location: canonical, 'Cache-Control': 'no-store' })
    res.end()
    return
  }
  if (serveStatic(req, res)) return
  const { pathname, searchParams } = new URL(req.url ?? '/', 'http://localhost')
  logRequest(req, res, pathname)
  if (pathname === '/health/live') {
    // Liveness: the process answers (a supervisor restarts it otherwise); a database outage is not its fault.
    res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
    res.end(JSON.stringify({ status: 'ok', uptimeS: Math.round(process.uptime()) }))
    return
  }
  if (pathname === '/health' || pathname === '/health/ready') {
    // Readiness: this instance can serve (its database answers, it is not shutting down).
    void checkHealth(database, { isShuttingDown }).then((health) => {
      res.writeHead(health.status === 'ok' ? 200 : 503, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
      res.end(JSON.stringify(health))
    })
    return
  }
  if (!database.isAvailable()) {
    const answer = unavailableAnswer(pathname)
    res.writeHead(answer.status, answer.headers)
    res.end(answer.body)
    return
  }
  if (isApiPath(pathname) && !isWellFormedApiQuery(searchParams)) {
    // Payload would answer these with its generic 500 (or, for a deep `depth`, hundreds of megabytes).
    res.writeHead(400, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
    res.end(JSON.stringify({ errors: [{ message: API_QUERY_REFUSAL }] }))
    return
  }
  if (isAdminPath(pathname)) {
    req.headers[CLIENT_IP_HEADER] = clientIpFrom({ socketAddress: req.socket.remoteAddress, headers: new Headers(forwardingHeaders(req)), trust: env.trustProxy })
    return void adminHandler(req, res)
  }
  return void siteHandler(req, res)
})

server.listen(env.port, () => {
  payload.logger.info(`Maisonnée prêt sur ${env.publicUrl} (site, /v1, /adminapi, /stream, /uploads, /admin, /api)`)
})

/** How long a shutdown waits for requests under way before it closes the connections left. */
const SHUTDOWN_GRACE_MS = 10_000

/**
 * Graceful shutdown on SIGTERM or SIGINT: /health answers 503 at once, no new connection is accepted, the
 * requests under way finish (up to SHUTDOWN_GRACE_MS; long-lived streams are closed then), and only then
 * is the database closed, so no acknowledged write is cut short.
 */
async function shutdown(signal: string): Promise<void> {
  if (isShuttingDown) return
  isShuttingDown = true
  payload.logger.info(`${signal} reçu : arrêt après les requêtes en cours`)
  const closed = new Promise<void>((resolve) => server.close(() => resolve()))
  server.closeIdleConnections()
  const grace = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS)
  await closed
  clearTimeout(grace)
  database.stop()
  await shutdownPayload(payload)
  process.exit(0)
}

// NOTE: `on`, not `once`: a second signal during the drain is ignored rather than killing the process mid-request.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(signal))
