import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  PAYMENT_STATUSES,
  applyPaymentEvent,
  checkoutMismatches,
  canConfirmByHand,
  paymentPurposeAt,
  statusAfterPayment,
  transferReference,
  type PaymentEvent,
  type PaymentStatus,
} from './payments.ts'
import { PROJECT_STATUS_VALUES } from '../workflow/index.ts'

describe('the payment a status awaits', () => {
  it.each([
    [7, 'audit'],
    [9, 'quote'],
  ] as const)('status %i awaits the %s payment', (visa, purpose) => {
    expect(paymentPurposeAt(visa)).toBe(purpose)
  })

  it('no other status awaits a payment', () => {
    expect(PROJECT_STATUS_VALUES.filter((visa) => paymentPurposeAt(visa) !== null)).toEqual([7, 9])
  })

  it('a confirmed payment moves the project one row on', () => {
    expect(statusAfterPayment('audit')).toEqual({ from: 7, to: 8 })
    expect(statusAfterPayment('quote')).toEqual({ from: 9, to: 10 })
  })
})

describe('how an event changes a payment', () => {
  const cases: Array<[PaymentStatus, PaymentEvent, PaymentStatus, boolean]> = [
    ['pending', { type: 'completed', paid: true }, 'paid', true],
    ['pending', { type: 'completed', paid: false }, 'processing', false],
    ['processing', { type: 'async-succeeded' }, 'paid', true],
    ['processing', { type: 'async-failed' }, 'failed', false],
    ['pending', { type: 'expired' }, 'failed', false],
    ['processing', { type: 'expired' }, 'processing', false],
    // Replays and late events: a paid payment stays paid and is never confirmed twice.
    ['paid', { type: 'completed', paid: true }, 'paid', false],
    ['paid', { type: 'async-succeeded' }, 'paid', false],
    ['paid', { type: 'async-failed' }, 'paid', false],
    ['paid', { type: 'expired' }, 'paid', false],
    ['cancelled', { type: 'completed', paid: true }, 'cancelled', false],
    // A customer who retries after a failed debit and pays.
    ['failed', { type: 'completed', paid: true }, 'paid', true],
  ]
  it.each(cases)('%s + %j -> %s (confirm: %s)', (status, event, next, confirm) => {
    expect(applyPaymentEvent(status, event)).toEqual({ status: next, confirm })
  })

  const anyEvent = fc.oneof(
    fc.boolean().map((paid): PaymentEvent => ({ type: 'completed', paid })),
    fc.constantFrom<PaymentEvent>({ type: 'async-succeeded' }, { type: 'async-failed' }, { type: 'expired' }),
  )
  it('confirms at most once whatever the events and their order, replays included', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PAYMENT_STATUSES), fc.array(anyEvent, { maxLength: 12 }), (start, events) => {
        let status = start
        let confirmations = 0
        for (const event of events) {
          const next = applyPaymentEvent(status, event)
          if (next.confirm) confirmations++
          status = next.status
        }
        expect(confirmations).toBeLessThanOrEqual(start === 'paid' || start === 'cancelled' ? 0 : 1)
        if (confirmations === 1) expect(status).toBe('paid')
      }),
    )
  })

  it('lets staff confirm by hand only what is not paid or cancelled', () => {
    expect(PAYMENT_STATUSES.filter(canConfirmByHand)).toEqual(['pending', 'processing', 'failed'])
  })
})

describe('references', () => {
  it('gives one stable transfer reference per project and purpose', () => {
    expect(transferReference(42, 'audit')).toBe('MAISONNEE-000042-AUDIT')
    expect(transferReference('1234567', 'quote')).toBe('MAISONNEE-1234567-DEVIS')
  })
})

describe('checkoutMismatches', () => {
  const payment = { providerSessionId: 'cs_1', amountCents: 70_000 }
  const checkout = { sessionId: 'cs_1', amountCents: 70_000, currency: 'eur' }

  it('finds nothing when the session, the amount and the currency match', () => {
    expect(checkoutMismatches({ payment, checkout })).toEqual([])
    expect(checkoutMismatches({ payment, checkout: { ...checkout, currency: 'EUR' } })).toEqual([])
  })

  it.each([
    [{ sessionId: 'cs_other' }, ['session']],
    [{ sessionId: null }, ['session']],
    [{ amountCents: 100 }, ['amount']],
    [{ amountCents: null }, ['amount']],
    [{ currency: 'usd' }, ['currency']],
    [{ currency: null }, ['currency']],
    [{ sessionId: 'cs_other', amountCents: 1, currency: 'gbp' }, ['session', 'amount', 'currency']],
  ])('names what differs: %j', (change, expected) => {
    expect(checkoutMismatches({ payment, checkout: { ...checkout, ...change } })).toEqual(expected)
  })

  it('matches no checkout when the payment recorded no session', () => {
    expect(checkoutMismatches({ payment: { providerSessionId: null, amountCents: 70_000 }, checkout })).toEqual(['session'])
    expect(checkoutMismatches({ payment: { amountCents: 70_000 }, checkout: { ...checkout, sessionId: null } })).toEqual(['session'])
  })
})
