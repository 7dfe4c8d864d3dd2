import type { CollectionConfig } from 'payload'
import { slugs } from '../slugs.ts'
import { isStaff } from '../access/is-staff.ts'
import { isAdmin } from '../access/is-admin.ts'
import { isStaffOrOwner } from '../access/is-staff-or-owner.ts'
import { SYSTEM_ONLY } from '../access/field-access.ts'
import { setOwnerFromProject } from '../hooks/set-owner-from-project.ts'
import { ownerField } from '../fields/owner.ts'
import { APPOINTMENT_FORMAT_LABELS, APPOINTMENT_FORMATS } from '../../src/domain/booking/appointment-place.ts'
import { nobody } from '../access/nobody.ts'

export const APPOINTMENT_STATUSES = [
  { value: 'booked', label: 'Réservé' },
  { value: 'cancelled', label: 'Annulé' },
] as const

/**
 * An appointment a customer booked for their project (src/server/booking). Created and moved only by the
 * booking service; staff read their agenda here and may correct or cancel.
 */
export const Appointments: CollectionConfig = {
  slug: slugs.appointments,
  labels: { singular: 'Rendez-vous', plural: 'Rendez-vous' },
  admin: { useAsTitle: 'start', defaultColumns: ['start', 'agent', 'project', 'owner', 'status'], group: 'Suivi des projets', listSearchableFields: ['project'] },
  defaultSort: 'start',
  access: { read: isStaffOrOwner, readVersions: nobody, create: isStaff, update: isStaff, delete: isAdmin },
  hooks: { beforeChange: [setOwnerFromProject] },
  fields: [
    { name: 'project', label: 'Projet', type: 'relationship', relationTo: slugs.projects, required: true, index: true },
    { name: 'agent', label: 'Agent ou architecte', type: 'relationship', relationTo: slugs.users, required: true, index: true },
    {
      name: 'start',
      label: 'Début',
      type: 'date',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm', timeIntervals: 15 } },
    },
    { name: 'end', label: 'Fin', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm' } } },
    { name: 'status', label: 'Statut', type: 'select', required: true, defaultValue: 'booked', options: [...APPOINTMENT_STATUSES], index: true },
    {
      name: 'format',
      label: 'Format',
      type: 'select',
      required: true,
      defaultValue: 'sur-place',
      options: APPOINTMENT_FORMATS.map((value) => ({ value, label: APPOINTMENT_FORMAT_LABELS[value] })),
    },
    {
      name: 'place',
      label: 'Lieu ou lien de visio',
      type: 'text',
      admin: { description: 'L’adresse du projet sur place ; le lien de visio de l’agenda (ou celui par défaut) en visio. Corrigez-le ici si besoin.' },
    },
    {
      name: 'confirmedAt',
      label: 'Confirmé par le client le',
      type: 'date',
      // NOTE: set when the customer confirms the booking with « Terminer » (the project's 3 -> 4); cancelling
      // a confirmed appointment moves the project back to 3 while it is still at 4.
      access: SYSTEM_ONLY,
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm' } },
    },
    {
      name: 'slotKey',
      label: 'Créneau réservé',
      type: 'text',
      // NOTE: one booked appointment per agent and start: the database refuses a second one (two customers
      // racing for one slot), and a cancelled appointment gives its slot back by clearing this key.
      unique: true,
      access: SYSTEM_ONLY,
      admin: { readOnly: true, hidden: true },
    },
    { name: 'sequence', label: 'Version de l’invitation', type: 'number', defaultValue: 0, access: SYSTEM_ONLY, admin: { readOnly: true, position: 'sidebar' } },
    ownerField({ required: true }),
  ],
}
