import type { CollectionAfterChangeHook } from 'payload'
import { relationId } from '../../fields/relation-id.ts'
import { slugs } from '../../slugs.ts'
import type { PaymentPurpose } from '../../../src/domain/payments/index.ts'
import { sendPaymentReceivedEmail } from '../../../src/server/mail/project-emails.ts'
import { afterCommit } from '../../../src/server/live/after-commit.ts'

/**
 * Emails the customer a receipt once a payment becomes paid (a receipt is sent whatever the notification
 * setting: it is the record of a payment). Sent after the commit; a mail server that cannot be reached is
 * logged and undoes nothing.
 */
export const notifyPaymentReceived: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (doc.status !== 'paid' || previousDoc?.status === 'paid') return doc
  const ownerId = relationId(doc.owner)
  const projectId = relationId(doc.project)
  if (ownerId === null || projectId === null) return doc
  await afterCommit(req, async () => {
    try {
      const owner = await req.payload.findByID({ collection: slugs.users, id: ownerId, depth: 0, overrideAccess: true, select: { email: true, firstName: true } })
      const project = await req.payload.findByID({ collection: slugs.projects, id: projectId, depth: 0, overrideAccess: true, select: { title: true } })
      await sendPaymentReceivedEmail(req.payload, {
        to: owner.email,
        firstName: owner.firstName,
        projectId,
        projectTitle: project.title?.trim() || `Projet nº ${projectId}`,
        purpose: doc.purpose as PaymentPurpose,
        amountLabel: doc.amountLabel ?? '',
        reference: doc.reference,
      })
    } catch (error) {
      req.payload.logger.error({ err: error, paymentId: doc.id }, 'Email « paiement reçu » non envoyé')
    }
  })
  return doc
}
