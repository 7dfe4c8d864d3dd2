/** A server route handler of a GET call (no body to carry over). */
type RouteHandler = (input: { request: Request; params: Record<string, string | undefined> }) => Promise<Response>

/**
 * For the spec's GET calls that change something (design/api.md): the caller is known by its Authorization
 * header only. The session cookie is dropped before the handler runs, because a browser sends it on any
 * link or image from another site (SameSite=Lax lets top-level GETs through); without the header the call
 * answers 401. The web app makes the same moves through POST server functions.
 */
export function authorizationHeaderOnly(handler: RouteHandler): RouteHandler {
  return ({ request, params }) => {
    const headers = new Headers(request.headers)
    headers.delete('cookie')
    // NOTE: a new Request from the URL, not `new Request(request, …)`: the server's own request class keeps
    // private state that a copy made from it cannot read (every call then failed with a 500).
    return handler({ request: new Request(request.url, { method: request.method, headers, signal: request.signal }), params })
  }
}
