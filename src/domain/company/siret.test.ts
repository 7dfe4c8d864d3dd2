import { describe, expect, it } from 'vitest'
import { isValidSiret, normalizeSiret, siretSchema, SIRET_MESSAGES } from './siret.ts'
import { COMPANY_MESSAGES, companyFieldsSchema } from './company.ts'

describe('isValidSiret', () => {
  it.each([
    ['73282932000074', 'a real SIRET (Danone)'],
    ['44306184100047', 'a real SIRET (Google France)'],
    ['35600000000048', 'La Poste’s head office, whose checksum holds'],
    ['35600000049837', 'a La Poste establishment, checked by its digit sum'],
  ])('accepts %s (%s)', (siret) => {
    expect(isValidSiret(siret)).toBe(true)
  })

  it.each([
    ['73282932000075', 'one digit changed'],
    ['73282932000047', 'two digits swapped'],
    ['7328293200007', '13 digits'],
    ['732829320000740', '15 digits'],
    ['7328293200007A', 'a letter'],
    ['35600000049838', 'a La Poste number whose digit sum is not a multiple of 5'],
    ['44306184100045', 'another company whose digit sum is a multiple of 5 (the exception is La Poste’s alone)'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (siret) => {
    expect(isValidSiret(siret)).toBe(false)
  })
})

describe('siretSchema', () => {
  it('removes the spaces, dots and dashes people type', () => {
    expect(normalizeSiret('732 829 320-00074')).toBe('73282932000074')
    expect(siretSchema.parse(' 732.829.320 00074 ')).toBe('73282932000074')
  })

  it('says a number of the wrong length has 14 digits', () => {
    expect(siretSchema.safeParse('123').error?.issues[0]?.message).toBe(SIRET_MESSAGES.format)
  })

  it('says a 14-digit number with a wrong checksum is not valid', () => {
    expect(siretSchema.safeParse('73282932000075').error?.issues[0]?.message).toBe(SIRET_MESSAGES.checksum)
  })
})

describe('companyFieldsSchema', () => {
  it('takes no company at all', () => {
    expect(companyFieldsSchema.parse({ companySiret: '', companyName: '', companyAddress: '' })).toEqual({ companySiret: '', companyName: '', companyAddress: '' })
  })

  it('refuses a SIRET whose checksum fails', () => {
    expect(companyFieldsSchema.safeParse({ companySiret: '73282932000075', companyName: 'Danone', companyAddress: '' }).error?.issues[0]?.message).toBe(SIRET_MESSAGES.checksum)
  })

  it('asks for the company name once a SIRET is given', () => {
    const issue = companyFieldsSchema.safeParse({ companySiret: '732 829 320 00074', companyName: ' ', companyAddress: '' }).error?.issues[0]
    expect(issue?.message).toBe(COMPANY_MESSAGES.nameRequired)
    expect(issue?.path).toEqual(['companyName'])
  })
})
