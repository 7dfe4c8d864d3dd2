/**
 * The one host name the site answers on: PUBLIC_URL's. Payload accepts the session cookie only with an
 * Origin on its CSRF list (PUBLIC_URL), and the browser keeps a cookie per host name: on any other name
 * (127.0.0.1 for localhost, a bare IP, an old domain) a page would render as logged in while every save
 * failed with « Veuillez vous connecter ». Such a request is sent, before anything renders, to the same
 * path and query on PUBLIC_URL with a 308 (method and body kept).
 *
 * A Host header that is not a host name and port (`evil.example:abc`) is redirected the same way (issue #37).
 *
 * NOTE: the host name alone is compared, not the port: instances behind a load balancer are reached on
 * their own ports by the balancer and by health checks, under the public host name or the same address.
 * /health (and /health/live, /health/ready) is never redirected (probes call it by address).
 */
export function canonicalLocation({ host, url, publicUrl }: { host: string | undefined; url: string; publicUrl: string }): string | null {
  const canonical = new URL(publicUrl)
  const { pathname, search } = new URL(url, canonical.origin)
  if (!host || pathname === '/health' || pathname.startsWith('/health/')) return null
  // A malformed Host (`evil.example:abc`, `localhost:abc`) is sent to PUBLIC_URL as well, never served.
  if (hostnameOf(host) === canonical.hostname) return null
  return `${canonical.origin}${pathname}${search}`
}

/** The host name of a Host header (lower case, IPv6 in brackets as URL writes it), or null when malformed. */
function hostnameOf(host: string): string | null {
  try {
    return new URL(`http://${host}`).hostname
  } catch {
    return null
  }
}
