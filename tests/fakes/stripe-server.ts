import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { randomBytes } from 'node:crypto'
import Stripe from 'stripe'

/**
 * A local stand-in for Stripe Checkout, speaking Stripe's documented API as the official SDK calls it:
 * - `POST /v1/checkout/sessions`: form-encoded parameters in bracket notation, `Authorization: Bearer sk_…`,
 *   `Idempotency-Key` honoured (same key, same session); answers a `checkout.session` object whose `url`
 *   is this fake's hosted payment page;
 * - `GET /v1/checkout/sessions/{id}`;
 * - errors in Stripe's shape `{ error: { type, message } }`.
 * Its hosted page (`/c/pay/{id}`) plays the customer's part: 'Payer' completes the session, delivers the
 * signed `checkout.session.completed` webhook to the app (signed with the SDK's own test helper, as Stripe
 * signs: `t=…,v1=HMAC-SHA256`), then redirects to `success_url`; 'Annuler' goes to `cancel_url`. With
 * SEPA debit the session completes unpaid and `settleDebit` later sends `async_payment_succeeded`.
 */
export type FakeSession = {
  id: string
  object: 'checkout.session'
  mode: string
  status: 'open' | 'complete' | 'expired'
  payment_status: 'unpaid' | 'paid'
  amount_total: number
  currency: string
  customer_email: string | null
  client_reference_id: string | null
  metadata: Record<string, string>
  success_url: string
  cancel_url: string
  url: string
  livemode: false
  created: number
  allowed_payment_method_types: string[]
  locale: string | null
}

export type DeliveredEvent = { id: string; type: string; body: string; signature: string; status: number; answer: string }

export type FakeStripe = {
  url: string
  secretKey: string
  webhookSecret: string
  sessions: Map<string, FakeSession>
  /** Every webhook delivered to the app, in order, with the app's answer. */
  events: DeliveredEvent[]
  setWebhookUrl: (url: string) => void
  /** Delivers a body as a webhook again (a replay), signed with the secret unless `forge` signs it with another. */
  deliver: (body: string, options?: { forge?: boolean }) => Promise<{ status: number; answer: string }>
  /** Builds (without delivering) an event for a session, as Stripe would send it. */
  eventFor: (sessionId: string, type: string) => string
  /** The Stripe-Signature header for a body: signed with the webhook secret, or with another one (`forge`). */
  sign: (body: string, options?: { forge?: boolean }) => string
  /** Completes a session as its hosted page does, without delivering the webhook (for in-process tests). */
  complete: (sessionId: string, method?: 'card' | 'sepa_debit') => void
  settleDebit: (sessionId: string) => Promise<DeliveredEvent>
  close: () => Promise<void>
}

/** Stripe's form encoding (`a[b][0][c]=v`) back into nested objects and arrays. */
function parseForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {}
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[')
    let node: Record<string, unknown> = root
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value
      else node = (node[part] ??= /^\d+$/.test(path[index + 1] ?? '') ? [] : {}) as Record<string, unknown>
    })
  }
  return root
}

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (body += chunk))
    request.on('end', () => resolve(body))
    request.on('error', reject)
  })

