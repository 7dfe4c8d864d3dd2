import { randomUUID } from 'node:crypto'
import type { DocId } from '../../domain/ids/index.ts'

/** What a customer's screen is told: reload the project, and why (design/api.md, GET /stream/{userId}). */
export type LiveEventType = 'report' | 'status' | 'document'

/** project_id: an opaque string, as every id on the wire (design/api.md): "12", or an ObjectId on MongoDB. */
export type LiveEvent = { reload: true; project_id: DocId; type: LiveEventType }

/**
 * Sent to a stream that reconnects with a Last-Event-ID no longer kept (too old, or from before a restart
 * with memory pub/sub): what it missed is unknown, so every open screen reloads its data.
 */
export type ResyncEvent = { reload: true; project_id: null; type: 'resync' }

/** One delivery: the event and its id (the same on every app instance, for the SSE `id:` line). */
export type LiveMessage = { id: string; event: LiveEvent }

export type LiveListener = (message: LiveMessage) => void

/** How many of a user's latest events are kept for a reconnecting stream, and for how long after the last one. */
export const RECENT_LIMIT = 50
export const RECENT_TTL_MS = 10 * 60_000

/** Live events addressed to one user: publish from anywhere in the app, subscribe from their stream. */
export interface PubSub {
  publish(userId: number | string, event: LiveEvent): Promise<void>
  /** Calls `listener` for each event published to `userId` from now on; returns the unsubscribe function. */
  subscribe(userId: number | string, listener: LiveListener): () => void
  /**
   * The latest events published to `userId`, oldest first (at most RECENT_LIMIT, gone RECENT_TTL_MS after
   * the last one): what a stream reconnecting with Last-Event-ID replays.
   */
  recent(userId: number | string): Promise<LiveMessage[]>
}

/** A new delivery for `event`. */
export function liveMessage(event: LiveEvent): LiveMessage {
  return { id: randomUUID(), event }
}

/** Events within this process: the default for one app instance (ARCHITECTURE.md, 'Real components'). */
export function memoryPubSub({ now = Date.now }: { now?: () => number } = {}): PubSub & {
  deliver: (userId: number | string, message: LiveMessage) => void
  listenerCount: () => number
} {
  const listeners = new Map<string, Set<LiveListener>>()
  const recent = new Map<string, { messages: LiveMessage[]; expiresAt: number }>()
  /** Hands a message (already given its id) to this process's listeners of `userId`. */
  const deliver = (userId: number | string, message: LiveMessage) => {
    for (const listener of listeners.get(String(userId)) ?? []) listener(message)
  }
  /** Forgets the users whose last event is older than RECENT_TTL_MS (run at each publish: no timer to stop). */
  const forgetExpired = () => {
    for (const [key, kept] of recent) if (kept.expiresAt <= now()) recent.delete(key)
  }
  return {
    async publish(userId, event) {
      const message = liveMessage(event)
      forgetExpired()
      const key = String(userId)
      const messages = [...(recent.get(key)?.messages ?? []), message].slice(-RECENT_LIMIT)
      recent.set(key, { messages, expiresAt: now() + RECENT_TTL_MS })
      deliver(userId, message)
    },
    async recent(userId) {
      const kept = recent.get(String(userId))
      return kept && kept.expiresAt > now() ? [...kept.messages] : []
    },
    deliver,
    subscribe(userId, listener) {
      const key = String(userId)
      const set = listeners.get(key) ?? new Set<LiveListener>()
      set.add(listener)
      listeners.set(key, set)
      return () => {
        set.delete(listener)
        if (set.size === 0 && listeners.get(key) === set) listeners.delete(key)
      }
    },
    listenerCount: () => [...listeners.values()].reduce((total, set) => total + set.size, 0),
  }
}
