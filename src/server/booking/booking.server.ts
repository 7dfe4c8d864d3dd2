import type { Payload } from 'payload'
import type { Agenda as AgendaDoc, Appointment, Project, User } from '../../../payload-types.ts'
import { slugs } from '../../../collections/slugs.ts'
import { relationId } from '../../../collections/fields/relation-id.ts'
import { userHasRole } from '../../../collections/access/roles-of.ts'
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError, RuleViolationError, UnauthenticatedError } from '../../domain/errors.ts'
import { freeSlots, isFreeSlot, parisLabel, type Agenda, type Booked } from '../../domain/booking/index.ts'
import { isCustomerActionFrozen, PROJECT_STATUS, type ProjectStatus } from '../../domain/workflow/index.ts'
import { reachProject } from '../projects/project-access.server.ts'
import { sendAppointmentEmails } from './booking-emails.server.ts'
import { isUniqueViolation } from '../adapters/unique-violation.ts'

/**
 * Appointments (design/workflow.md: booking moves a project from 3 to 4): the free slots of the agents'
 * agendas, booking one (the database's unique slot key settles two customers racing for it), moving it,
 * cancelling it, with a calendar invitation emailed to the customer and the agent each time.
 */

export const BOOKING_MESSAGES = {
  notYet: 'La prise de rendez-vous s’ouvre dès que votre estimatif est disponible.',
  alreadyBooked: 'Un rendez-vous est déjà fixé pour ce projet : vous pouvez le déplacer ou l’annuler.',
  frozen: 'Votre projet est en attente : la prise de rendez-vous est suspendue. Contactez-nous pour en savoir plus.',
  taken: 'Ce créneau vient d’être réservé par quelqu’un d’autre. Choisissez-en un autre.',
  unavailable: 'Ce créneau n’est plus disponible. Choisissez-en un autre.',
  past: 'Ce rendez-vous est déjà passé.',
  unknown: 'Rendez-vous introuvable.',
} as const

export type WireAppointment = {
  appointment_id: string
  project_id: string
  agent_id: string
  agent_label: string
  start: string
  end: string
  label: string
  status: 'booked' | 'cancelled'
}

export type WireSlot = { agent_id: string; agent_label: string; start: string; end: string; label: string }

type LoadedAgenda = { agenda: Agenda; label: string; agentEmail: string | null }

