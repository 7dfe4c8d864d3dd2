import { describe, expect, it } from 'vitest'
import { isDatabaseUnreachable } from './unreachable'

const withCode = (code: string, message = 'échec') => Object.assign(new Error(message), { code })

describe('isDatabaseUnreachable', () => {
  it('knows a refused or dropped connection, PostgreSQL restarting and MongoDB’s network errors', () => {
    expect(isDatabaseUnreachable(withCode('ECONNREFUSED'))).toBe(true)
    expect(isDatabaseUnreachable(withCode('57P01', 'terminating connection due to administrator command'))).toBe(true)
    expect(isDatabaseUnreachable(withCode('08006'))).toBe(true)
    expect(isDatabaseUnreachable(new Error('Connection terminated unexpectedly'))).toBe(true)
    expect(isDatabaseUnreachable(Object.assign(new Error('x'), { name: 'MongoServerSelectionError' }))).toBe(true)
  })

  it('finds it under a wrapper’s cause and in an AggregateError', () => {
    expect(isDatabaseUnreachable(new Error('Failed query', { cause: withCode('ECONNREFUSED') }))).toBe(true)
    expect(isDatabaseUnreachable(new AggregateError([new Error('a'), withCode('ECONNRESET')], 'connect'))).toBe(true)
  })

  it('leaves the request’s own faults alone: a unique key, a bad value, a missing table, anything else', () => {
    expect(isDatabaseUnreachable(withCode('23505', 'duplicate key value violates unique constraint'))).toBe(false)
    expect(isDatabaseUnreachable(withCode('22P02', 'invalid input syntax for type integer'))).toBe(false)
    expect(isDatabaseUnreachable(withCode('42P01', 'relation "x" does not exist'))).toBe(false)
    expect(isDatabaseUnreachable(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isDatabaseUnreachable('ECONNREFUSED')).toBe(false)
    expect(isDatabaseUnreachable(null)).toBe(false)
  })

  it('stops on a cause chain that loops', () => {
    const error = new Error('a') as Error & { cause?: unknown }
    error.cause = error
    expect(isDatabaseUnreachable(error)).toBe(false)
  })
})
