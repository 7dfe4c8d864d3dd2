import type { BalanceView } from '@/server/payments/payments.server'
import { PAYMENT_COPY } from './copy'

const COPY = PAYMENT_COPY.balance

/** After the deposit (status 10 to 12): what was paid of the quote, and the balance still due with when it is paid, or that the quote is settled. */
export function BalanceDue({ balance }: { balance: BalanceView }) {
  return (
    <section aria-labelledby="solde-titre" className="space-y-2 rounded-xl border p-4 sm:p-5">
      <h3 id="solde-titre" className="text-xl">
        {COPY.title}
      </h3>
      {balance.kind === 'due' ? (
        <>
          <p>{COPY.paid(balance.paidLabel, balance.quoteLabel)}</p>
          <p className="font-medium">{COPY.due(balance.balanceLabel, balance.balanceDueWords)}</p>
        </>
      ) : (
        <p className="font-medium">{COPY.settled(balance.quoteLabel)}</p>
      )}
    </section>
  )
}
