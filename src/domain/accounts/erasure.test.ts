import { describe, expect, it } from 'vitest'
import { isContractSigned } from './erasure.ts'

describe('isContractSigned', () => {
  it.each([0, 1, 2, 5, 9, 10])('says status %i has no signed contract', (status) => {
    expect(isContractSigned({ status })).toBe(false)
  })

  it.each([11, 12])('says status %i has a signed contract', (status) => {
    expect(isContractSigned({ status })).toBe(true)
  })

  it('reads a project on hold by the status it holds', () => {
    expect(isContractSigned({ status: 13, statusBeforeException: 11 })).toBe(true)
    expect(isContractSigned({ status: 13, statusBeforeException: 10 })).toBe(false)
    expect(isContractSigned({ status: 13, statusBeforeException: null })).toBe(false)
  })
})
