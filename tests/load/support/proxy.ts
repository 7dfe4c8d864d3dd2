/**
 * Topology B, process 3: a small reverse proxy on the public port. /admin*, /api* and /_next* go to
 * Next (admin + REST API), everything else to the Start site. Bodies are streamed both ways, the
 * upstream connections are kept alive, the Host header is passed through (Payload checks the origin).
 *
 *   PORT=... ADMIN_UPSTREAM=http://127.0.0.1:<a> SITE_UPSTREAM=http://127.0.0.1:<b> node tests/load/support/proxy.ts
 */
import http from 'node:http'
import { pipeline } from 'node:stream'

const port = Number(process.env.PORT)
const admin = new URL(process.env.ADMIN_UPSTREAM ?? '')
const site = new URL(process.env.SITE_UPSTREAM ?? '')
if (!port || !admin.port || !site.port) throw new Error('PORT, ADMIN_UPSTREAM and SITE_UPSTREAM are required')

const agentOptions: http.AgentOptions = { keepAlive: true, maxSockets: 256, maxFreeSockets: 64, scheduling: 'lifo' }
const upstreams = {
  admin: { host: admin.hostname, port: Number(admin.port), agent: new http.Agent(agentOptions) },
  site: { host: site.hostname, port: Number(site.port), agent: new http.Agent(agentOptions) },
}

// Headers that describe one connection, not the message: never forwarded (RFC 9110 section 7.6.1).
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'proxy-authorization', 'proxy-authenticate']

function withoutHopByHop(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const result: http.OutgoingHttpHeaders = { ...headers }
  for (const name of (headers.connection ?? '').split(',')) delete result[name.trim().toLowerCase()]
  for (const name of HOP_BY_HOP) delete result[name]
  return result
}

const isAdminPath = (pathname: string) =>
  pathname === '/admin' || pathname.startsWith('/admin/') || pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/_next/')

const server = http.createServer((req, res) => {
  const url = req.url ?? '/'
  const pathname = url.split('?', 1)[0] ?? '/'
  const upstream = isAdminPath(pathname) ? upstreams.admin : upstreams.site
  const headers = withoutHopByHop(req.headers)
  headers['x-forwarded-for'] = req.socket.remoteAddress ?? ''
  headers['x-forwarded-proto'] = 'http'
  if (req.headers.host) headers['x-forwarded-host'] = req.headers.host

  const upstreamRequest = http.request({ ...upstream, method: req.method, path: url, headers }, (upstreamResponse) => {
    res.writeHead(upstreamResponse.statusCode ?? 502, upstreamResponse.statusMessage, withoutHopByHop(upstreamResponse.headers))
    pipeline(upstreamResponse, res, () => {})
  })
  upstreamRequest.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad gateway')
    else res.destroy()
  })
  // NOTE: the client went away before the answer was complete: stop the upstream work too.
  res.on('close', () => {
    if (!res.writableFinished) upstreamRequest.destroy()
  })
  // NOTE: pipe, not pipeline: an upstream error must not destroy the client's socket before the 502.
  req.pipe(upstreamRequest)
})

server.keepAliveTimeout = 65_000
server.listen(port, '127.0.0.1', () => console.log(`proxy on ${port}: admin/api -> ${admin.port}, site -> ${site.port}`))

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close()
    upstreams.admin.agent.destroy()
    upstreams.site.agent.destroy()
    process.exit(0)
  })
}
