import http from 'node:http'

/**
 * A visitor of the deployment behind HAProxy, each from a loopback address of its own (127.1.x.y: Linux
 * routes the whole of 127.0.0.0/8 to the loopback interface). HAProxy appends that address to
 * X-Forwarded-For and the app, with TRUST_PROXY=1, counts its per-address limits (100 new projects, 20
 * sign-ups, 20 logins an hour…) on it, as it would for visitors on the Internet. Cookies the app sets (the
 * visitor key) are kept and sent back, as a browser does.
 */

/** `isFromApp`: an instance answered (its X-Request-Id header), not HAProxy itself. */
export type HttpAnswer = { status: number; text: string; json: unknown; isFromApp: boolean }

// NOTE: a connection per request: a kept-alive one that HAProxy closes (timeout http-keep-alive) just as it is
// reused would fail a request for the client's sake, not the deployment's.
const agent = new http.Agent({ keepAlive: false, maxSockets: 256 })
/** For a load with no fault (the balanced benchmark): a browser keeps its connection to HAProxy between requests. */
const keptAliveAgent = new http.Agent({ keepAlive: true, maxSockets: 256 })
let addresses = 0

/** A new loopback address, never handed out before in this run. */
export function nextLoopbackAddress(): string {
  addresses++
  return `127.1.${Math.floor(addresses / 250) % 250}.${1 + (addresses % 250)}`
}

export class LoopbackVisitor {
  readonly address = nextLoopbackAddress()
  readonly cookies = new Map<string, string>()
  readonly baseUrl: string
  private readonly agent: http.Agent

  constructor(baseUrl: string, { keepAlive = false }: { keepAlive?: boolean } = {}) {
    this.baseUrl = baseUrl
    this.agent = keepAlive ? keptAliveAgent : agent
  }

  /** POSTs `body` (JSON, or form fields when a URLSearchParams); rejects on a network error or after `timeoutMs`. */
  post(path: string, body: unknown, { headers = {}, timeoutMs = 30_000 }: { headers?: Record<string, string>; timeoutMs?: number } = {}): Promise<HttpAnswer> {
    const isForm = body instanceof URLSearchParams
    const payload = Buffer.from(isForm ? body.toString() : JSON.stringify(body))
    return this.request('POST', path, { ...headers, 'Content-Type': isForm ? 'application/x-www-form-urlencoded' : 'application/json', 'Content-Length': String(payload.length) }, payload, timeoutMs)
  }

  get(path: string, { headers = {}, timeoutMs = 30_000 }: { headers?: Record<string, string>; timeoutMs?: number } = {}): Promise<HttpAnswer> {
    return this.request('GET', path, headers, undefined, timeoutMs)
  }

  private request(method: string, path: string, headers: Record<string, string>, body: Buffer | undefined, timeoutMs: number): Promise<HttpAnswer> {
    const url = new URL(path, this.baseUrl)
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    return new Promise((resolve, reject) => {
      const request = http.request(url, {
        method,
        agent: this.agent,
        localAddress: this.address,
        // Payload accepts a cookie only with an Origin on its list (PUBLIC_URL); browsers always send one.
        headers: { Origin: new URL(this.baseUrl).origin, ...(cookie ? { Cookie: cookie } : {}), ...headers },
        timeout: timeoutMs,
      })
      request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)))
      request.on('error', reject)
      request.on('response', (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('error', reject)
        response.on('end', () => {
          this.keep(response.headers['set-cookie'] ?? [])
          const text = Buffer.concat(chunks).toString('utf8')
          resolve({ status: response.statusCode ?? 0, text, json: parseJson(text), isFromApp: response.headers['x-request-id'] !== undefined })
        })
      })
      request.end(body)
    })
  }

  private keep(setCookies: string[]): void {
    for (const header of setCookies) {
      const [pair = ''] = header.split(';')
      const separator = pair.indexOf('=')
      if (separator > 0) this.cookies.set(pair.slice(0, separator).trim(), pair.slice(separator + 1))
    }
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    // NOTE: an HTML answer (a page, HAProxy's error page): the caller reads `text`.
    return undefined
  }
}

/** Closes the connections still open (requests cut short by the end of the run). */
export function closeLoopbackConnections(): void {
  agent.destroy()
  keptAliveAgent.destroy()
}
