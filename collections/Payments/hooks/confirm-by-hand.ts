import type { CollectionBeforeChangeHook } from 'payload'
import { ValidationError } from 'payload'
import { canConfirmByHand, type PaymentStatus } from '../../../src/domain/payments/index.ts'

export const PAYMENT_ADMIN_MESSAGES = {
  onlyPaidOrCancelled: 'À la main, un paiement ne peut être passé qu’au statut « Payé » ou « Annulé ».',
  alreadySettled: 'Ce paiement est déjà payé ou annulé : son statut ne change plus.',
} as const

type Person = { firstName?: string | null; lastName?: string | null; email?: string | null }

/**
 * Staff change a payment's status by hand to confirm a transfer received ('paid') or to cancel it; no
 * other change, and never on a payment already paid or cancelled. Confirming stamps who and when.
 * Server code (a provider's webhook) writes without a user and is not checked here.
 */
export const confirmByHand: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !req.user) return data
  const from = originalDoc?.status as PaymentStatus
  const to = (data.status ?? from) as PaymentStatus
  if (to === from) return data
  const fail = (message: string) => {
    throw new ValidationError({ errors: [{ message, path: 'status' }] }, req.t)
  }
  if (!canConfirmByHand(from)) fail(PAYMENT_ADMIN_MESSAGES.alreadySettled)
  if (to !== 'paid' && to !== 'cancelled') fail(PAYMENT_ADMIN_MESSAGES.onlyPaidOrCancelled)
  if (to === 'cancelled') return data
  const person = req.user as Person
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ').trim() || person.email || 'l’équipe'
  return { ...data, paidAt: new Date().toISOString(), confirmedBy: `Confirmé à la main par ${name}` }
}
