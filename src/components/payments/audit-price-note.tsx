import { PAYMENT_COPY } from './copy'

const COPY = PAYMENT_COPY.auditPrice

/**
 * The audit's price and its terms (CGV article 3, linked), said before the customer books the appointment
 * (`before="booking"`) and before they validate a style (`before="style"`).
 */
export function AuditPriceNote({ priceLabel, before, className }: { priceLabel: string; before: 'booking' | 'style'; className?: string }) {
  return (
    <p className={className}>
      {before === 'booking' ? COPY.beforeBooking(priceLabel) : COPY.beforeStyle(priceLabel)}
      {' ('}
      <a href={COPY.termsHref} target="_blank" rel="noopener" className="text-primary underline underline-offset-4">
        {COPY.terms}
      </a>
      {').'}
    </p>
  )
}
