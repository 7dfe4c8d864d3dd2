import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { payableMethods, quoteSplit } from './deposit.ts'

describe('the quote’s split at status 9', () => {
  it('asks the settings’ percentage of the quote as the deposit, the rest as the balance', () => {
    expect(quoteSplit({ quoteCents: 1_248_000, depositPercent: 30, balanceDue: 'instalments' })).toEqual({
      quoteCents: 1_248_000,
      depositPercent: 30,
      depositCents: 374_400,
      balanceCents: 873_600,
      balanceDue: 'instalments',
    })
  })

  it('asks the whole quote at 100 %, leaving no balance', () => {
    expect(quoteSplit({ quoteCents: 4_800_000, depositPercent: 100, balanceDue: 'handover' })).toMatchObject({ depositCents: 4_800_000, balanceCents: 0 })
  })

  it('deposit and balance always make the quote', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000_000 }), fc.integer({ min: 1, max: 100 }), (quoteCents, depositPercent) => {
        const split = quoteSplit({ quoteCents, depositPercent, balanceDue: 'instalments' })
        expect(split.depositCents + split.balanceCents).toBe(quoteCents)
        expect(split.depositCents).toBeGreaterThanOrEqual(0)
        expect(split.balanceCents).toBeGreaterThanOrEqual(0)
      }),
    )
  })
})

describe('the ways to pay', () => {
  it('stores the card as a Stripe payment, in the offer’s order', () => {
    expect(payableMethods(['card', 'transfer'])).toEqual(['stripe', 'transfer'])
    expect(payableMethods(['transfer'])).toEqual(['transfer'])
    expect(payableMethods([])).toEqual([])
  })
})
