import { describe, expect, it } from 'vitest'
import { JSON_REFUSALS, MAX_JSON_DEPTH, jsonBodyRefusal } from './json-body.ts'

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`

describe('a JSON body', () => {
  it(`is read up to ${MAX_JSON_DEPTH} levels deep, and refused beyond`, () => {
    expect(jsonBodyRefusal(nested(MAX_JSON_DEPTH))).toBeNull()
    expect(jsonBodyRefusal(nested(MAX_JSON_DEPTH + 1))).toBe(JSON_REFUSALS.tooDeep)
    expect(jsonBodyRefusal(`{"a":${nested(100_000)}}`)).toBe(JSON_REFUSALS.tooDeep)
  })

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(jsonBodyRefusal(JSON.stringify({ text: `\\"${'['.repeat(50)}` }))).toBeNull()
  })

  it('is refused above 1 MB, and when it is not JSON', () => {
    expect(jsonBodyRefusal(JSON.stringify({ text: 'a'.repeat(1024 * 1024) }))).toBe(JSON_REFUSALS.tooLarge)
    expect(jsonBodyRefusal('{"a":')).toBe(JSON_REFUSALS.malformed)
  })
})
