/**
 * Where and how an appointment happens: by video call ('visio', at the agent's link or the configured
 * default) or on site ('sur-place', at the project's address). What the booking screen, the emails and the
 * calendar file say about it, in French, from one place.
 */

export const APPOINTMENT_FORMATS = ['visio', 'sur-place'] as const
export type AppointmentFormat = (typeof APPOINTMENT_FORMATS)[number]

export const APPOINTMENT_FORMAT_LABELS: Record<AppointmentFormat, string> = { visio: 'En visio', 'sur-place': 'Sur place' }

export const isAppointmentFormat = (value: unknown): value is AppointmentFormat => APPOINTMENT_FORMATS.includes(value as AppointmentFormat)

/** The place of an appointment: the project's address on site, the agent's visio link (or the default) by video; null when none is known yet. */
export function appointmentPlace({ format, projectAddress, agentVisioUrl, defaultVisioUrl }: {
  format: AppointmentFormat
  projectAddress: string | null | undefined
  agentVisioUrl: string | null | undefined
  defaultVisioUrl: string | null | undefined
}): string | null {
  const place = format === 'visio' ? agentVisioUrl?.trim() || defaultVisioUrl?.trim() : projectAddress?.trim()
  return place || null
}

/** One French sentence saying how and where: 'En visio : https://…' or 'Sur place : 12 rue …'. */
export function appointmentWhere(format: AppointmentFormat, place: string | null): string {
  if (place) return `${APPOINTMENT_FORMAT_LABELS[format]} : ${place}`
  return format === 'visio'
    ? `${APPOINTMENT_FORMAT_LABELS.visio} : le lien vous sera envoyé par votre conseiller avant le rendez-vous`
    : `${APPOINTMENT_FORMAT_LABELS['sur-place']} : à l’adresse de votre projet`
}

/**
 * The same for the agent who holds the appointment (the staff email): what they must do when no place is known,
 * never the customer's « le lien vous sera envoyé par votre conseiller ».
 */
export function appointmentWhereForStaff(format: AppointmentFormat, place: string | null): string {
  if (place) return `${APPOINTMENT_FORMAT_LABELS[format]}\u00a0: ${place}`
  return format === 'visio'
    ? `${APPOINTMENT_FORMAT_LABELS.visio}\u00a0: aucun lien de visio n’est enregistré. Envoyez le lien au client avant le rendez-vous, ou ajoutez-le à votre agenda dans le back-office (Agendas, «\u00a0Lien de visio\u00a0»)`
    : `${APPOINTMENT_FORMAT_LABELS['sur-place']}\u00a0: l’adresse du projet n’est pas renseignée, demandez-la au client avant le rendez-vous`
}
