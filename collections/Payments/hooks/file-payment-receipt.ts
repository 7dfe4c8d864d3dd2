import type { CollectionBeforeChangeHook } from 'payload'
import { slugs } from '../../slugs.ts'
import { relationId } from '../../fields/relation-id.ts'
import { loadCommitments } from '../../CompanyIdentity/commitments.server.ts'
import { loadPricingSettings } from '../../PricingGrid/price-grid.server.ts'
import type { PaymentMethod, PaymentPurpose } from '../../../src/domain/payments/index.ts'
import { DOCUMENT_COPY } from '../../../src/platform/pdf/copy.ts'
import { renderReceiptPdf } from '../../../src/platform/pdf/receipt-pdf.ts'
import { PAYMENT_METHOD_LABELS } from '../payment-labels.ts'
import { depositReceivedOf } from '../payment-notice.server.ts'

/** The file kind of a payment receipt: made by this hook alone (collections/access/can-set-file-kind.ts). */
export const RECEIPT_KIND = 'receipt' as const

/** The document a payment settles: the fee note for the audit, the quote for the quote. */
export const PAID_DOCUMENT_FIELD = { audit: 'presentationFile', quote: 'quoteFile' } as const satisfies Record<PaymentPurpose, string>

/**
 * A payment becoming paid (a provider's webhook, or staff confirming a transfer) gets its receipt: a PDF
 * « Reçu de paiement » filed with the project's documents, owned by the project's customer, and linked on
 * the payment. Written in the payment's transaction, so a payment rolled back leaves no receipt. Once per
 * payment: only on the move to 'paid' (which happens once: a paid payment never changes again), never
 * when one is linked already, and the file's `onceKey` ('receipt:{paymentId}') is unique besides.
 */
export const filePaymentReceipt: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || data.status !== 'paid' || originalDoc?.status === 'paid') return data
  if (relationId(data.receipt ?? originalDoc?.receipt) !== null) return data
  const payment = { ...originalDoc, ...data }
  const projectId = relationId(payment.project)
  if (projectId === null) return data
  const { payload } = req
  const project = await payload.findByID({
    collection: slugs.projects,
    id: projectId,
    depth: 0,
    overrideAccess: true,
    req,
    select: { title: true, address: true, owner: true, folder: true, quoteFile: true, presentationFile: true, auditAmount: true, quoteAmount: true },
  })
  const ownerId = relationId(project.owner)
  if (ownerId === null) return data
  const purpose = payment.purpose as PaymentPurpose
  const documentId = relationId(project[PAID_DOCUMENT_FIELD[purpose]])
  const [owner, paidDocument, { company }, pricing] = await Promise.all([
    payload.findByID({ collection: slugs.users, id: ownerId, depth: 0, overrideAccess: true, req, select: { firstName: true, lastName: true, email: true } }),
    documentId === null ? null : payload.findByID({ collection: slugs.files, id: documentId, depth: 0, overrideAccess: true, req, disableErrors: true, select: { filename: true } }),
    loadCommitments(payload, req),
    loadPricingSettings(payload, req),
  ])
  // A quote's deposit says so on its receipt, with the balance still due.
  const deposit = await depositReceivedOf(payload, { project, purpose, amountCents: Number(payment.amountCents), req })
  const bytes = await renderReceiptPdf({
    company,
    customer: { name: [owner.firstName, owner.lastName].filter(Boolean).join(' '), email: owner.email ?? '' },
    project: { title: project.title?.trim() || `Projet nº ${projectId}`, address: project.address ?? '' },
    payment: {
      purpose,
      amountCents: Number(payment.amountCents),
      // NOTE: the quote's deposit is split at the grid's rate, the one the generated quote applies to every line.
      vatRatePercent: purpose === 'audit' ? pricing.auditVatRatePercent : pricing.grid.vatRatePercent,
      paidAt: payment.paidAt ? new Date(payment.paidAt) : new Date(),
      methodLabel: PAYMENT_METHOD_LABELS[payment.method as PaymentMethod],
      reference: String(payment.reference),
      documentName: paidDocument?.filename ?? null,
      deposit,
    },
  })
  const folderId = relationId(project.folder)
  // NOTE: the Local API puts the upload on the request it is given (req.file), here the payment's: put back after.
  // No `context` either: it would stay on the payment's request and reach the hooks that follow (the emails).
  const requestFile = req.file
  try {
    const file = await payload.create({
      collection: slugs.files,
      data: { kind: RECEIPT_KIND, onceKey: `${RECEIPT_KIND}:${originalDoc.id}`, project: projectId as number, owner: ownerId as number, ...(folderId === null ? {} : { folder: folderId as number }) },
      file: { data: Buffer.from(bytes), mimetype: 'application/pdf', name: DOCUMENT_COPY.receipt.fileName(String(payment.reference)), size: bytes.length },
      depth: 0,
      overrideAccess: true,
      req,
    })
    return { ...data, receipt: file.id }
  } finally {
    req.file = requestFile
  }
}
