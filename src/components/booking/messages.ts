/**
 * What the booking page (/rdv/{projectId}) posts to the page that embeds it (the project screen's dialog)
 * once the appointment is confirmed with « Terminer »: `{ type, projectId }`, to the same origin only.
 */
export const APPOINTMENT_CONFIRMED_MESSAGE = 'maisonnee:rendez-vous-confirme'
