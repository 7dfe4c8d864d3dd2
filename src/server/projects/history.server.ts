import type { Payload } from 'payload'
import type { User } from '../../../payload-types.ts'
import { slugs } from '../../../collections/slugs.ts'
import {
  ACTOR_LABELS,
  CUSTOMER_MOVE_LABELS,
  customerStatusLabel,
  isProjectStatus,
  type Actor,
  type ProjectStatus,
  type RecordedMove,
} from '../../domain/workflow/index.ts'
import { parisDateTimeLabel } from '../../domain/booking/paris-time.ts'
import type { DocId } from '../../domain/ids/index.ts'
import { reachProject } from './project-access.server.ts'

/** One status change as the customer's timeline shows it (newest first). */
export type TimelineEntry = {
  id: number
  /** ISO date and time of the change. */
  at: string
  /** The same in French, Paris time ('14 juillet 2026 à 23:30'). */
  atLabel: string
  from: ProjectStatus
  fromLabel: string
  to: ProjectStatus
  toLabel: string
  move: RecordedMove
  moveLabel: string
  actor: Actor
  /** 'Vous', 'L’équipe Maisonnée' or the app: customers are not shown staff names. */
  actorLabel: string
  reason: string | null
}

// NOTE (issue #10): dates are put in French here, not in the browser: a page's first Intl.DateTimeFormat
// loads the locale's calendar data, about 20 ms here and 60-100 ms on a mid-range phone, and the project
// screen paid it in the middle of its hydration.
/** A change's date and time as the timeline shows it: in French (« 1er », « 23 h 30 »), in Paris time whatever the server's zone. */
export const timelineDate = (iso: string): string => parisDateTimeLabel(new Date(iso))

const asStatus = (value: unknown): ProjectStatus => {
  const visa = Number(value)
  if (!isProjectStatus(visa)) throw new Error(`Statut inconnu dans l’historique : ${String(value)}`)
  return visa
}

/**
 * A project's history for `user`: 401/403/404 through the one ownership check, then read with the
 * user's own access (a customer reads the entries of their projects only).
 */
export async function listProjectHistory(payload: Payload, user: User | null, projectId: DocId | number): Promise<TimelineEntry[]> {
  const { project } = await reachProject(payload, projectId, { user, visitorKey: null })
  const { docs } = await payload.find({
    collection: slugs.projectHistory,
    where: { project: { equals: project.id } },
    sort: ['-createdAt', '-id'],
    pagination: false,
    depth: 0,
    user: user ? { ...user, collection: slugs.users } : null,
    overrideAccess: false,
  })
  return docs.map((entry) => {
    const from = asStatus(entry.from)
    const to = asStatus(entry.to)
    const move = entry.move as RecordedMove
    const actor = entry.actor as Actor
    return {
      id: entry.id,
      at: entry.createdAt,
      atLabel: timelineDate(entry.createdAt),
      from,
      fromLabel: customerStatusLabel(from),
      to,
      toLabel: customerStatusLabel(to),
      move,
      moveLabel: CUSTOMER_MOVE_LABELS[move],
      actor,
      actorLabel: ACTOR_LABELS[actor],
      reason: entry.reason ?? null,
    }
  })
}
