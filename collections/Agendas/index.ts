import type { CollectionConfig } from 'payload'
import { slugs } from '../slugs.ts'
import { isStaff } from '../access/is-staff.ts'
import { isAdmin } from '../access/is-admin.ts'
import { WEEKDAYS } from '../../src/domain/booking/index.ts'
import { isValidOpeningTime } from './validations.ts'
import { nobody } from '../access/nobody.ts'

/** Opening times are stored as « HH:MM » text and entered with the browser's time picker. */
const TIME_PICKER = '/src/admin/time-of-day/time-of-day-field.tsx#TimeOfDayField'

/**
 * When an agent or architect takes appointments: weekly opening hours in Paris time, the length of one
 * appointment and days off. Customers book the free slots of every agenda marked as open to booking.
 */
export const Agendas: CollectionConfig = {
  slug: slugs.agendas,
  labels: { singular: 'Agenda', plural: 'Agendas' },
  admin: { useAsTitle: 'label', defaultColumns: ['label', 'agent', 'slotMinutes', 'isBookable'], group: 'Suivi des projets' },
  access: { read: isStaff, readVersions: nobody, create: isStaff, update: isStaff, delete: isAdmin },
  fields: [
    { name: 'label', label: 'Nom affiché', type: 'text', required: true, admin: { description: 'Ex. : « Thomas Girard, architecte d’intérieur ».' } },
    { name: 'agent', label: 'Agent ou architecte', type: 'relationship', relationTo: slugs.users, required: true, unique: true },
    { name: 'isBookable', label: 'Ouvert à la prise de rendez-vous', type: 'checkbox', defaultValue: true, admin: { position: 'sidebar' } },
    {
      name: 'visioUrl',
      label: 'Lien de visio',
      type: 'text',
      admin: { description: 'Le lien donné aux clients qui choisissent un rendez-vous en visio. Vide : le lien par défaut (VISIO_DEFAULT_URL).' },
    },
    { name: 'slotMinutes', label: 'Durée d’un rendez-vous (minutes)', type: 'number', required: true, defaultValue: 60, min: 15, max: 240 },
    {
      name: 'openingHours',
      label: 'Disponibilités de la semaine (heure de Paris)',
      labels: { singular: 'Plage', plural: 'Plages' },
      type: 'array',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'weekday', label: 'Jour', type: 'select', required: true, options: WEEKDAYS.map(({ value, label }) => ({ value: String(value), label })) },
            { name: 'start', label: 'Heure de début', type: 'text', required: true, validate: isValidOpeningTime, admin: { components: { Field: TIME_PICKER } } },
            { name: 'end', label: 'Heure de fin', type: 'text', required: true, validate: isValidOpeningTime, admin: { components: { Field: TIME_PICKER } } },
          ],
        },
      ],
    },
    {
      name: 'daysOff',
      label: 'Jours de congé',
      labels: { singular: 'Jour', plural: 'Jours' },
      type: 'array',
      fields: [
        {
          name: 'date',
          label: 'Date',
          type: 'date',
          required: true,
          // The picker stores noon UTC of the chosen day; the booking reads it back as a Paris date (dayOffDate).
          admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMMM yyyy' } },
        },
        { name: 'reason', label: 'Motif (interne)', type: 'text' },
      ],
    },
  ],
}
