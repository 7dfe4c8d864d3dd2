import { describe, expect, it } from 'vitest'
import { isShowingOwnerlessDrafts } from './ownerless-drafts-filter.ts'

describe('isShowingOwnerlessDrafts', () => {
  it('is false for a list opened without the parameter', () => {
    expect(isShowingOwnerlessDrafts({})).toBe(false)
    expect(isShowingOwnerlessDrafts(undefined)).toBe(false)
    expect(isShowingOwnerlessDrafts({ page: '2', sort: '-updatedAt' })).toBe(false)
  })
  it('is true when the list asks for the drafts', () => expect(isShowingOwnerlessDrafts({ brouillons: 'afficher', page: '1' })).toBe(true))
  it('is false for any other value of the parameter', () => {
    expect(isShowingOwnerlessDrafts({ brouillons: '' })).toBe(false)
    expect(isShowingOwnerlessDrafts({ brouillons: ['afficher', 'afficher'] })).toBe(false)
    expect(isShowingOwnerlessDrafts({ brouillons: 'oui' })).toBe(false)
  })
})
