import type { Payload } from 'payload'
import type { Agenda as AgendaDoc, Appointment as AppointmentDoc, Project, User } from '../../../payload-types.ts'
import { slugs } from '../../../collections/slugs.ts'
import { relationId } from '../../../collections/fields/relation-id.ts'
import { userHasRole } from '../../../collections/access/roles-of.ts'
import { ConflictError, InvalidInputError, NotFoundError, RuleViolationError, UnauthenticatedError } from '../../domain/errors.ts'
import { ownershipRefusal } from '../access/ownership-refusal.ts'
import { appointmentPlace, appointmentWhere, dayOffDate, freeSlots, isAppointmentFormat, isFreeSlot, parisLabel, type Agenda, type AppointmentFormat, type Booked } from '../../domain/booking/index.ts'
import { isCustomerActionFrozen, PROJECT_STATUS, STATUS_CHANGE_REASONS, type ProjectStatus } from '../../domain/workflow/index.ts'
import { env } from '../../platform/env.ts'
import { reachProject } from '../projects/project-access.server.ts'
import { sendAppointmentEmails } from './booking-emails.server.ts'
import { auditPriceLabelOf } from '../payments/payments.server.ts'
import { isUniqueViolation } from '../../platform/adapters/unique-violation.ts'
import { toDocId, type DocId } from '../../domain/ids/index.ts'
import { isWellFormedDocId, parseDocId } from '../../platform/payload-id.server.ts'
import { relationTo } from '../payload-relation.server.ts'
import { PROJECT_ID_MESSAGE } from '../projects/project-access.server.ts'
import type { Appointment, ProjectBooking } from './booking.types.ts'

/**
 * Appointments (design/workflow.md): the free slots of the agents' agendas, booking one at 3 (the database's
 * unique slot key settles two customers racing for it), confirming it with « Terminer » (which moves the
 * project from 3 to 4 and sends the calendar invitation to the customer and the agent), moving it and
 * cancelling it (a confirmed one: the invitation updated or cancelled, and the project back from 4 to 3).
 * An appointment happens by visio (the agenda's link or VISIO_DEFAULT_URL) or on site (the project's address).
 */

export const BOOKING_MESSAGES = {
  notYet: 'La prise de rendez-vous s’ouvre dès que votre estimatif est disponible.',
  alreadyBooked: 'Un rendez-vous est déjà fixé pour ce projet : vous pouvez le déplacer ou l’annuler.',
  taken: 'Ce créneau vient d’être réservé par quelqu’un d’autre. Choisissez-en un autre.',
  unavailable: 'Ce créneau n’est plus disponible. Choisissez-en un autre.',
  past: 'Ce rendez-vous est déjà passé.',
  unknown: 'Rendez-vous introuvable.',
  noneToConfirm: 'Choisissez d’abord un créneau : aucun rendez-vous n’est réservé pour ce projet.',
  format: 'Choisissez un rendez-vous en visio ou sur place.',
} as const

type LoadedAgenda = { agenda: Agenda; label: string; agentEmail: string | null; visioUrl: string | null }

async function bookableAgendas(payload: Payload): Promise<LoadedAgenda[]> {
  // NOTE: agendas are the team's working hours, read by the system to offer slots (customers never read them).
  const { docs } = await payload.find({ collection: slugs.agendas, where: { isBookable: { equals: true } }, depth: 1, pagination: false, sort: 'createdAt', overrideAccess: true })
  return docs.map((doc: AgendaDoc) => ({
    agenda: {
      agentId: String(relationId(doc.agent)),
      slotMinutes: doc.slotMinutes,
      openingHours: (doc.openingHours ?? []).map((range) => ({ weekday: Number(range.weekday), start: range.start, end: range.end })),
      daysOff: (doc.daysOff ?? []).flatMap((day) => dayOffDate(day.date) ?? []),
    },
    label: doc.label,
    agentEmail: typeof doc.agent === 'object' && doc.agent ? (doc.agent.email ?? null) : null,
    visioUrl: doc.visioUrl ?? null,
  }))
}

