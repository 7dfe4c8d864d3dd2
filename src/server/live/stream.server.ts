import type { Payload } from 'payload'
import type { User } from '../../../payload-types.ts'
import { ForbiddenError, UnauthenticatedError } from '../../domain/errors.ts'
import { eventStreamResponse, parseLastEventId } from './event-stream.ts'
import { liveEvents } from '../../platform/live/live-events.ts'

/**
 * GET /stream/{userId} (design/api.md): that user's live events, for that user only: 401 without a
 * session, 403 for anyone else's id (staff included: the stream tells one customer's screens to reload).
 * A reconnection names the last event it received: the browser sends the Last-Event-ID header by itself,
 * and a page opening a new EventSource (which cannot set headers) passes `?last_event_id=`.
 */
export function openUserStream({ user, userId, request }: { payload: Payload; user: User | null; userId: string | undefined; request: Request }): Response {
  if (!user) throw new UnauthenticatedError()
  if (String(user.id) !== String(userId ?? '')) throw new ForbiddenError()
  const lastEventId = parseLastEventId(request.headers.get('last-event-id') ?? new URL(request.url).searchParams.get('last_event_id'))
  return eventStreamResponse({ pubsub: liveEvents(), userId: user.id, signal: request.signal, lastEventId })
}
