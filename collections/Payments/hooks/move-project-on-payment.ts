import type { CollectionAfterChangeHook } from 'payload'
import { slugs } from '../../slugs.ts'
import { relationId } from '../../fields/relation-id.ts'
import { PAYMENT_CONFIRMED_REASONS, statusAfterPayment, type PaymentPurpose } from '../../../src/domain/payments/index.ts'

/**
 * A payment just became paid: its project moves on (7 -> 8 for the audit, 9 -> 10 for the quote), in
 * the same transaction, as staff when staff confirmed it and as the system for a provider's webhook.
 * A project no longer at the awaited status (staff moved it meanwhile) is left as it is.
 */
export const moveProjectOnPayment: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (doc.status !== 'paid' || previousDoc?.status === 'paid') return doc
  const projectId = relationId(doc.project)
  if (projectId === null) return doc
  const { from, to } = statusAfterPayment(doc.purpose as PaymentPurpose)
  const project = await req.payload.findByID({ collection: slugs.projects, id: projectId, depth: 0, overrideAccess: true, req, select: { status: true } })
  if (project.status !== from) {
    req.payload.logger.warn({ paymentId: doc.id, projectId, status: project.status }, 'Paiement confirmé pour un projet qui n’attendait plus ce paiement : statut inchangé')
    return doc
  }
  await req.payload.update({
    collection: slugs.projects,
    id: projectId,
    data: { status: to },
    depth: 0,
    overrideAccess: true,
    req,
    context: { ...(req.user ? {} : { actor: 'system' }), reason: `${PAYMENT_CONFIRMED_REASONS[doc.purpose as PaymentPurpose]} (${doc.reference}).` },
  })
  return doc
}
