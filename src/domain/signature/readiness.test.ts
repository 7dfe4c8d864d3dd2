import { describe, expect, it } from 'vitest'
import { PROJECT_STATUS_VALUES } from '../workflow/index.ts'
import { SIGNATURE_MISSING_MESSAGES, signatureReadiness, type SignatureFacts } from './readiness.ts'

const ready: SignatureFacts = { status: 10, hasQuote: true, hasFeePresentation: true }

describe('signatureReadiness', () => {
  it('lets the customer sign at 10 (the deposit paid) with the quote and the fee presentation', () => {
    expect(signatureReadiness(ready)).toEqual({ canSign: true, isSigned: false, missing: [] })
  })

  it.each([
    ['the quote', { hasQuote: false }, ['quote']],
    ['the fee presentation', { hasFeePresentation: false }, ['feePresentation']],
    ['both documents', { hasQuote: false, hasFeePresentation: false }, ['quote', 'feePresentation']],
  ] as const)('at 10 without %s, says what is missing and does not let sign', (_name, change, missing) => {
    expect(signatureReadiness({ ...ready, ...change })).toEqual({ canSign: false, isSigned: false, missing })
  })

  it('at 9 with both documents, the deposit is still due (what the old « Passer à la signature » skipped)', () => {
    expect(signatureReadiness({ ...ready, status: 9 })).toEqual({ canSign: false, isSigned: false, missing: ['deposit'] })
  })

  it('at 9 without the fee presentation, says it and the deposit', () => {
    expect(signatureReadiness({ ...ready, status: 9, hasFeePresentation: false }).missing).toEqual(['feePresentation', 'deposit'])
  })

  it('at 8 the quote and the fee presentation are awaited, then the deposit', () => {
    expect(signatureReadiness({ status: 8, hasQuote: false, hasFeePresentation: false }).missing).toEqual(['quote', 'feePresentation', 'deposit'])
  })

  it.each(PROJECT_STATUS_VALUES.filter((status) => status < 8))('at %i the audit comes first', (status) => {
    expect(signatureReadiness({ status, hasQuote: false, hasFeePresentation: false }).missing).toEqual(['audit', 'quote', 'feePresentation', 'deposit'])
  })

  it.each([11, 12] as const)('at %i the signature is done: nothing to sign, nothing missing', (status) => {
    expect(signatureReadiness({ ...ready, status })).toEqual({ canSign: false, isSigned: true, missing: [] })
  })

  it('on hold at 10 with everything there, says the project is suspended and does not let sign', () => {
    expect(signatureReadiness({ ...ready, status: 13, statusBeforeException: 10 })).toEqual({ canSign: false, isSigned: false, missing: ['suspended'] })
  })

  it('on hold at 9, says both the deposit and the suspension', () => {
    expect(signatureReadiness({ ...ready, status: 13, statusBeforeException: 9 }).missing).toEqual(['deposit', 'suspended'])
  })

  it('on hold after the signature, reads as signed', () => {
    expect(signatureReadiness({ ...ready, status: 13, statusBeforeException: 11 }).isSigned).toBe(true)
  })

  it('can sign at no status but 10, even with both documents', () => {
    expect(PROJECT_STATUS_VALUES.filter((status) => signatureReadiness({ ...ready, status }).canSign)).toEqual([10])
  })

  it('has a French sentence for each missing piece, with French typography', () => {
    for (const message of Object.values(SIGNATURE_MISSING_MESSAGES)) {
      expect(message).toMatch(/^[A-ZÀ-Ý].*\.$/u)
      expect(message).not.toMatch(/'/)
      expect(message).not.toMatch(/ :/)
    }
    expect(SIGNATURE_MISSING_MESSAGES.quote).toBe('Le devis n’est pas encore disponible.')
    expect(SIGNATURE_MISSING_MESSAGES.deposit).toBe('L’acompte reste à régler.')
  })
})
