import type { CollectionConfig } from 'payload'
import { slugs } from '../slugs.ts'
import { isStaff } from '../access/is-staff.ts'
import { nobody } from '../access/nobody.ts'

/**
 * Each payment-provider event received, once: the unique event id makes a second delivery of the same
 * webhook a no-op, even when two deliveries arrive together. Written by the webhook handler only.
 */
export const PaymentEvents: CollectionConfig = {
  slug: slugs.paymentEvents,
  labels: { singular: 'Événement de paiement', plural: 'Événements de paiement' },
  admin: { useAsTitle: 'eventId', defaultColumns: ['eventId', 'type', 'payment', 'outcome', 'createdAt'], group: 'Suivi des projets' },
  access: { read: isStaff, readVersions: nobody, create: () => false, update: () => false, delete: () => false },
  defaultSort: '-createdAt',
  fields: [
    { name: 'eventId', label: 'Identifiant de l’événement', type: 'text', required: true, unique: true },
    { name: 'type', label: 'Type', type: 'text', required: true },
    { name: 'payment', label: 'Paiement', type: 'relationship', relationTo: slugs.payments, index: true },
    { name: 'outcome', label: 'Effet', type: 'text' },
  ],
}