async function bookableAgendas(payload: Payload): Promise<LoadedAgenda[]> {
  // NOTE: agendas are the team's working hours, read by the system to offer slots (customers never read them).
  const { docs } = await payload.find({ collection: slugs.agendas, where: { isBookable: { equals: true } }, depth: 1, pagination: false, sort: 'createdAt', overrideAccess: true })
  return docs.map((doc: AgendaDoc) => ({
    agenda: {
      agentId: String(relationId(doc.agent)),
      slotMinutes: doc.slotMinutes,
      openingHours: (doc.openingHours ?? []).map((range) => ({ weekday: Number(range.weekday), start: range.start, end: range.end })),
      daysOff: (doc.daysOff ?? []).map((day) => day.date),
    },
    label: doc.label,
    agentEmail: typeof doc.agent === 'object' && doc.agent ? doc.agent.email : null,
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
async function upcomingAppointment(payload: Payload, projectId: number, now: Date): Promise<Appointment | null> {
  const { docs } = await payload.find({
    collection: slugs.appointments,
    where: { and: [{ project: { equals: projectId } }, { status: { equals: 'booked' } }, { start: { greater_than_equal: now.toISOString() } }] },
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
export async function upcomingAppointmentOf(payload: Payload, projectId: number, now = new Date()): Promise<WireAppointment | null> {
  const appointment = await upcomingAppointment(payload, projectId, now)
  return appointment ? toWireAppointment(appointment, await bookableAgendas(payload)) : null
}

function toWireAppointment(appointment: Appointment, agendas: readonly LoadedAgenda[]): WireAppointment {
  const agentId = String(relationId(appointment.agent))
  return {
    appointment_id: String(appointment.id),
    project_id: String(relationId(appointment.project)),
    agent_id: agentId,
    agent_label: agendas.find((loaded) => loaded.agenda.agentId === agentId)?.label ?? '',
    start: new Date(appointment.start).toISOString(),
    end: new Date(appointment.end).toISOString(),
    label: parisLabel(new Date(appointment.start)),
    status: appointment.status,
  }
}

async function ownProject(payload: Payload, user: User | null, projectId: unknown): Promise<Project> {
  if (!user) throw new UnauthenticatedError()
  const id = String(projectId ?? '')
  if (!/^[1-9]\d{0,17}$/.test(id)) throw new InvalidInputError('Identifiant de projet invalide.')
  return (await reachProject(payload, Number(id), { user, visitorKey: null })).project
}

/** A first booking is possible at 3 ('Estimatif disponible'); moving or cancelling one, at any status but 13. */
function canBookFirst(visa: ProjectStatus): boolean {
  return visa === PROJECT_STATUS.estimateAvailable
}

/** GET /v1/project/rdv/{projectId}: the project's upcoming appointment and the free slots (Paris time). */
export async function projectBooking(
  payload: Payload,
  { user, projectId, now = new Date() }: { user: User | null; projectId: unknown; now?: Date },
): Promise<{ appointment: WireAppointment | null; slots: WireSlot[]; can_book: boolean }> {
  const project = await ownProject(payload, user, projectId)
  const [agendas, booked, appointment] = await Promise.all([bookableAgendas(payload), upcomingBookings(payload, now), upcomingAppointment(payload, project.id, now)])
  const visa = project.status as ProjectStatus
  const canBook = !isCustomerActionFrozen(visa) && (appointment !== null || canBookFirst(visa))
  const labels = new Map(agendas.map((loaded) => [loaded.agenda.agentId, loaded.label]))
  const slots = canBook
    ? freeSlots({ agendas: agendas.map((loaded) => loaded.agenda), booked, now }).map((slot) => ({
        agent_id: slot.agentId,
        agent_label: labels.get(slot.agentId) ?? '',
        start: slot.start.toISOString(),
        end: slot.end.toISOString(),
        label: parisLabel(slot.start),
      }))
    : []
  return { appointment: appointment ? toWireAppointment(appointment, agendas) : null, slots, can_book: canBook }
}

const slotKey = (agentId: string, start: Date) => `${agentId}@${start.toISOString()}`

/**
 * POST /v1/project/rdv/book/{projectId} (agent_id, start): books a free slot for the project, or moves its
 * upcoming appointment there. The first booking moves the project from 3 to 4 as its customer.
 */
export async function bookAppointment(
  payload: Payload,
  { user, projectId, agentId, start: rawStart, now = new Date() }: { user: User | null; projectId: unknown; agentId: unknown; start: unknown; now?: Date },
): Promise<WireAppointment> {
  const project = await ownProject(payload, user, projectId)
  const visa = project.status as ProjectStatus
  if (isCustomerActionFrozen(visa)) throw new RuleViolationError(BOOKING_MESSAGES.frozen)
  const start = new Date(String(rawStart ?? ''))
  if (Number.isNaN(start.getTime()) || !/^\d+$/.test(String(agentId ?? ''))) throw new InvalidInputError(BOOKING_MESSAGES.unavailable)
  const existing = await upcomingAppointment(payload, project.id, now)
  if (!existing && !canBookFirst(visa)) throw new RuleViolationError(visa < PROJECT_STATUS.estimateAvailable ? BOOKING_MESSAGES.notYet : BOOKING_MESSAGES.alreadyBooked)

  const agendas = await bookableAgendas(payload)
  const loaded = agendas.find((candidate) => candidate.agenda.agentId === String(agentId))
  if (!loaded || !isFreeSlot({ agenda: loaded.agenda, start, booked: await upcomingBookings(payload, now), now })) {
    throw new ConflictError(BOOKING_MESSAGES.unavailable)
  }
  const end = new Date(start.getTime() + loaded.agenda.slotMinutes * 60_000)
  const data = { agent: Number(agentId), start: start.toISOString(), end: end.toISOString(), status: 'booked' as const, slotKey: slotKey(String(agentId), start) }

  let appointment: Appointment
  try {
    // NOTE: customers may not write appointments themselves (collection access); the checks above are the rule.
    appointment = existing
      ? await payload.update({ collection: slugs.appointments, id: existing.id, data: { ...data, sequence: (existing.sequence ?? 0) + 1 }, depth: 0, overrideAccess: true })
      : await payload.create({ collection: slugs.appointments, data: { ...data, project: project.id, owner: Number(relationId(project.owner)), sequence: 0 }, depth: 0, overrideAccess: true })
  } catch (error) {
    if (isUniqueViolation(error, 'slotKey')) throw new ConflictError(BOOKING_MESSAGES.taken, { cause: error })
    throw error
  }

  if (!existing && canBookFirst(visa)) {
    await payload.update({
      collection: slugs.projects,
      id: project.id,
      data: { status: PROJECT_STATUS.awaitingStyleChoice },
      depth: 0,
      user: user ?? undefined,
      overrideAccess: false,
      context: { reason: 'Rendez-vous pris par le client' },
    })
  }
  const wire = toWireAppointment(appointment, agendas)
  await sendAppointmentEmails(payload, { appointment, project, agentEmail: loaded.agentEmail, agentLabel: loaded.label, method: 'REQUEST', isMove: existing !== null })
  return wire
}

/** POST /v1/project/rdv/cancel/{appointmentId}: the customer (or staff) cancels an upcoming appointment; its slot is free again. */
export async function cancelAppointment(
  payload: Payload,
  { user, appointmentId, now = new Date() }: { user: User | null; appointmentId: unknown; now?: Date },
): Promise<WireAppointment> {
  if (!user) throw new UnauthenticatedError()
  const id = String(appointmentId ?? '')
  const appointment = /^[1-9]\d{0,17}$/.test(id)
    ? await payload.findByID({ collection: slugs.appointments, id: Number(id), depth: 0, overrideAccess: true, disableErrors: true })
    : null
  if (!appointment || appointment.status !== 'booked') throw new NotFoundError(BOOKING_MESSAGES.unknown)
  if (!userHasRole(user, 'staff') && String(relationId(appointment.owner)) !== String(user.id)) throw new ForbiddenError()
  const project = await ownProject(payload, user, relationId(appointment.project))
  if (isCustomerActionFrozen(project.status as ProjectStatus) && !userHasRole(user, 'staff')) throw new RuleViolationError(BOOKING_MESSAGES.frozen)
  if (new Date(appointment.start).getTime() < now.getTime()) throw new RuleViolationError(BOOKING_MESSAGES.past)
  const cancelled = await payload.update({
    collection: slugs.appointments,
    id: appointment.id,
    data: { status: 'cancelled', slotKey: null, sequence: (appointment.sequence ?? 0) + 1 },
    depth: 0,
    overrideAccess: true,
  })
  const agendas = await bookableAgendas(payload)
  const loaded = agendas.find((candidate) => candidate.agenda.agentId === String(relationId(cancelled.agent)))
  await sendAppointmentEmails(payload, { appointment: cancelled, project, agentEmail: loaded?.agentEmail ?? null, agentLabel: loaded?.label ?? '', method: 'CANCEL', isMove: false })
  return toWireAppointment(cancelled, agendas)
}