async function upcomingBookings(payload: Payload, now: Date): Promise<Booked[]> {
  const { docs } = await payload.find({
    collection: slugs.appointments,
    where: { and: [{ status: { equals: 'booked' } }, { start: { greater_than_equal: now.toISOString() } }] },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs.map((doc) => ({ agentId: String(relationId(doc.agent)), start: new Date(doc.start) }))
}

/** The project's upcoming booked appointment, if any. */
async function upcomingAppointment(payload: Payload, projectId: DocId | number, now: Date): Promise<AppointmentDoc | null> {
  const { docs } = await payload.find({
    collection: slugs.appointments,
    where: { and: [{ project: { equals: relationTo(payload, projectId) } }, { status: { equals: 'booked' } }, { start: { greater_than_equal: now.toISOString() } }] },
    sort: 'start',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/**
 * The project's upcoming appointment as its screen shows it, or null. A system read: the caller has
 * checked that the requester may open the project.
 */
export async function upcomingAppointmentOf(payload: Payload, projectId: DocId | number, now = new Date()): Promise<Appointment | null> {
  const appointment = await upcomingAppointment(payload, projectId, now)
  return appointment ? toAppointment(appointment, await bookableAgendas(payload)) : null
}

function toAppointment(appointment: AppointmentDoc, agendas: readonly LoadedAgenda[]): Appointment {
  const agentId = toDocId(relationId(appointment.agent)!)
  return {
    id: toDocId(appointment.id),
    projectId: toDocId(relationId(appointment.project)!),
    agentId,
    agentLabel: agendas.find((loaded) => loaded.agenda.agentId === agentId)?.label ?? '',
    start: new Date(appointment.start).toISOString(),
    end: new Date(appointment.end).toISOString(),
    label: parisLabel(new Date(appointment.start)),
    status: appointment.status,
    confirmed: Boolean(appointment.confirmedAt),
    format: appointment.format,
    place: appointment.place ?? null,
    where: appointmentWhere(appointment.format, appointment.place ?? null),
  }
}

/** Emails the invitation of a confirmed appointment (booked, moved or cancelled), with its agenda's agent. */
async function mailInvitation(payload: Payload, appointment: AppointmentDoc, project: Project, agendas: readonly LoadedAgenda[], method: 'REQUEST' | 'CANCEL', isMove: boolean) {
  const loaded = agendas.find((candidate) => candidate.agenda.agentId === String(relationId(appointment.agent)))
  await sendAppointmentEmails(payload, { appointment, project, agentEmail: loaded?.agentEmail ?? null, agentLabel: loaded?.label ?? '', method, isMove })
}

/** The project, reached by its owner or staff; `forWrite` for the doors that change it (booking, confirming, cancelling). */
async function ownProject(payload: Payload, user: User | null, projectId: unknown, { forWrite = false }: { forWrite?: boolean } = {}): Promise<Project> {
  if (!user) throw new UnauthenticatedError()
  return (await reachProject(payload, parseDocId(payload, projectId, PROJECT_ID_MESSAGE), { user, visitorKey: null }, { forWrite })).project
}

/** A first booking is possible at 3 ('Estimatif disponible', again after a confirmed appointment is cancelled); moving or cancelling one, at any status but 13. */
function canBookFirst(visa: ProjectStatus): boolean {
  return visa === PROJECT_STATUS.estimateAvailable
}

/** GET /v1/project/rdv/{projectId}: the project's upcoming appointment and the free slots (Paris time). */
export async function projectBooking(
  payload: Payload,
  { user, projectId, now = new Date() }: { user: User | null; projectId: unknown; now?: Date },
): Promise<ProjectBooking> {
  const project = await ownProject(payload, user, projectId)
  const [agendas, booked, appointment, auditPriceLabel] = await Promise.all([
    bookableAgendas(payload),
    upcomingBookings(payload, now),
    upcomingAppointment(payload, project.id, now),
    auditPriceLabelOf(payload, project),
  ])
  const visa = project.status as ProjectStatus
  const isFrozen = isCustomerActionFrozen(visa)
  const canBook = !isFrozen && (appointment !== null || canBookFirst(visa))
  const labels = new Map(agendas.map((loaded) => [loaded.agenda.agentId, loaded.label]))
  const slots = canBook
    ? freeSlots({ agendas: agendas.map((loaded) => loaded.agenda), booked, now }).map((slot) => ({
        agentId: slot.agentId,
        agentLabel: labels.get(slot.agentId) ?? '',
        start: slot.start.toISOString(),
        end: slot.end.toISOString(),
        label: parisLabel(slot.start),
      }))
    : []
  return { appointment: appointment ? toAppointment(appointment, agendas) : null, slots, canBook, isFrozen, auditPriceLabel }
}

const slotKey = (agentId: string, start: Date) => `${agentId}@${start.toISOString()}`

/**
 * POST /v1/project/rdv/book/{projectId} (agent_id, start, format 'visio' | 'sur-place', on site by default):
 * books a free slot for the project, or moves its upcoming appointment there. Booking moves no status:
 * « Terminer » ({@link confirmAppointment}) does.
 */
export async function bookAppointment(
  payload: Payload,
  { user, projectId, agentId, start: rawStart, format: rawFormat, now = new Date() }: { user: User | null; projectId: unknown; agentId: unknown; start: unknown; format?: unknown; now?: Date },
): Promise<Appointment> {
  const project = await ownProject(payload, user, projectId, { forWrite: true })
  const visa = project.status as ProjectStatus
  const start = new Date(String(rawStart ?? ''))
  if (Number.isNaN(start.getTime()) || !isWellFormedDocId(payload, String(agentId ?? ''))) throw new InvalidInputError(BOOKING_MESSAGES.unavailable)
  const format: AppointmentFormat = rawFormat === undefined || rawFormat === null || rawFormat === '' ? 'sur-place' : isAppointmentFormat(rawFormat) ? rawFormat : invalidFormat()
  const existing = await upcomingAppointment(payload, project.id, now)
  if (!existing && !canBookFirst(visa)) throw new RuleViolationError(visa < PROJECT_STATUS.estimateAvailable ? BOOKING_MESSAGES.notYet : BOOKING_MESSAGES.alreadyBooked)

  const agendas = await bookableAgendas(payload)
  const loaded = agendas.find((candidate) => candidate.agenda.agentId === String(agentId))
  if (!loaded || !isFreeSlot({ agenda: loaded.agenda, start, booked: await upcomingBookings(payload, now), now })) {
    throw new ConflictError(BOOKING_MESSAGES.unavailable)
  }
  const end = new Date(start.getTime() + loaded.agenda.slotMinutes * 60_000)
  const place = appointmentPlace({ format, projectAddress: project.address, agentVisioUrl: loaded.visioUrl, defaultVisioUrl: env.visioDefaultUrl })
  const data = { agent: relationTo(payload, String(agentId)), start: start.toISOString(), end: end.toISOString(), status: 'booked' as const, slotKey: slotKey(String(agentId), start), format, place }

  let appointment: AppointmentDoc
  try {
    // NOTE: customers may not write appointments themselves (collection access); the checks above are the rule.
    appointment = existing
      ? await payload.update({ collection: slugs.appointments, id: existing.id, data: { ...data, sequence: (existing.sequence ?? 0) + 1 }, depth: 0, overrideAccess: true })
      : await payload.create({ collection: slugs.appointments, data: { ...data, project: project.id, owner: relationTo(payload, relationId(project.owner)!), sequence: 0 }, depth: 0, overrideAccess: true })
  } catch (error) {
    if (isUniqueViolation(error, 'slotKey')) throw new ConflictError(BOOKING_MESSAGES.taken, { cause: error })
    throw error
  }

  // The invitation goes out at « Terminer »; moving a confirmed appointment updates it.
  if (appointment.confirmedAt) await mailInvitation(payload, appointment, project, agendas, 'REQUEST', true)
  return toAppointment(appointment, agendas)
}

function invalidFormat(): never {
  throw new InvalidInputError(BOOKING_MESSAGES.format)
}

/**
 * POST /v1/project/rdv/confirm/{projectId}, « Terminer »: the customer confirms the project's booked
 * appointment; at 3 this moves the project to 4 (through the status guard, as the customer). The calendar
 * invitation is emailed then. Confirming again changes nothing.
 */
export async function confirmAppointment(
  payload: Payload,
  { user, projectId, now = new Date() }: { user: User | null; projectId: unknown; now?: Date },
): Promise<Appointment> {
  const project = await ownProject(payload, user, projectId, { forWrite: true })
  const visa = project.status as ProjectStatus
  const existing = await upcomingAppointment(payload, project.id, now)
  if (!existing) throw new RuleViolationError(BOOKING_MESSAGES.noneToConfirm)
  const agendas = await bookableAgendas(payload)
  if (existing.confirmedAt) return toAppointment(existing, agendas)
  if (visa === PROJECT_STATUS.estimateAvailable) {
    await payload.update({
      collection: slugs.projects,
      id: project.id,
      data: { status: PROJECT_STATUS.awaitingStyleChoice },
      depth: 0,
      user: user ?? undefined,
      overrideAccess: false,
      context: { reason: STATUS_CHANGE_REASONS.appointmentConfirmed },
    })
  }
  const confirmed = await payload.update({ collection: slugs.appointments, id: existing.id, data: { confirmedAt: now.toISOString() }, depth: 0, overrideAccess: true })
  await mailInvitation(payload, confirmed, project, agendas, 'REQUEST', false)
  return toAppointment(confirmed, agendas)
}

/**
 * The site's one-step booking (issue 36): books the chosen slot (or moves the appointment there) and
 * confirms it at once, as « Terminer » did after « Réserver »: at 3 the project moves to 4 and the
 * invitation is emailed; a confirmed appointment moved gets its updated invitation.
 */
export async function bookAndConfirmAppointment(
  payload: Payload,
  input: { user: User | null; projectId: unknown; agentId: unknown; start: unknown; format?: unknown; now?: Date },
): Promise<Appointment> {
  const booked = await bookAppointment(payload, input)
  return booked.confirmed ? booked : confirmAppointment(payload, { user: input.user, projectId: input.projectId, ...(input.now ? { now: input.now } : {}) })
}

/** POST /v1/project/rdv/cancel/{appointmentId}: the customer (or staff) cancels an upcoming appointment; its slot is free again. */
export async function cancelAppointment(
  payload: Payload,
  { user, appointmentId, now = new Date() }: { user: User | null; appointmentId: unknown; now?: Date },
): Promise<Appointment> {
  if (!user) throw new UnauthenticatedError()
  const id = String(appointmentId ?? '')
  const appointment = isWellFormedDocId(payload, id)
    ? await payload.findByID({ collection: slugs.appointments, id: relationTo(payload, id), depth: 0, overrideAccess: true, disableErrors: true })
    : null
  if (!appointment || appointment.status !== 'booked') throw new NotFoundError(BOOKING_MESSAGES.unknown)
  if (!userHasRole(user, 'staff') && String(relationId(appointment.owner)) !== String(user.id)) throw ownershipRefusal({ mayKnowItExists: false, notFound: BOOKING_MESSAGES.unknown })
  const project = await ownProject(payload, user, relationId(appointment.project), { forWrite: true })
  if (new Date(appointment.start).getTime() < now.getTime()) throw new RuleViolationError(BOOKING_MESSAGES.past)
  const cancelled = await payload.update({
    collection: slugs.appointments,
    id: appointment.id,
    data: { status: 'cancelled', slotKey: null, sequence: (appointment.sequence ?? 0) + 1 },
    depth: 0,
    overrideAccess: true,
  })
  // The project stands at 4 because this appointment was confirmed: it goes back to 3, to book again.
  if (appointment.confirmedAt && project.status === PROJECT_STATUS.awaitingStyleChoice) {
    await payload.update({
      collection: slugs.projects,
      id: project.id,
      data: { status: PROJECT_STATUS.estimateAvailable },
      depth: 0,
      overrideAccess: true,
      context: { actor: 'system', reason: STATUS_CHANGE_REASONS.appointmentCancelled },
    })
  }
  const agendas = await bookableAgendas(payload)
  // An appointment never confirmed sent no invitation, so there is none to cancel.
  if (appointment.confirmedAt) await mailInvitation(payload, cancelled, project, agendas, 'CANCEL', false)
  return toAppointment(cancelled, agendas)
}
