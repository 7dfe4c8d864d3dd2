import { CircleCheck, FileText } from 'lucide-react'
import type { PaymentPurpose } from '@/domain/payments'
import type { SettledPayment } from '@/server/payments/payments.server'
import { DocumentLinks } from './document-links'
import { PAYMENT_COPY } from './copy'

const COPY = PAYMENT_COPY.made

/**
 * 'Vos règlements': the payments made for one purpose (the audit, the quote), each with its amount, its
 * method and reference, the document it paid and its receipt (« Reçu de paiement »), to see or download.
 */
export function PaymentsMade({ payments, purpose }: { payments: SettledPayment[]; purpose: PaymentPurpose }) {
  const made = payments.filter((payment) => payment.purpose === purpose)
  if (made.length === 0) return null
  return (
    <section aria-labelledby={`reglements-${purpose}`} className="space-y-3 rounded-xl border p-4 sm:p-5">
      <h3 id={`reglements-${purpose}`} className="text-xl">
        {COPY.title}
      </h3>
      <ul className="space-y-4">
        {made.map((payment) => (
          <li key={payment.id} className="space-y-3">
            <p className="flex items-start gap-2 font-medium">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <span>
                {payment.isDeposit ? COPY.paid.deposit : COPY.paid[payment.purpose]}
                {payment.paidOnLabel ? ` ${COPY.paidOn(payment.paidOnLabel)}` : ''}
              </span>
            </p>
            <p className="text-sm">{COPY.details(payment.amountLabel, payment.methodLabel)}</p>
            <p className="text-sm break-all text-muted-foreground">{COPY.reference(payment.reference)}</p>
            {payment.document ? (
              <div className="space-y-2">
                <p className="flex items-center gap-2 text-sm break-all">
                  <FileText aria-hidden="true" className="size-4 shrink-0" /> {payment.document.name}
                </p>
                <DocumentLinks document={payment.document} viewLabel={PAYMENT_COPY.document.view[payment.purpose]} downloadLabel={PAYMENT_COPY.document.download[payment.purpose]} />
              </div>
            ) : null}
            {payment.receipt ? (
              <div className="space-y-2">
                <p className="flex items-center gap-2 text-sm break-all">
                  <FileText aria-hidden="true" className="size-4 shrink-0" /> {payment.receipt.name}
                </p>
                <DocumentLinks document={payment.receipt} viewLabel={COPY.receiptView} downloadLabel={COPY.receiptDownload} />
              </div>
            ) : (
              <p className="text-sm text-muted-foreground">{COPY.noReceipt}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
