import { describe, expect, it } from 'vitest'
import { sqliteSynchronousOf } from './sqlite-synchronous.ts'

describe('SQLITE_SYNCHRONOUS', () => {
  it('is NORMAL unless FULL is asked for', () => {
    expect(sqliteSynchronousOf(undefined)).toBe('NORMAL')
    expect(sqliteSynchronousOf('')).toBe('NORMAL')
    expect(sqliteSynchronousOf('NORMAL')).toBe('NORMAL')
    expect(sqliteSynchronousOf('FULL')).toBe('FULL')
  })

  it('refuses any other value rather than guess (OFF would lose commits on a crash of the process)', () => {
    for (const value of ['OFF', 'EXTRA', 'full', '2']) expect(() => sqliteSynchronousOf(value)).toThrow(`SQLITE_SYNCHRONOUS must be NORMAL or FULL (got "${value}")`)
  })
})
