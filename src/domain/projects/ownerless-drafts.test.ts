import { describe, expect, it } from 'vitest'
import { ownerlessDraftCutoff } from './ownerless-drafts.ts'

describe('ownerless drafts', () => {
  it('are due for removal 30 days after their last change', () => {
    expect(ownerlessDraftCutoff(new Date('2026-07-31T12:00:00Z')).toISOString()).toBe('2026-07-01T12:00:00.000Z')
  })
})
