import { describe, expect, it } from 'vitest'
import { APARTMENT_TYPE_VALUES, apartmentTypeLabel, isApartmentType } from './apartment-types.ts'

describe('apartment types', () => {
  it('are the four of spec section 1, stored as 0 to 3', () => {
    expect(APARTMENT_TYPE_VALUES).toEqual(['0', '1', '2', '3'])
  })

  it.each(['0', '1', '2', '3'])('accepts %s', (value) => {
    expect(isApartmentType(value)).toBe(true)
  })

  it.each(['4', '-1', '', 0, 1, null, undefined, ' 1'])('refuses %j', (value) => {
    expect(isApartmentType(value)).toBe(false)
  })

  it('labels each type in French and nothing else', () => {
    expect(apartmentTypeLabel('0')).toBe('Studio')
    expect(apartmentTypeLabel('3')).toBe('4 pièces et plus')
    expect(apartmentTypeLabel('4')).toBeNull()
    expect(apartmentTypeLabel(null)).toBeNull()
  })
})
