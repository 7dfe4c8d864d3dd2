import type { LiveListener, LiveMessage, PubSub, ResyncEvent } from '../../platform/adapters/pubsub.ts'

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

/** One server-sent event: its id and the JSON data line. An empty id clears the browser's Last-Event-ID. */
export function formatEvent({ id, event }: { id: string; event: LiveMessage['event'] | ResyncEvent }): string {
  return `id: ${id}\ndata: ${JSON.stringify(event)}\n\n`
}

const RESYNC_EVENT: ResyncEvent = { reload: true, project_id: null, type: 'resync' }

/** A Last-Event-ID as this server writes them (UUIDs), or null for anything else. */
export function parseLastEventId(value: string | null | undefined): string | null {
  return value && /^[\w-]{1,64}$/.test(value) ? value : null
}

/**
 * What a stream reconnecting after `lastEventId` has missed: the events kept after it, or, when that id
 * is no longer kept, one resync event (every screen reloads) carrying the newest kept id, so that the next
 * reconnection starts from there.
 */
export function missedSince(recent: readonly LiveMessage[], lastEventId: string): string[] {
  const index = recent.findIndex((message) => message.id === lastEventId)
  if (index !== -1) return recent.slice(index + 1).map(formatEvent)
  return [formatEvent({ id: recent.at(-1)?.id ?? '', event: RESYNC_EVENT })]
}

/**
 * The server-sent-events response of one user's stream: the events published to them from now on, and
 * a heartbeat. With `lastEventId` (a reconnection), what was missed since that event comes first; events
 * arriving meanwhile wait behind it, without duplicates. Everything is released (subscription, timer)
 * when the client goes away: srvx cancels the body when the connection closes, and the request's signal aborts.
 */
export function eventStreamResponse({
  pubsub,
  userId,
  signal,
  lastEventId = null,
  heartbeatMs = HEARTBEAT_MS,
}: {
  pubsub: PubSub
  userId: number | string
  signal?: AbortSignal
  lastEventId?: string | null
  heartbeatMs?: number
}): Response {
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
      // While the missed events are read, new ones wait here (subscribed first, so that none falls in between).
      let waiting: LiveMessage[] | null = lastEventId ? [] : null
      const listener: LiveListener = (message) => (waiting ? waiting.push(message) : send(formatEvent(message)))
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
      if (lastEventId) {
        void pubsub
          .recent(userId)
          .catch((error: unknown) => {
            // The kept events cannot be read (Redis down): the screens reload rather than miss something.
            console.error('Flux temps réel : événements récents illisibles', error)
            return []
          })
          .then((recent) => {
            for (const text of missedSince(recent, lastEventId)) send(text)
            const replayed = new Set(recent.map((message) => message.id))
            for (const message of waiting ?? []) if (!replayed.has(message.id)) send(formatEvent(message))
            waiting = null
          })
      }
    },
    cancel() {
      release?.()
    },
  })
  return new Response(body, { status: 200, headers: EVENT_STREAM_HEADERS })
}
