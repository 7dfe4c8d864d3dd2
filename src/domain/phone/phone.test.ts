import { describe, expect, it } from 'vitest'
import { looksLikePhone, maskPhone, toE164Phone } from './phone.ts'

describe('toE164Phone', () => {
  it.each([
    ['06 12 34 56 78', '+33612345678'],
    ['0612345678', '+33612345678'],
    ['06.12.34.56.78', '+33612345678'],
    ['+33 6 12 34 56 78', '+33612345678'],
    ['0033612345678', '+33612345678'],
    ['+41 79 123 45 67', '+41791234567'],
  ])('reads %j as %j', (typed, e164) => {
    expect(toE164Phone(typed)).toBe(e164)
  })

  it.each(['', '123', '612345678', '+0612345678', '06 12 34', 'abc', '+3361234567890123', '+33 6 12 34 56 7', '+33 06 12 34 56 78', '+33012345678'])('refuses %j', (typed) => {
    expect(toE164Phone(typed)).toBeNull()
  })
})

describe('looksLikePhone', () => {
  it('tells a phone from an email', () => {
    expect(looksLikePhone(' 06 12 34 56 78 ')).toBe(true)
    expect(looksLikePhone('+33612345678')).toBe(true)
    expect(looksLikePhone('marie@exemple.fr')).toBe(false)
    expect(looksLikePhone('')).toBe(false)
  })
})

describe('maskPhone', () => {
  it('keeps the country code and the last two digits only', () => {
    expect(maskPhone('+33612345678')).toBe('+33•••••••78')
    expect(maskPhone('+33612345678')).not.toContain('1234')
  })
})
