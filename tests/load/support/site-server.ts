/**
 * Topology B, process 2: the TanStack Start site alone (pages, /v1, /stream, /uploads and the Vite
 * client files), without Next. It boots Payload first exactly as server.ts does (the site's Payload
 * calls then get that instance); seeding is left to the one-process run that prepared the data.
 *
 *   PORT=... DATA_DIR=... PUBLIC_URL=... PAYLOAD_SECRET=... node tests/load/support/site-server.ts
 */
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

Object.assign(process.env, { NODE_ENV: 'production' })

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const clientDir = path.join(root, 'dist/client')

const { default: config } = await import('../../../payload.config.ts')
const { env } = await import('../../../src/platform/env.ts')
const { bootPayload, shutdownPayload } = await import('../../../src/server/boot.ts')

const payload = await bootPayload(config)

const { default: start } = (await import(path.join(root, 'dist/server/server.js'))) as { default: { fetch: (request: Request) => Promise<Response> } }
const { toNodeHandler } = await import('srvx/node')
const siteHandler = toNodeHandler(start.fetch) as unknown as http.RequestListener

const { staticFileServer } = await import('../../../src/server/static-files.ts')
const serveStatic = staticFileServer(clientDir)

const server = http.createServer((req, res) => {
  if (!serveStatic(req, res)) void siteHandler(req, res)
})

server.listen(env.port, '127.0.0.1', () => payload.logger.info(`site seul prêt sur le port ${env.port}`))

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close()
    void shutdownPayload(payload).finally(() => process.exit(0))
  })
}
