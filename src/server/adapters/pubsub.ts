import { randomUUID } from 'node:crypto'

/** What a customer's screen is told: reload the project, and why (design/api.md, GET /stream/{userId}). */
export type LiveEventType = 'report' | 'status' | 'document'

export type LiveEvent = { reload: true; project_id: number; type: LiveEventType }

/** One delivery: the event and its id (the same on every app instance, for the SSE `id:` line). */
export type LiveMessage = { id: string; event: LiveEvent }

export type LiveListener = (message: LiveMessage) => void

/** Live events addressed to one user: publish from anywhere in the app, subscribe from their stream. */
export interface PubSub {
  publish(userId: number | string, event: LiveEvent): Promise<void>
  /** Calls `listener` for each event published to `userId` from now on; returns the unsubscribe function. */
  subscribe(userId: number | string, listener: LiveListener): () => void
}

/** A new delivery for `event`. */
export function liveMessage(event: LiveEvent): LiveMessage {
  return { id: randomUUID(), event }
}

/** Events within this process: the default for one app instance (ARCHITECTURE.md, 'Real components'). */
export function memoryPubSub(): PubSub & { deliver: (userId: number | string, message: LiveMessage) => void; listenerCount: () => number } {
  const listeners = new Map<string, Set<LiveListener>>()
  /** Hands a message (already given its id) to this process's listeners of `userId`. */
  const deliver = (userId: number | string, message: LiveMessage) => {
    for (const listener of listeners.get(String(userId)) ?? []) listener(message)
  }
  return {
    async publish(userId, event) {
      deliver(userId, liveMessage(event))
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
