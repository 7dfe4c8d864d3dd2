import type { CollectionAfterChangeHook } from 'payload'
import { slugs } from '../../slugs.ts'
import { relationId } from '../../fields/relation-id.ts'

/**
 * Once one payment of a project's audit or quote is paid, the other ways the customer had started
 * (a transfer announced, then the card) are cancelled: nobody pays twice, and staff see what is settled.
 */
export const cancelOtherPayments: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (doc.status !== 'paid' || previousDoc?.status === 'paid') return doc
  await req.payload.update({
    collection: slugs.payments,
    where: {
      and: [
        { project: { equals: relationId(doc.project) } },
        { purpose: { equals: doc.purpose } },
        { id: { not_equals: doc.id } },
        { status: { in: ['pending', 'failed'] } },
      ],
    },
    data: { status: 'cancelled' },
    depth: 0,
    overrideAccess: true,
    req,
  })
  return doc
}
