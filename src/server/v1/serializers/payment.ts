import type { PaymentView } from '../../payments/payments.server.ts'

/** The payment a project awaits, on the wire (snake_case, as every /v1 entity). */
export function toWirePaymentView(view: PaymentView | null) {
  if (!view) return null
  return {
    payment_purpose: view.purpose,
    payment_purpose_label: view.purposeLabel,
    payment_amount: view.amountCents,
    payment_amount_label: view.amountLabel,
    payment_methods: view.methods,
    // At 9 (design/workflow.md): the deposit asked now is payment_amount; the quote, its percentage and the balance.
    payment_deposit: view.deposit
      ? {
          quote_amount_label: view.deposit.quoteLabel,
          percent: view.deposit.percent,
          percent_label: view.deposit.percentLabel,
          balance: view.deposit.balanceCents,
          balance_label: view.deposit.balanceLabel,
          balance_due: view.deposit.balanceDueWords,
        }
      : null,
    payment_current: view.current
      ? {
          method: view.current.method,
          method_label: view.current.methodLabel,
          status: view.current.status,
          status_label: view.current.statusLabel,
          reference: view.current.reference,
        }
      : null,
    payment_transfer: view.transfer
      ? {
          holder: view.transfer.holder,
          iban: view.transfer.iban,
          bic: view.transfer.bic,
          bank: view.transfer.bank,
          reference: view.transfer.reference,
          amount_label: view.transfer.amountLabel,
        }
      : null,
    payment_document: view.document ? { name: view.document.name, view_url: view.document.viewUrl, download_url: view.document.downloadUrl } : null,
  }
}
