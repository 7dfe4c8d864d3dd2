import { describe, expect, it } from 'vitest'
import { commitmentText, PAYMENT_METHOD_TEXT, paymentMethodsText, type Commitments, type PaymentMethodOffered } from '../../domain/commitments/index.ts'
import { TEST_COMMITMENTS } from '../../domain/commitments/test-commitments.ts'
import { projectProgress } from '../../domain/workflow/index.ts'
import { statusNoticeEmail } from '../../platform/mail/project-templates.ts'
import { PAYMENT_COPY } from './copy'

describe('the ways to pay, named once (issue #36)', () => {
  it('are named identically by the payment panel’s buttons, the audit’s email and the CGV', () => {
    const methods: PaymentMethodOffered[] = ['card', 'transfer']
    const commitments: Commitments = { ...TEST_COMMITMENTS, terms: { ...TEST_COMMITMENTS.terms, paymentMethods: methods } }
    const email = statusNoticeEmail({
      notice: 'auditFeeDue',
      projectTitle: 'Loft Paradis',
      url: 'https://maisonnee.test/project/1',
      payment: { amountLabel: '700,00\u00a0€', deposit: null, methodsText: paymentMethodsText(methods) },
      progress: projectProgress({ visa: 7, statusBeforeException: null }),
      settingsUrl: 'https://maisonnee.test/account',
    })
    const cgv = commitmentText(commitments, 'paymentMethods')
    expect(PAYMENT_COPY.payByCard).toBe(`Payer par ${PAYMENT_METHOD_TEXT.card}`)
    expect(PAYMENT_COPY.payByTransfer).toBe(`Payer par ${PAYMENT_METHOD_TEXT.transfer}`)
    for (const method of methods) {
      expect(email.text, method).toContain(PAYMENT_METHOD_TEXT[method])
      expect(cgv, method).toContain(PAYMENT_METHOD_TEXT[method])
    }
    // What Stripe Checkout offers (card and SEPA debit), said as such.
    expect(PAYMENT_METHOD_TEXT.card).toBe('carte ou prélèvement SEPA')
    expect(cgv).toBe('carte ou prélèvement SEPA, ou virement bancaire')
  })
})
