import { describe, expect, it } from 'vitest'
import { projectListFiltersSchema } from './list-filters.ts'
import { hasActiveFilters } from './active-filters.ts'

const parse = (raw: Record<string, unknown>) => projectListFiltersSchema.safeParse(raw)

describe('the projects list filters', () => {
  it('reads apartment types repeated or comma-separated, and defaults to page 1', () => {
    expect(parse({ apartmentTypes: ['1', '3'] }).data).toEqual({ apartmentTypes: ['1', '3'], page: 1 })
    expect(parse({ apartmentTypes: '0,2', p: undefined }).data).toMatchObject({ apartmentTypes: ['0', '2'] })
    expect(parse({ apartmentTypes: '', address: '  Lyon ', visa: '4', page: '2' }).data).toEqual({ apartmentTypes: [], address: 'Lyon', visa: 4, page: 2 })
  })

  it('refuses a malformed number, an unknown status or apartment type', () => {
    for (const raw of [{ visa: '1 OR 1=1' }, { visa: '14' }, { page: '0' }, { page: '-2' }, { page: '2.5' }, { apartmentTypes: '7' }, { apartmentTypes: { $ne: 1 } }]) {
      expect(parse({ apartmentTypes: [], ...raw }).success, JSON.stringify(raw)).toBe(false)
    }
  })

  it('says when a filter is set', () => {
    expect(hasActiveFilters({ apartmentTypes: [] })).toBe(false)
    expect(hasActiveFilters({ apartmentTypes: [], address: 'Paris' })).toBe(true)
    expect(hasActiveFilters({ apartmentTypes: ['1'] })).toBe(true)
    expect(hasActiveFilters({ apartmentTypes: [], visa: 0 })).toBe(true)
  })
})
