import { describe, expect, it } from 'vitest'
import { DomainError } from '../errors.ts'
import { assertCustomerMayWrite, customerMayWrite, PROJECT_FROZEN_MESSAGE, ProjectFrozenError } from './customer-writes.ts'

const STATUSES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13] as const

describe('customerMayWrite', () => {
  it.each(STATUSES.map((visa) => [visa, visa !== 13] as const))('at %i is %s', (visa, expected) => {
    expect(customerMayWrite(visa)).toBe(expected)
  })
})

describe('assertCustomerMayWrite', () => {
  it.each(STATUSES.filter((visa) => visa !== 13))('lets a write through at %i', (visa) => {
    expect(() => assertCustomerMayWrite(visa)).not.toThrow()
  })

  it('refuses at 13 with a ProjectFrozenError: a 422 domain error with the suspension message in French', () => {
    let thrown: unknown
    try {
      assertCustomerMayWrite(13)
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(ProjectFrozenError)
    expect(thrown).toBeInstanceOf(DomainError)
    expect(thrown).toMatchObject({ status: 422, field: 'status', message: 'Votre projet est momentanément suspendu par notre équipe\u00a0: aucune action n’est possible pour le moment.' })
    expect((thrown as Error).message).toBe(PROJECT_FROZEN_MESSAGE)
  })
})
