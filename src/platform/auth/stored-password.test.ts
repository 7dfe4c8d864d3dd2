import { pbkdf2Sync, randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { isStoredPassword } from './stored-password.ts'

// NOTE: resolved from Payload's entry point, since its package.json is not among its exports.
const payloadDist = path.dirname(fileURLToPath(import.meta.resolve('payload')))
const source = readFileSync(path.join(payloadDist, 'auth/strategies/local/generatePasswordSaltHash.js'), 'utf8')
const constant = (name: string) => new RegExp(`const ${name} = '?([^';]+)'?;`).exec(source)?.[1]

/** A hash written as Payload writes it, with the parameters read from its source. */
function payloadHash(password: string, { legacy = false } = {}) {
  const salt = randomBytes(32).toString('hex')
  const iterations = Number(constant(legacy ? 'legacyPasswordHashIterations' : 'currentPasswordHashIterations'))
  const keyLength = Number(constant(legacy ? 'legacyPasswordHashKeyLength' : 'currentPasswordHashKeyLength'))
  const raw = pbkdf2Sync(password, salt, iterations, keyLength, 'sha256').toString('hex')
  return { salt, hash: legacy ? raw : `${constant('currentPasswordHashPrefix')}${raw}` }
}

describe('the stored password check', () => {
  it('accepts the password of a hash written as Payload writes it now', async () => {
    expect(await isStoredPassword(payloadHash('Maison2026!abc'), 'Maison2026!abc')).toBe(true)
  })

  it('accepts the password of an older Payload hash', async () => {
    expect(await isStoredPassword(payloadHash('Maison2026!abc', { legacy: true }), 'Maison2026!abc')).toBe(true)
  })

  it('refuses another password', async () => {
    expect(await isStoredPassword(payloadHash('Maison2026!abc'), 'Maison2026!abd')).toBe(false)
  })

  it('refuses an account without a password', async () => {
    expect(await isStoredPassword({ salt: null, hash: null }, 'Maison2026!abc')).toBe(false)
  })
})
