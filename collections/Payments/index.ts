import type { CollectionConfig } from 'payload'
import { slugs } from '../slugs.ts'
import { isStaff } from '../access/is-staff.ts'
import { isStaffOrOwner } from '../access/is-staff-or-owner.ts'
import { SYSTEM_ONLY } from '../access/field-access.ts'
import { ownerField } from '../fields/owner.ts'
import { PAYMENT_METHODS, PAYMENT_PURPOSES, PAYMENT_STATUSES } from '../../src/domain/payments/index.ts'
import { confirmByHand } from './hooks/confirm-by-hand.ts'
import { requireAmountDue } from './hooks/require-amount-due.ts'
import { moveProjectOnPayment } from './hooks/move-project-on-payment.ts'
import { cancelOtherPayments } from './hooks/cancel-other-payments.ts'
import { notifyPaymentReceived } from './hooks/notify-payment-received.ts'
import { filePaymentReceipt } from './hooks/file-payment-receipt.ts'
import { PAYMENT_METHOD_LABELS, PAYMENT_PURPOSE_LABELS, PAYMENT_STATUS_LABELS } from './payment-labels.ts'
import { nobody } from '../access/nobody.ts'

export { PAYMENT_METHOD_LABELS, PAYMENT_PURPOSE_LABELS, PAYMENT_STATUS_LABELS } from './payment-labels.ts'

/**
 * The payments of a project's audit (status 7) and quote (status 9). Created by the server when the
 * customer chooses how to pay; a provider's webhook or staff (a transfer received: status 'Payé') confirm
 * them, which moves the project on. Nobody deletes a payment; staff change only its status.
 */
export const Payments: CollectionConfig = {
  slug: slugs.payments,
  labels: { singular: 'Paiement', plural: 'Paiements' },
  admin: {
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'project', 'purpose', 'method', 'amountLabel', 'status', 'paidAt'],
    group: 'Suivi des projets',
    description: 'Un virement reçu se confirme ici : passez le paiement au statut « Payé » ; le projet avance alors à l’étape suivante.',
  },
  access: { read: isStaffOrOwner, readVersions: nobody, create: () => false, update: isStaff, delete: () => false },
  defaultSort: '-createdAt',
  hooks: { beforeChange: [confirmByHand, requireAmountDue, filePaymentReceipt], afterChange: [moveProjectOnPayment, cancelOtherPayments, notifyPaymentReceived] },
  fields: [
    { name: 'reference', label: 'Référence', type: 'text', required: true, access: SYSTEM_ONLY, admin: { readOnly: true } },
    // NOTE: not required: a payment outlives its project when a customer erases it (accounting records stay).
    { name: 'project', label: 'Projet', type: 'relationship', relationTo: slugs.projects, index: true, access: SYSTEM_ONLY, admin: { readOnly: true } },
    {
      name: 'purpose',
      label: 'Objet',
      type: 'select',
      required: true,
      options: PAYMENT_PURPOSES.map((value) => ({ value, label: PAYMENT_PURPOSE_LABELS[value] })),
      access: SYSTEM_ONLY,
      admin: { readOnly: true },
    },
    {
      name: 'method',
      label: 'Moyen de paiement',
      type: 'select',
      required: true,
      options: PAYMENT_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] })),
      access: SYSTEM_ONLY,
      admin: { readOnly: true },
    },
    { name: 'amountCents', label: 'Montant (centimes)', type: 'number', required: true, min: 1, access: SYSTEM_ONLY, admin: { readOnly: true } },
    { name: 'amountLabel', label: 'Montant', type: 'text', access: SYSTEM_ONLY, admin: { readOnly: true } },
    {
      name: 'status',
      label: 'Statut',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: PAYMENT_STATUSES.map((value) => ({ value, label: PAYMENT_STATUS_LABELS[value] })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'providerSessionId',
      label: 'Session du prestataire',
      type: 'text',
      index: true,
      access: SYSTEM_ONLY,
      admin: { readOnly: true, condition: (data) => data?.method === 'stripe' },
    },
    { name: 'paidAt', label: 'Payé le', type: 'date', access: SYSTEM_ONLY, admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'confirmedBy', label: 'Confirmé par', type: 'text', access: SYSTEM_ONLY, admin: { readOnly: true, position: 'sidebar' } },
    // Filed by the product when the payment becomes paid (hooks/file-payment-receipt.ts), with the project's documents.
    { name: 'receipt', label: 'Reçu de paiement', type: 'upload', relationTo: slugs.files, access: SYSTEM_ONLY, admin: { readOnly: true, position: 'sidebar' } },
    ownerField({ required: true }),
  ],
}
