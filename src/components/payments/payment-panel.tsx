import { useState } from 'react'
import { useSearch } from '@tanstack/react-router'
import { Check, Copy, CreditCard, Landmark } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import type { PaymentView, TransferInstructions } from '@/server/payments/payments.server'
import { payByCard, payByTransfer } from '@/server/payments/payments.functions'
import { PAYMENT_COPY as COPY } from './copy'

function CopyButton({ value, field }: { value: string; field: string }) {
  const [isCopied, setIsCopied] = useState(false)
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      aria-label={COPY.copyLabel(field)}
      onClick={() => {
        void navigator.clipboard?.writeText(value).then(() => {
          setIsCopied(true)
          window.setTimeout(() => setIsCopied(false), 2000)
        })
      }}
    >
      {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      <span aria-live="polite">{isCopied ? COPY.copied : COPY.copy}</span>
    </Button>
  )
}

function TransferDetails({ transfer }: { transfer: TransferInstructions }) {
  const rows: Array<{ key: keyof typeof COPY.transferFields; value: string }> = [
    { key: 'holder', value: transfer.holder },
    { key: 'iban', value: transfer.iban },
    { key: 'bic', value: transfer.bic },
    ...(transfer.bank ? [{ key: 'bank' as const, value: transfer.bank }] : []),
    { key: 'reference', value: transfer.reference },
    { key: 'amount', value: transfer.amountLabel },
  ]
  return (
    <section aria-labelledby="virement-titre" className="space-y-3 rounded-xl border bg-accent/40 p-4">
      <h4 id="virement-titre" className="text-lg">
        {COPY.transferTitle}
      </h4>
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr_auto] sm:items-center">
        {rows.map((row) => (
          <div key={row.key} className="contents">
            <dt className="text-sm text-muted-foreground">{COPY.transferFields[row.key]}</dt>
            <dd className="font-mono text-sm break-all">{row.value}</dd>
            <dd className="-mt-1 sm:mt-0">{row.key === 'amount' ? null : <CopyButton value={row.value} field={COPY.transferFields[row.key]} />}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm">{COPY.transferNote}</p>
    </section>
  )
}

/**
 * The payment a project's status awaits (the audit at 7, the quote at 9): its amount and the two ways to
 * pay, card or SEPA debit through Stripe Checkout, or bank transfer with the instructions to follow.
 * Coming back from Stripe (?paiement=merci) it says the payment is being confirmed; the live events
 * refresh the screen when the webhook moves the project on.
 */
export function PaymentPanel({ projectId, payment, isFrozen }: { projectId: number; payment: PaymentView; isFrozen: boolean }) {
  const search = useSearch({ strict: false }) as { paiement?: string }
  const [busy, setBusy] = useState<'card' | 'transfer' | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [transfer, setTransfer] = useState<TransferInstructions | null>(payment.transfer)
  const status = payment.current?.status

  async function onCard() {
    setBusy('card')
    setError(null)
    const result = await payByCard({ data: { projectId } }).catch(() => null)
    if (result?.ok) {
      window.location.assign(result.value.uri)
      return
    }
    setError(result ? result.error : 'Le paiement n’a pas pu démarrer. Vérifiez votre connexion et réessayez.')
    setBusy(null)
  }

  async function onTransfer() {
    setBusy('transfer')
    setError(null)
    const result = await payByTransfer({ data: { projectId } }).catch(() => null)
    if (result?.ok) setTransfer(result.value.transfer)
    else setError(result ? result.error : 'Les coordonnées n’ont pas pu être chargées. Vérifiez votre connexion et réessayez.')
    setBusy(null)
  }

  const canPay = !isFrozen && payment.amountLabel !== null && status !== 'paid' && status !== 'processing'
  return (
    <section aria-labelledby="paiement-titre" className="space-y-4 rounded-xl border p-4 sm:p-5">
      <h3 id="paiement-titre" className="text-xl">
        {COPY.title[payment.purpose]}
      </h3>
      {search.paiement === 'merci' && status !== 'paid' ? (
        <p role="status" className="rounded-lg bg-accent/60 p-3">
          {COPY.thanks}
        </p>
      ) : null}
      {search.paiement === 'annule' && status !== 'paid' ? (
        <p role="status" className="rounded-lg bg-muted p-3">
          {COPY.cancelled}
        </p>
      ) : null}
      {isFrozen ? <p>{COPY.frozen}</p> : null}
      {payment.amountLabel === null ? <p>{COPY.noAmount}</p> : <p className="text-lg font-medium">{COPY.amount(payment.amountLabel)}</p>}
      {status === 'paid' ? <p role="status">{COPY.paid}</p> : null}
      {status === 'processing' ? <p role="status">{COPY.processing}</p> : null}
      {status === 'failed' ? <p>{COPY.failed}</p> : null}
      {canPay ? (
        <div className="space-y-3">
          <p className="text-sm text-muted-foreground">{COPY.choose}</p>
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {payment.methods.includes('stripe') ? (
              <Button type="button" disabled={busy !== null} onClick={() => void onCard()}>
                {busy === 'card' ? <Spinner /> : <CreditCard aria-hidden="true" />}
                {busy === 'card' ? COPY.redirecting : COPY.payByCard}
              </Button>
            ) : null}
            <Button type="button" variant="outline" disabled={busy !== null} onClick={() => void onTransfer()}>
              {busy === 'transfer' ? <Spinner /> : <Landmark aria-hidden="true" />}
              {busy === 'transfer' ? COPY.preparing : COPY.payByTransfer}
            </Button>
          </div>
          {payment.methods.includes('stripe') ? <p className="text-xs text-muted-foreground">{COPY.payByCardHint}</p> : null}
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {transfer && status !== 'paid' ? <TransferDetails transfer={transfer} /> : null}
    </section>
  )
}
