import type { CollectionConfig } from 'payload'
import { slugs } from '../slugs.ts'
import { isStaff } from '../access/is-staff.ts'
import { isAdmin } from '../access/is-admin.ts'
import { SYSTEM_ONLY } from '../access/field-access.ts'
import { nobody } from '../access/nobody.ts'

/** Messages sent from the contact page: stored here and emailed to the team. */
export const ContactMessages: CollectionConfig = {
  slug: slugs.contactMessages,
  labels: { singular: 'Message de contact', plural: 'Messages de contact' },
  admin: { useAsTitle: 'subject', defaultColumns: ['subject', 'name', 'email', 'handled', 'createdAt'], group: 'Administration' },
  // Written only by the contact service (system action, rate-limited); read and handled by staff.
  access: { create: () => false, read: isStaff, readVersions: nobody, update: isStaff, delete: isAdmin },
  fields: [
    { name: 'name', label: 'Nom', type: 'text', required: true },
    { name: 'email', label: 'Email', type: 'email', required: true },
    { name: 'phone', label: 'Téléphone', type: 'text' },
    { name: 'subject', label: 'Objet', type: 'text', required: true },
    { name: 'message', label: 'Message', type: 'textarea', required: true },
    { name: 'sender', label: 'Compte de l’expéditeur', type: 'relationship', relationTo: slugs.users, access: SYSTEM_ONLY, admin: { readOnly: true } },
    { name: 'handled', label: 'Traité', type: 'checkbox', defaultValue: false },
  ],
}
