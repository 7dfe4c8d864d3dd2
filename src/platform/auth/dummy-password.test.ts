import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { PAYLOAD_PASSWORD_HASH, checkAgainstDummyHash } from './dummy-password.ts'

// NOTE: resolved from Payload's entry point, since its package.json is not among its exports.
const payloadDist = path.dirname(fileURLToPath(import.meta.resolve('payload')))
const source = readFileSync(path.join(payloadDist, 'auth/strategies/local/generatePasswordSaltHash.js'), 'utf8')
const constant = (name: string) => Number(new RegExp(`const ${name} = (\\d+);`).exec(source)?.[1])

describe('the dummy password hash', () => {
  it('uses the pbkdf2 parameters Payload hashes new passwords with', () => {
    expect(PAYLOAD_PASSWORD_HASH.iterations).toBe(constant('currentPasswordHashIterations'))
    expect(PAYLOAD_PASSWORD_HASH.keyLength).toBe(constant('currentPasswordHashKeyLength'))
    expect(source).toContain(`'${PAYLOAD_PASSWORD_HASH.digest}'`)
  })

  it('never matches', async () => {
    expect(await checkAgainstDummyHash('Maison2026!abc')).toBe(false)
  })
})
