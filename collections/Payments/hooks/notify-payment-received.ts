import type { CollectionAfterChangeHook } from 'payload'
import { relationId } from '../../fields/relation-id.ts'
import { slugs } from '../../slugs.ts'
import type { PaymentPurpose } from '../../../src/domain/payments/index.ts'
import { sendPaymentReceivedEmail } from '../../../src/platform/mail/project-emails.ts'
import { emailOrSkip } from '../../../src/platform/mail/recipient.ts'
import { depositReceivedOf } from '../payment-notice.server.ts'

/**
 * Emails the customer a receipt once a payment becomes paid (a receipt is sent whatever the notification
 * setting: it is the record of a payment); a quote's deposit says its percentage and the balance still due. The email is queued in the payment's transaction: sent once
 * the payment is saved, never for one rolled back; a mail server that cannot be reached only delays it.
 */
export const notifyPaymentReceived: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (doc.status !== 'paid' || previousDoc?.status === 'paid') return doc
  const ownerId = relationId(doc.owner)
  const projectId = relationId(doc.project)
  if (ownerId === null || projectId === null) return doc
  const owner = await req.payload.findByID({ collection: slugs.users, id: ownerId, depth: 0, overrideAccess: true, select: { email: true, username: true, firstName: true }, req })
  const project = await req.payload.findByID({ collection: slugs.projects, id: projectId, depth: 0, overrideAccess: true, select: { title: true, auditAmount: true, quoteAmount: true }, req })
  const to = emailOrSkip(req.payload, owner, 'Email « paiement reçu »')
  if (to === null) return doc
  const purpose = doc.purpose as PaymentPurpose
  const deposit = await depositReceivedOf(req.payload, { project, purpose, amountCents: Number(doc.amountCents), req })
  await sendPaymentReceivedEmail(
    req.payload,
    {
      to,
      firstName: owner.firstName,
      projectId,
      projectTitle: project.title?.trim() || `Projet nº ${projectId}`,
      purpose,
      amountLabel: doc.amountLabel ?? '',
      reference: doc.reference,
      deposit,
    },
    { req },
  )
  return doc
}
