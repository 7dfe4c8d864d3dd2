import { useState } from 'react'
import { useSearch } from '@tanstack/react-router'
import { Check, Copy, CreditCard, FileText, Landmark } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useServerAction } from '@/components/lib/use-server-action'
import type { DocId } from '@/domain/ids'
import type { PaymentView, TransferInstructions } from '@/server/payments/payments.server'
import { payByCard, payByTransfer } from '@/server/payments/payments.functions'
import { PAYMENT_COPY as COPY } from './copy'
import { DocumentLinks } from './document-links'

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

/** What to pay now: the audit's price, or at 9 the quote's deposit with its percentage and the balance to come. */
function AmountDue({ payment }: { payment: PaymentView }) {
  if (payment.amountLabel === null) return <p>{COPY.noAmount}</p>
  const { deposit } = payment
  if (!deposit) return <p className="text-lg font-medium">{COPY.amount(payment.amountLabel)}</p>
  const isWhole = deposit.balanceCents === 0
  return (
    <div className="space-y-1">
      <p className="text-lg font-medium">{isWhole ? COPY.amount(payment.amountLabel) : COPY.deposit.amount(payment.amountLabel)}</p>
      <p className="text-sm">{isWhole ? COPY.deposit.whole : COPY.deposit.share(deposit.percentLabel, deposit.quoteLabel)}</p>
      {isWhole ? null : <p className="text-sm">{COPY.deposit.balance(deposit.balanceLabel, deposit.balanceDueWords)}</p>}
    </div>
  )
}

/**
 * The payment a project's status awaits (the audit at 7, the quote's deposit at 9): the document it settles
 * (the fee note, the quote) to see or download, its amount (at 9 the deposit, its percentage and the balance)
 * and the ways to pay really offered: card or SEPA debit through Stripe Checkout when its keys are set, bank
 * transfer with the instructions to follow when the bank details are.
 * Coming back from Stripe (?paiement=merci) it says the payment is being confirmed; the live events
 * refresh the screen when the webhook moves the project on.
 */
export function PaymentPanel({ projectId, payment, isFrozen }: { projectId: DocId; payment: PaymentView; isFrozen: boolean }) {
  const search = useSearch({ strict: false }) as { paiement?: string }
  // NOTE: the panel says a refusal in its own alert line, beside the buttons (no toast).
  const card = useServerAction(() => payByCard({ data: { projectId } }), { shouldToast: false })
  const bankTransfer = useServerAction(() => payByTransfer({ data: { projectId } }), { shouldToast: false })
  const [isRedirecting, setIsRedirecting] = useState(false)
  const [transfer, setTransfer] = useState<TransferInstructions | null>(payment.transfer)
  const status = payment.current?.status
  const busy = card.isPending || isRedirecting ? 'card' : bankTransfer.isPending ? 'transfer' : null
  // The call that never arrived keeps the panel's own words for each button.
  const error = card.error
    ? card.error.status === 0
      ? COPY.cardNetworkError
      : card.error.message
    : bankTransfer.error
      ? bankTransfer.error.status === 0
        ? COPY.transferNetworkError
        : bankTransfer.error.message
      : null

  async function onCard() {
    bankTransfer.reset()
    const checkout = await card.run(undefined)
    if (!checkout) return
    setIsRedirecting(true)
    window.location.assign(checkout.uri)
  }

  async function onTransfer() {
    card.reset()
    const view = await bankTransfer.run(undefined)
    if (view) setTransfer(view.transfer)
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
          {COPY.cancelled(payment.methods.includes('transfer'))}
        </p>
      ) : null}
      {payment.document ? (
        <div className="space-y-2 rounded-lg bg-muted/60 p-3">
          <p className="text-sm font-medium">{COPY.document.title[payment.purpose]}</p>
          <p className="flex items-center gap-2 text-sm break-all">
            <FileText aria-hidden="true" className="size-4 shrink-0" /> {payment.document.name}
          </p>
          <DocumentLinks document={payment.document} viewLabel={COPY.document.view[payment.purpose]} downloadLabel={COPY.document.download[payment.purpose]} />
        </div>
      ) : null}
      {isFrozen ? <p>{COPY.frozen}</p> : null}
      <AmountDue payment={payment} />
      {status === 'paid' ? <p role="status">{COPY.paid}</p> : null}
      {status === 'processing' ? <p role="status">{COPY.processing}</p> : null}
      {status === 'failed' ? <p>{COPY.failed}</p> : null}
      {canPay && payment.methods.length === 0 ? <p>{COPY.noMethod}</p> : null}
      {canPay && payment.methods.length > 0 ? (
        <div className="space-y-3">
          <p className="text-sm text-muted-foreground">{COPY.choose}</p>
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {payment.methods.includes('stripe') ? (
              <Button type="button" disabled={busy !== null} onClick={() => void onCard()}>
                {busy === 'card' ? <Spinner /> : <CreditCard aria-hidden="true" />}
                {busy === 'card' ? COPY.redirecting : COPY.payByCard}
              </Button>
            ) : null}
            {payment.methods.includes('transfer') ? (
              <Button type="button" variant={payment.methods.includes('stripe') ? 'outline' : 'default'} disabled={busy !== null} onClick={() => void onTransfer()}>
                {busy === 'transfer' ? <Spinner /> : <Landmark aria-hidden="true" />}
                {busy === 'transfer' ? COPY.preparing : COPY.payByTransfer}
              </Button>
            ) : null}
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
