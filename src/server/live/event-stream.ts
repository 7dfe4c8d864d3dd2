import type { LiveListener, LiveMessage, PubSub } from '../adapters/pubsub.ts'

/** A comment line every 25 s keeps proxies and the browser from closing an idle stream (design/api.md). */
export const HEARTBEAT_MS = 25_000

/** How long the browser waits before reconnecting after the stream drops. */
const RETRY_MS = 5_000

export const EVENT_STREAM_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-store, no-transform',
  Connection: 'keep-alive',
  // Tells nginx-like proxies not to buffer the stream.
  'X-Accel-Buffering': 'no',
} as const

/** One server-sent event: its id and the JSON data line. */
export function formatEvent({ id, event }: LiveMessage): string {
  return `id: ${id}\ndata: ${JSON.stringify(event)}\n\n`
}

/**
 * The server-sent-events response of one user's stream: the events published to them from now on, and
 * a heartbeat. Everything is released (subscription, timer) when the client goes away: srvx cancels the
 * body when the connection closes, and the request's signal aborts.
 */
export function eventStreamResponse({ pubsub, userId, signal, heartbeatMs = HEARTBEAT_MS }: { pubsub: PubSub; userId: number | string; signal?: AbortSignal; heartbeatMs?: number }): Response {
  const encoder = new TextEncoder()
  let release: (() => void) | null = null
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text))
        } catch {
          // NOTE: the stream is already closed (client gone); release() runs from cancel or abort.
        }
      }
      const listener: LiveListener = (message) => send(formatEvent(message))
      const unsubscribe = pubsub.subscribe(userId, listener)
      const heartbeat = setInterval(() => send(': ping\n\n'), heartbeatMs)
      release = () => {
        clearInterval(heartbeat)
        unsubscribe()
        release = null
      }
      signal?.addEventListener('abort', () => {
        release?.()
        try {
          controller.close()
        } catch {
          // NOTE: already closed by the cancel that came first.
        }
      }, { once: true })
      // Opens the response at once (headers and a first line), so the browser knows it is connected.
      send(`retry: ${RETRY_MS}\n: connecté\n\n`)
    },
    cancel() {
      release?.()
    },
  })
  return new Response(body, { status: 200, headers: EVENT_STREAM_HEADERS })
}
