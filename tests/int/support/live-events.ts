import type { LiveMessage } from '../../../src/platform/adapters/pubsub.ts'

/**
 * Collects the live events published to `userId` while `action` runs. The app's module is imported at call
 * time: a test file's imports run before its Payload boots (src/platform/env.ts reads the environment once).
 */
export async function eventsDuring(userId: number | string, action: () => Promise<unknown>): Promise<LiveMessage[]> {
  const { liveEvents } = await import('../../../src/platform/live/live-events.ts')
  const received: LiveMessage[] = []
  const unsubscribe = liveEvents().subscribe(userId, (message) => received.push(message))
  try {
    await action()
  } finally {
    unsubscribe()
  }
  return received
}
