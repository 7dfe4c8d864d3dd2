import { toDocId, isSameDoc, type DocId } from '@/domain/ids'

/**
 * A live event of GET /stream/{userId} (design/api.md), read from its wire names here only (the stream's
 * client transport, like the upload with progress: components get the ProjectLiveEvent); `resync` (no project)
 * follows a reconnection after events the server no longer keeps: every open screen reloads.
 */
export type ProjectLiveEvent = { type: 'report' | 'status' | 'document'; projectId: DocId } | { type: 'resync'; projectId: null }

/** The part of the browser's EventSource used here (tests pass a stand-in). */
export type EventSourceLike = {
  readyState: number
  onopen: ((event: Event) => void) | null
  onmessage: ((event: MessageEvent) => void) | null
  onerror: ((event: Event) => void) | null
  close: () => void
}

export type EventSourceFactory = (url: string) => EventSourceLike

const CLOSED = 2
const FIRST_RETRY_MS = 2_000
const MAX_RETRY_MS = 60_000

/** A live event from the stream's data line, or null for anything else. */
export function parseProjectEvent(data: unknown): ProjectLiveEvent | null {
  if (typeof data !== 'string') return null
  try {
    const event = JSON.parse(data) as { reload?: unknown; project_id?: unknown; type?: unknown }
    if (event.reload !== true || typeof event.type !== 'string') return null
    if (event.type === 'resync') return event.project_id === null ? { type: 'resync', projectId: null } : null
    if (event.type !== 'report' && event.type !== 'status' && event.type !== 'document') return null
    return typeof event.project_id === 'number' || typeof event.project_id === 'string' ? { type: event.type, projectId: toDocId(event.project_id) } : null
  } catch {
    // NOTE: a line that is not our JSON is ignored rather than breaking the page.
    return null
  }
}

/**
 * Listens to `userId`'s stream and calls `onEvent` with the events of one project (and resyncs). The
 * browser reconnects by itself after a network drop, sending the Last-Event-ID header; when it gives up
 * (stream refused or closed: server restart, expired session), this opens a new one after a growing delay,
 * naming the last event received in `?last_event_id=` so that the server sends what was missed.
 * Returns the stop function.
 */
export function listenToProjectEvents({
  userId,
  projectId,
  onEvent,
  openEventSource,
}: {
  userId: number | string
  projectId: DocId
  onEvent: (event: ProjectLiveEvent) => void
  openEventSource: EventSourceFactory
}): () => void {
  let source: EventSourceLike | null = null
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  let retryMs = FIRST_RETRY_MS
  let isStopped = false
  let lastEventId = ''

  const connect = () => {
    const query = lastEventId ? `?last_event_id=${encodeURIComponent(lastEventId)}` : ''
    const current = openEventSource(`/stream/${encodeURIComponent(String(userId))}${query}`)
    source = current
    current.onopen = () => {
      retryMs = FIRST_RETRY_MS
    }
    current.onmessage = (message) => {
      // The SSE id line sets lastEventId (an empty id clears it, as the server does after a resync).
      if (typeof message.lastEventId === 'string') lastEventId = message.lastEventId
      const event = parseProjectEvent(message.data)
      if (event && (event.type === 'resync' || isSameDoc(event.projectId, projectId))) onEvent(event)
    }
    current.onerror = () => {
      if (isStopped || current.readyState !== CLOSED) return
      current.close()
      retryTimer = setTimeout(connect, retryMs)
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS)
    }
  }
  connect()
  return () => {
    isStopped = true
    clearTimeout(retryTimer)
    source?.close()
  }
}
