import { describe, expect, it } from 'vitest'
import { customerName } from './customer-name.ts'

describe('customerName', () => {
  it('is the first name then the last name', () => expect(customerName({ firstName: 'Marie', lastName: 'Curie', email: 'marie@exemple.fr' })).toBe('Marie Curie'))
  it('is either name alone when the other is missing or blank', () => {
    expect(customerName({ firstName: 'Marie', lastName: null })).toBe('Marie')
    expect(customerName({ firstName: '  ', lastName: 'Curie' })).toBe('Curie')
  })
  it('trims each name', () => expect(customerName({ firstName: ' Marie ', lastName: ' Curie ' })).toBe('Marie Curie'))
  it('is the email for an account without a name', () => expect(customerName({ firstName: '', lastName: '', email: 'marie@exemple.fr', username: '+33612345678' })).toBe('marie@exemple.fr'))
  it('is the sign-in phone for an account with neither a name nor an email', () => expect(customerName({ email: null, username: '+33612345678' })).toBe('+33612345678'))
  it('is empty when nothing names the customer', () => expect(customerName({})).toBe(''))
})
