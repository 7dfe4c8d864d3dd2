import type { DocId } from '../../domain/ids/index.ts'
import type { AppointmentFormat } from '../../domain/booking/appointment-place.ts'

/** An appointment of a project with an agent (times as ISO strings; `label` in French, Paris time). */
export type Appointment = {
  id: DocId
  projectId: DocId
  agentId: DocId
  agentLabel: string
  start: string
  end: string
  label: string
  status: 'booked' | 'cancelled'
  /** Confirmed by the customer with « Terminer » (the invitation is sent then). */
  confirmed: boolean
  format: AppointmentFormat
  /** The project's address on site, the visio link by visio; null when none is known yet. */
  place: string | null
  /** How and where, one French sentence ('En visio : https://…', 'Sur place : 12 rue …'). */
  where: string
}

/** A free slot of an agent's agenda. */
export type Slot = { agentId: DocId; agentLabel: string; start: string; end: string; label: string }

/**
 * What the booking page shows: the upcoming appointment, the free slots, whether one may be booked now,
 * whether the project is on hold (13: the banner, nothing can be booked, moved or cancelled), and the audit's
 * price (« 700,00 € », said before booking as CGV article 3 promises; null when none is set).
 */
export type ProjectBooking = { appointment: Appointment | null; slots: Slot[]; canBook: boolean; isFrozen: boolean; auditPriceLabel: string | null }
