import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

/**
 * The HTTP API (/v1, /adminapi/v1, /uploads and /stream) as the router serves it, for integration tests:
 * a request's path is matched against the server routes under src/routes/v1, adminapi, uploads and
 * stream the way TanStack's file routing reads them (`$name` is one segment, a lone `$` the rest of the
 * path, `index.ts` its folder's path, a literal segment wins over a parameter), and the matching route's
 * handler for the method answers it. No route: 404; a route without that method: 405, as the server says.
 */

const routesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../src/routes')

type Handler = (input: { request: Request; params: Record<string, string> }) => Promise<Response>
type RouteModule = { Route: { options: { server?: { handlers?: Record<string, Handler> } } } }
type FileRoute = { file: string; segments: string[] }

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return routeFiles(full)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : []
  })
}

/** Every server route of the API, with its path's segments ('/v1/project/$id' -> ['v1', 'project', '$id']). */
export const v1FileRoutes: FileRoute[] = ['v1', 'adminapi', 'uploads', 'stream'].flatMap((dir) => routeFiles(path.join(routesDir, dir))).map((file) => {
  const segments = path.relative(routesDir, file).replace(/\.ts$/, '').split(path.sep)
  return { file, segments: segments.at(-1) === 'index' ? segments.slice(0, -1) : segments }
})

/** The route path a file serves, as createFileRoute names it ('/v1/project/lastwork/$id'). */
export const routePathOf = (route: FileRoute) => `/${route.segments.join('/')}`

function match(route: FileRoute, parts: string[]): Record<string, string> | null {
  const isSplat = route.segments.at(-1) === '$'
  if (isSplat ? parts.length < route.segments.length : route.segments.length !== parts.length) return null
  const params: Record<string, string> = {}
  for (const [index, segment] of route.segments.entries()) {
    const part = parts[index]!
    if (segment === '$') {
      params._splat = parts.slice(index).map(decodeURIComponent).join('/')
      break
    }
    if (segment.startsWith('$')) params[segment.slice(1)] = decodeURIComponent(part)
    else if (segment !== part) return null
  }
  return params
}

/** The file route serving a path, literal segments first (so /v1/project/one/1 is not /v1/project/$id). */
export function findV1Route(pathname: string): { route: FileRoute; params: Record<string, string> } | null {
  const parts = pathname.replace(/^\//, '').split('/')
  const literals = (route: FileRoute) => route.segments.filter((segment) => !segment.startsWith('$')).length
  for (const route of [...v1FileRoutes].sort((a, b) => literals(b) - literals(a))) {
    const params = match(route, parts)
    if (params) return { route, params }
  }
  return null
}

export type V1Call = { method?: string; path: string; token?: string; body?: unknown; headers?: Record<string, string> }
export type V1Answer = { status: number; headers: Headers; json: any; bytes: Buffer | null }

/** Answers a request to /v1 or /adminapi/v1 through its route's handler: JSON bodies as JSON, FormData as multipart. */
export async function callV1({ method = 'GET', path: url, token, body, headers = {} }: V1Call): Promise<V1Answer> {
  const found = findV1Route(new URL(url, 'http://maisonnee.test').pathname)
  if (!found) return { status: 404, headers: new Headers(), json: null, bytes: null }
  const { Route } = (await import(pathToFileURL(found.route.file).href)) as RouteModule
  const handler = Route.options.server?.handlers?.[method]
  if (!handler) return { status: 405, headers: new Headers(), json: null, bytes: null }
  const isForm = body instanceof FormData
  const request = new Request(`http://maisonnee.test${url}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined || isForm ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: isForm ? body : JSON.stringify(body) }),
  })
  const response = await handler({ request, params: found.params })
  if (response.headers.get('content-type')?.includes('text/event-stream')) {
    // A stream never ends by itself: its headers are the answer; the body is let go.
    await response.body?.cancel()
    return { status: response.status, headers: response.headers, json: null, bytes: null }
  }
  const isJson = response.headers.get('content-type')?.includes('application/json')
  return {
    status: response.status,
    headers: response.headers,
    json: isJson ? await response.json() : null,
    bytes: isJson ? null : Buffer.from(await response.arrayBuffer()),
  }
}