const stripeError = (message: string, param?: string) => JSON.stringify({ error: { type: 'invalid_request_error', message, ...(param ? { param } : {}) } })

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export async function startFakeStripe(): Promise<FakeStripe> {
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`
  const sdk = new Stripe(secretKey)
  const sessions = new Map<string, FakeSession>()
  const byIdempotencyKey = new Map<string, string>()
  const events: DeliveredEvent[] = []
  let webhookUrl = ''
  let base = ''

  const eventFor = (sessionId: string, type: string) => {
    const session = sessions.get(sessionId)
    return JSON.stringify({
      id: `evt_${randomBytes(12).toString('hex')}`,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: session },
    })
  }

  const sign = (body: string, { forge = false }: { forge?: boolean } = {}) =>
    sdk.webhooks.generateTestHeaderString({ payload: body, secret: forge ? `whsec_${randomBytes(16).toString('hex')}` : webhookSecret })

  const deliver = async (body: string, { forge = false }: { forge?: boolean } = {}) => {
    const signature = sign(body, { forge })
    const response = await fetch(webhookUrl, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature }, body })
    const answer = await response.text()
    const parsed = JSON.parse(body) as { id: string; type: string }
    events.push({ id: parsed.id, type: parsed.type, body, signature, status: response.status, answer })
    return { status: response.status, answer }
  }

  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://localhost')
      const json = (status: number, body: string) => response.writeHead(status, { 'Content-Type': 'application/json' }).end(body)

      if (url.pathname.startsWith('/v1/')) {
        if (request.headers.authorization !== `Bearer ${secretKey}`) return json(401, JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } }))
        if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
          const key = request.headers['idempotency-key']
          const known = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined
          if (known) return json(200, JSON.stringify(sessions.get(known)))
          const params = parseForm(await read(request)) as {
            mode?: string
            success_url?: string
            cancel_url?: string
            customer_email?: string
            client_reference_id?: string
            metadata?: Record<string, string>
            locale?: string
            allowed_payment_method_types?: string[]
            line_items?: Array<{ quantity?: string; price_data?: { currency?: string; unit_amount?: string; product_data?: { name?: string } } }>
          }
          if (params.mode !== 'payment') return json(400, stripeError('Missing required param: mode.', 'mode'))
          if (!params.success_url) return json(400, stripeError('Missing required param: success_url.', 'success_url'))
          const items = params.line_items ?? []
          if (items.length === 0 || items.some((item) => !item.price_data?.unit_amount || !item.price_data.product_data?.name)) {
            return json(400, stripeError('Missing required param: line_items.', 'line_items'))
          }
          const id = `cs_test_${randomBytes(16).toString('hex')}`
          const session: FakeSession = {
            id,
            object: 'checkout.session',
            mode: 'payment',
            status: 'open',
            payment_status: 'unpaid',
            amount_total: items.reduce((sum, item) => sum + Number(item.price_data?.unit_amount) * Number(item.quantity ?? 1), 0),
            currency: items[0]?.price_data?.currency ?? 'eur',
            customer_email: params.customer_email ?? null,
            client_reference_id: params.client_reference_id ?? null,
            metadata: params.metadata ?? {},
            success_url: params.success_url,
            cancel_url: params.cancel_url ?? params.success_url,
            url: `${base}/c/pay/${id}`,
            livemode: false,
            created: Math.floor(Date.now() / 1000),
            allowed_payment_method_types: params.allowed_payment_method_types ?? ['card'],
            locale: params.locale ?? null,
          }
          sessions.set(id, session)
          if (typeof key === 'string') byIdempotencyKey.set(key, id)
          return json(200, JSON.stringify(session))
        }
        const one = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(url.pathname)
        if (request.method === 'GET' && one) {
          const session = sessions.get(one[1] ?? '')
          return session ? json(200, JSON.stringify(session)) : json(404, stripeError(`No such checkout.session: '${one[1]}'`, 'id'))
        }
        return json(404, stripeError(`Unrecognized request URL (${request.method}: ${url.pathname}).`))
      }

      const page = /^\/c\/pay\/([\w]+)(\/complete)?$/.exec(url.pathname)
      const session = page ? sessions.get(page[1] ?? '') : undefined
      if (!page || !session) return response.writeHead(404).end('Session inconnue')
      if (request.method === 'GET' && !page[2]) {
        const amount = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(session.amount_total / 100)
        const methods = session.allowed_payment_method_types
          .map((method, index) => `<label><input type="radio" name="method" value="${escapeHtml(method)}"${index === 0 ? ' checked' : ''}> ${method === 'card' ? 'Carte' : 'Prélèvement SEPA'}</label>`)
          .join('<br>')
        return response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(`<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Stripe Checkout (test)</title></head>
<body><main><h1>Paiement sécurisé (Stripe de test)</h1><p>${escapeHtml(session.customer_email ?? '')}</p><p id="montant">${escapeHtml(amount)}</p>
<form method="post" action="/c/pay/${session.id}/complete">${methods}<br><button type="submit">Payer ${escapeHtml(amount)}</button></form>
<p><a href="${escapeHtml(session.cancel_url)}">Annuler</a></p></main></body></html>`)
      }
      if (request.method === 'POST' && page[2]) {
        const method = new URLSearchParams(await read(request)).get('method') ?? 'card'
        session.status = 'complete'
        session.payment_status = method === 'sepa_debit' ? 'unpaid' : 'paid'
        await deliver(eventFor(session.id, 'checkout.session.completed'))
        return response.writeHead(303, { Location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) }).end()
      }
      return response.writeHead(405).end()
    })().catch((error: unknown) => response.writeHead(500).end(String(error)))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url: base,
    secretKey,
    webhookSecret,
    sessions,
    events,
    setWebhookUrl: (url) => (webhookUrl = url),
    deliver,
    eventFor,
    sign,
    complete(sessionId, method = 'card') {
      const session = sessions.get(sessionId)
      if (!session) throw new Error(`unknown session ${sessionId}`)
      session.status = 'complete'
      session.payment_status = method === 'sepa_debit' ? 'unpaid' : 'paid'
    },
    async settleDebit(sessionId) {
      const session = sessions.get(sessionId)
      if (!session) throw new Error(`unknown session ${sessionId}`)
      session.payment_status = 'paid'
      await deliver(eventFor(sessionId, 'checkout.session.async_payment_succeeded'))
      return events[events.length - 1] as DeliveredEvent
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
