import type { Appointment, ProjectBooking, Slot } from '../../booking/booking.types.ts'

/** An appointment on the wire (GET /v1/project/rdv, book, confirm, cancel). */
export const toWireAppointment = (appointment: Appointment) => ({
  appointment_id: appointment.id,
  project_id: appointment.projectId,
  agent_id: appointment.agentId,
  agent_label: appointment.agentLabel,
  start: appointment.start,
  end: appointment.end,
  label: appointment.label,
  status: appointment.status,
  confirmed: appointment.confirmed ? 1 : 0,
  format: appointment.format,
  place: appointment.place,
  where: appointment.where,
})

export const toWireSlot = (slot: Slot) => ({ agent_id: slot.agentId, agent_label: slot.agentLabel, start: slot.start, end: slot.end, label: slot.label })

/** GET /v1/project/rdv/{projectId}. */
export const toWireProjectBooking = (booking: ProjectBooking) => ({
  appointment: booking.appointment ? toWireAppointment(booking.appointment) : null,
  slots: booking.slots.map(toWireSlot),
  can_book: booking.canBook,
})
