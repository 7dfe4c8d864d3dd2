import { describe, expect, it } from 'vitest'
import { isValidSiret } from '../company/index.ts'
import { balanceCents, depositCents, offeredPaymentMethods, splitInclTax, vatNumberOfSiren, type Commitments } from './commitments.ts'
import { TEST_COMMITMENTS } from './test-commitments.ts'
import { COMMITMENT_PLACEHOLDER_KEYS, commitmentText, formatAmount, formatSiret, isCommitmentPlaceholder, paymentMethodsText } from './placeholders.ts'

describe('depositCents and balanceCents', () => {
  it.each([
    [4_800_000, 30, 1_440_000],
    [4_800_000, 100, 4_800_000],
    [4_800_000, 40, 1_920_000],
    [100_001, 30, 30_000],
    [100_005, 30, 30_002],
    [333, 33.33, 111],
    [1, 1, 0],
  ])('%i cents at %d %% is a deposit of %i cents', (quote, percent, deposit) => {
    expect(depositCents(quote, percent)).toBe(deposit)
  })

  it('leaves as balance exactly what the deposit does not take', () => {
    for (const [quote, percent] of [[4_800_000, 30], [100_005, 30], [333, 33.33], [987_654_321, 37.5]] as const) {
      expect(depositCents(quote, percent) + balanceCents(quote, percent)).toBe(quote)
    }
  })

  it('leaves no balance at 100 %', () => {
    expect(balanceCents(4_800_000, 100)).toBe(0)
  })

  it.each([0, 100.01, -5, Number.NaN])('refuses a deposit of %d %%', (percent) => {
    expect(() => depositCents(1_000, percent)).toThrow(RangeError)
  })
})

describe('splitInclTax', () => {
  it.each([
    [70_000, 20, 58_333, 11_667],
    [110_000, 10, 100_000, 10_000],
    [374_415, 10, 340_377, 34_038],
    [105_50, 5.5, 100_00, 5_50],
    [1, 20, 1, 0],
    [12_345, 0, 12_345, 0],
  ])('%i cents TTC at %d %% are %i HT and %i of VAT', (inclTax, rate, exclTax, vat) => {
    expect(splitInclTax(inclTax, rate)).toEqual({ exclTax, vat })
  })
})

describe('offeredPaymentMethods', () => {
  it.each([
    [true, true, ['card', 'transfer']],
    [false, true, ['transfer']],
    [true, false, ['card']],
    [false, false, []],
  ])('card gateway %s, bank details %s: offers %j', (hasCardGateway, hasBankDetails, methods) => {
    expect(offeredPaymentMethods({ hasCardGateway, hasBankDetails })).toEqual(methods)
  })
})

describe('vatNumberOfSiren', () => {
  it('gives real companies their real VAT numbers', () => {
    expect(vatNumberOfSiren('732829320')).toBe('FR44732829320')
    expect(vatNumberOfSiren('443061841')).toBe('FR64443061841')
  })
})

const COMMITMENTS = TEST_COMMITMENTS

describe('commitmentText', () => {
  it('renders every placeholder key to a non-empty text', () => {
    for (const key of COMMITMENT_PLACEHOLDER_KEYS) expect(commitmentText(COMMITMENTS, key), key).not.toBe('')
  })

  it('prints amounts, percentages and periods the French way', () => {
    expect(commitmentText(COMMITMENTS, 'auditPrice')).toBe('700\u00a0€')
    expect(commitmentText(COMMITMENTS, 'capital')).toBe('50\u202f000\u00a0€')
    expect(commitmentText(COMMITMENTS, 'depositPercent')).toBe('30\u00a0%')
    expect(commitmentText(COMMITMENTS, 'balancePercent')).toBe('70\u00a0%')
    expect(commitmentText(COMMITMENTS, 'withdrawalPeriod')).toBe('14\u00a0jours')
    expect(commitmentText(COMMITMENTS, 'quoteValidity')).toBe('90\u00a0jours')
  })

  it('keeps a phone number on one line', () => {
    expect(commitmentText(COMMITMENTS, 'hostPhone')).toBe('09\u00a072\u00a010\u00a010\u00a007')
  })

  it('prints the SIRET in its groups and addresses on one line', () => {
    expect(commitmentText(COMMITMENTS, 'siret')).toBe('912 345 675 00017')
    expect(commitmentText(COMMITMENTS, 'hostAddress')).toBe('2 rue Kellermann, 59100 Roubaix')
  })

  it('follows the settings: a 40 % deposit, a balance at handover, card and transfer', () => {
    const changed: Commitments = { ...COMMITMENTS, terms: { ...COMMITMENTS.terms, depositPercent: 40, balanceDue: 'handover', paymentMethods: ['card', 'transfer'] } }
    expect(commitmentText(changed, 'depositPercent')).toBe('40\u00a0%')
    expect(commitmentText(changed, 'balancePercent')).toBe('60\u00a0%')
    expect(commitmentText(changed, 'balanceDue')).toBe('à la réception des travaux')
    expect(commitmentText(changed, 'paymentMethods')).toBe('carte ou prélèvement SEPA, ou virement bancaire')
    expect(commitmentText(changed, 'balance')).toBe('le solde, soit 60\u00a0% du montant TTC du devis, payable à la réception des travaux')
  })

  it('says there is no balance when the deposit is the whole quote, never « 0 % »', () => {
    const whole: Commitments = { ...COMMITMENTS, terms: { ...COMMITMENTS.terms, depositPercent: 100 } }
    expect(commitmentText(whole, 'balance')).toBe('pas de solde\u00a0: l’acompte couvre la totalité du montant TTC du devis')
    expect(commitmentText(whole, 'balance')).not.toMatch(/0\u00a0%/)
  })
})

describe('formatting helpers', () => {
  it('names one method alone, and promises none when none is configured', () => {
    expect(paymentMethodsText(['transfer'])).toBe('virement bancaire')
    expect(paymentMethodsText([])).not.toMatch(/carte|virement/)
  })

  it('drops the cents of a whole amount only', () => {
    expect(formatAmount(70_050)).toBe('700,50\u00a0€')
    expect(formatAmount(70_000)).toBe('700\u00a0€')
  })

  it('leaves a malformed SIRET as typed', () => {
    expect(formatSiret('123')).toBe('123')
  })

  it('knows its keys and nothing else', () => {
    expect(isCommitmentPlaceholder('siret')).toBe(true)
    expect(isCommitmentPlaceholder('toString')).toBe(false)
    expect(isCommitmentPlaceholder(undefined)).toBe(false)
  })

  it('demo SIRET of the tests is a valid one', () => {
    expect(isValidSiret(COMMITMENTS.company.siret)).toBe(true)
    expect(vatNumberOfSiren(COMMITMENTS.company.siret.slice(0, 9))).toBe(COMMITMENTS.company.vatNumber)
  })
})
