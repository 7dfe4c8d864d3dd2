/**
 * A /v1 client as any HTTP client written against the spec would be: JSON in, the envelope out, and the
 * cookies the server sets (visitor key, session) kept and sent back like a browser does.
 */
export type V1Result<T = any> = { status: number; body: { s: 1; payload: T } | { s: 0; error: string }; payload: T }

export class V1Client {
  readonly cookies = new Map<string, string>()
  readonly baseUrl: string
  /** The page's origin, sent as Origin: the server's own address, or the public one it sits behind. */
  readonly origin: string

  constructor(baseUrl: string, origin = baseUrl) {
    this.baseUrl = baseUrl
    this.origin = origin
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  private keep(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';')
      const [name = '', ...value] = pair.split('=')
      const isExpired = attributes.some((attribute) => /max-age=0\b/i.test(attribute.trim()) || /expires=thu, 01 jan 1970/i.test(attribute.trim()))
      if (isExpired || value.join('=') === '') this.cookies.delete(name.trim())
      else this.cookies.set(name.trim(), value.join('='))
    }
  }

  async request<T = any>(method: string, path: string, body?: unknown): Promise<V1Result<T>> {
    const isForm = body instanceof FormData
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        // Payload accepts a session cookie only with an Origin (CSRF); browsers always send one.
        Origin: this.origin,
        ...(this.cookies.size > 0 ? { Cookie: this.cookieHeader() } : {}),
        ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    })
    this.keep(response)
    const json = (await response.json()) as V1Result<T>['body']
    return { status: response.status, body: json, payload: (json.s === 1 ? json.payload : undefined) as T }
  }

  get<T = any>(path: string) {
    return this.request<T>('GET', path)
  }

  post<T = any>(path: string, body?: unknown) {
    return this.request<T>('POST', path, body)
  }
}
