import { useEffect, useRef } from 'react'
import type { DocId } from '@/domain/ids'
import { listenToProjectEvents, type ProjectLiveEvent } from '@/lib/live/project-events'

export type { ProjectLiveEvent } from '@/lib/live/project-events'

/**
 * Calls `onEvent` with the live events of one project (GET /stream/{userId}), e.g. to reload the
 * project screen with router.invalidate(). Nothing happens signed out (no user id) or on the server.
 */
export function useProjectEvents({ userId, projectId, onEvent }: { userId: number | string | null | undefined; projectId: DocId | null | undefined; onEvent: (event: ProjectLiveEvent) => void }) {
  const onEventRef = useRef(onEvent)
  onEventRef.current = onEvent

  useEffect(() => {
    if (userId === null || userId === undefined || projectId === null || projectId === undefined || typeof EventSource === 'undefined') return
    return listenToProjectEvents({
      userId,
      projectId,
      onEvent: (event) => onEventRef.current(event),
      openEventSource: (url) => new EventSource(url, { withCredentials: true }),
    })
  }, [userId, projectId])
}
