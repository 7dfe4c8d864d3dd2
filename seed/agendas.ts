import type { Payload } from 'payload'
import { slugs } from '../collections/slugs.ts'

/** The demo architect's week (Paris time): mornings and afternoons on weekdays, one-hour appointments. */
const DEMO_WEEK = (['1', '2', '3', '4', '5'] as const).flatMap((weekday) => [
  { weekday, start: '09:00', end: '12:00' },
  { weekday, start: '14:00', end: '18:00' },
])

/** The agenda customers book appointments in: the demo staff member's. */
export async function seedAgendas(payload: Payload, { staffId, label }: { staffId: number; label: string }): Promise<void> {
  await payload.create({
    collection: slugs.agendas,
    data: { label, agent: staffId, isBookable: true, slotMinutes: 60, openingHours: DEMO_WEEK, daysOff: [] },
    overrideAccess: true,
  })
}
