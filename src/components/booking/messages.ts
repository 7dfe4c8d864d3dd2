/**
 * What the booking page (/rdv/{projectId}) posts to the page that embeds it (the project screen's dialog)
 * once an appointment is booked or moved: `{ type, projectId }`, to the same origin only.
 */
export const APPOINTMENT_BOOKED_MESSAGE = 'maisonnee:rendez-vous-pris'
