import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { createUser, strongPassword } from './support/fixtures.ts'
import type { User } from '../../payload-types.ts'
import { ACCOUNT_LOCKED_MESSAGE } from '../../src/domain/accounts/errors.ts'
import type * as Accounts from '../../src/server/accounts/accounts.server.ts'
import type * as PersonalData from '../../src/server/accounts/personal-data.server.ts'

/**
 * Issue 37: the current password asked by « Mon compte » (a new password, the account's deletion) is
 * checked under login's own limits, and guessing it never locks the owner out of login: Payload's lock
 * (loginAttempts, lockUntil) is not touched by these checks.
 */

let ctx: TestPayload
let payload: Payload
let accounts: typeof Accounts
let personalData: typeof PersonalData

beforeAll(async () => {
  ctx = await bootTestPayload()
  payload = ctx.payload
  accounts = await import('../../src/server/accounts/accounts.server.ts')
  personalData = await import('../../src/server/accounts/personal-data.server.ts')
})
afterAll(() => ctx?.cleanup())

const ip = () => `10.37.${randomBytes(1)[0]}.${randomBytes(1)[0]}`
const WRONG = 'Votre mot de passe actuel est incorrect.'
const LOCKED = ACCOUNT_LOCKED_MESSAGE

async function outcome(promise: Promise<unknown>): Promise<{ status?: number; message: string }> {
  try {
    await promise
    return { status: 200, message: 'ok' }
  } catch (error) {
    return { status: (error as { status?: number }).status, message: (error as Error).message }
  }
}

/** Payload's own lock bookkeeping on the account. */
async function lockOf(id: number | string) {
  const stored = (await payload.db.findOne({ collection: 'users', where: { id: { equals: id } } })) as { loginAttempts?: number | null; lockUntil?: string | null }
  return { loginAttempts: stored.loginAttempts ?? 0, lockUntil: stored.lockUntil ?? null }
}

describe('the current password outside login', () => {
  it('refuses wrong current passwords past the login limit with the French limit message, and the owner still logs in', async () => {
    const { user, email, password } = await createUser(payload)
    const home = ip()
    // The owner has signed in from home before: that address is theirs.
    await accounts.login(payload, { email, password }, { ip: home })
    const thief = ip()
    const next = strongPassword()
    const tries = []
    for (let i = 0; i < 4; i++) tries.push(await outcome(accounts.changePassword(payload, user as User, { currentPassword: `Faux${i}!abcdE`, password: next, confirmation: next }, { ip: thief })))
    for (let i = 0; i < 4; i++) tries.push(await outcome(personalData.deleteAccount(payload, user as User, { password: `Faux${i}!abcdE` }, { ip: thief })))
    // Login's per account and address limit: 5 wrong passwords, then that address is refused for 15 minutes.
    expect(tries.map(({ status }) => status)).toEqual([400, 400, 400, 400, 400, 429, 429, 429])
    expect(tries.slice(0, 5).every(({ message }) => message === WRONG)).toBe(true)
    expect(tries.slice(5).every(({ message }) => message === LOCKED)).toBe(true)
    // Even the right password waits out the limit from there, as at login.
    expect(await outcome(accounts.changePassword(payload, user as User, { currentPassword: password, password: next, confirmation: next }, { ip: thief }))).toEqual({ status: 429, message: LOCKED })

    expect(await lockOf(user.id)).toEqual({ loginAttempts: 0, lockUntil: null })
    await expect(accounts.login(payload, { email, password }, { ip: home })).resolves.toMatchObject({ user: { email } })
  })

  it("counts towards login's limit of the account from every address, and Payload's lock never closes login to the owner", async () => {
    const { user, email, password } = await createUser(payload)
    const home = ip()
    await accounts.login(payload, { email, password }, { ip: home })
    const statuses = []
    // A flood from many addresses, 2 guesses each: past 10 failures the account's logins from strangers wait.
    for (let i = 0; i < 8; i++) {
      const from = ip()
      for (let j = 0; j < 2; j++) statuses.push((await outcome(personalData.deleteAccount(payload, user as User, { password: `Faux${j}!abcdE` }, { ip: from }))).status)
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400))
    expect(statuses.slice(10)).toContain(429)
    // So does a stranger's login now, and the owner's from home does not.
    expect((await outcome(accounts.login(payload, { email, password }, { ip: ip() }))).status).toBe(429)
    expect(await lockOf(user.id)).toEqual({ loginAttempts: 0, lockUntil: null })
    await expect(accounts.login(payload, { email, password }, { ip: home })).resolves.toMatchObject({ user: { email } })
  })

  it('accepts the right current password', async () => {
    const { user, email, password } = await createUser(payload)
    const next = strongPassword()
    await accounts.changePassword(payload, user as User, { currentPassword: password, password: next, confirmation: next }, { ip: ip() })
    await expect(accounts.login(payload, { email, password: next }, { ip: ip() })).resolves.toMatchObject({ user: { email } })
  })
})
