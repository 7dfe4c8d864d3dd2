import type { Payload } from 'payload'
import type { User } from '../../../payload-types.ts'
import { slugs } from '../../../collections/slugs.ts'
import { NotFoundError, UnauthenticatedError } from '../../domain/errors.ts'
import { APPOINTMENT_FORMAT_LABELS, icsInvitation } from '../../domain/booking/index.ts'
import { projectTitleOf } from '../../domain/projects/index.ts'
import { env } from '../../platform/env.ts'
import { relationTo } from '../payload-relation.server.ts'
import { parseProjectId, reachProject } from '../projects/project-access.server.ts'
import { upcomingAppointmentOf } from './booking.server.ts'

export const CALENDAR_FILE_MESSAGES = {
  project: 'Projet introuvable.',
  none: 'Aucun rendez-vous confirmé à venir pour ce projet.',
} as const

export type CalendarFile = { fileName: string; content: string }

/** The path the project screen links to: the calendar file of the project's confirmed appointment. */
export const calendarFilePath = (projectId: string) => `/v1/project/rdv/ics/${encodeURIComponent(projectId)}`

/**
 * GET /v1/project/rdv/ics/{projectId}: the calendar file (.ics) of the project's upcoming confirmed
 * appointment, for its owner (and staff). The same event as the emailed invitation (same UID and
 * sequence), so a calendar that has both keeps one. Someone else's project answers 404, like a project
 * that does not exist: the link tells nothing about other customers' projects.
 */
export async function appointmentCalendarFile(
  payload: Payload,
  { user, projectId, now = new Date() }: { user: User | null; projectId: unknown; now?: Date },
): Promise<CalendarFile> {
  if (!user) throw new UnauthenticatedError()
  const { project } = await reachProject(payload, parseProjectId(payload, projectId), { user, visitorKey: null }, { notFound: CALENDAR_FILE_MESSAGES.project })
  const appointment = await upcomingAppointmentOf(payload, project.id, now)
  if (!appointment?.confirmed) throw new NotFoundError(CALENDAR_FILE_MESSAGES.none)
  // NOTE: a system read of the appointment's invitation version; the project's ownership is checked above.
  const stored = await payload.findByID({ collection: slugs.appointments, id: relationTo(payload, appointment.id), depth: 0, overrideAccess: true })
  const projectTitle = projectTitleOf(project)
  const agent = appointment.agentLabel || 'votre conseiller Maisonnée'
  const customerName = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email || 'Client'
  const content = icsInvitation({
    uid: `rdv-${appointment.id}@${new URL(env.publicUrl).hostname}`,
    sequence: stored.sequence ?? 0,
    start: new Date(appointment.start),
    end: new Date(appointment.end),
    stamp: now,
    summary: `Rendez-vous Maisonnée : ${projectTitle}`,
    description: `Rendez-vous avec ${agent} pour le projet « ${projectTitle} ».\n${appointment.where}.\nProjet : ${env.publicUrl}/project/${project.id}`,
    location: appointment.place || APPOINTMENT_FORMAT_LABELS[appointment.format],
    organizer: { name: appointment.agentLabel || 'Maisonnée', email: payload.email.defaultFromAddress },
    attendees: user.email ? [{ name: customerName, email: user.email }] : [],
    method: 'REQUEST',
  })
  return { fileName: 'rendez-vous.ics', content }
}
