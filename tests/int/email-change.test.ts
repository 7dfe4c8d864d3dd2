import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { createProject, createUser } from './support/fixtures.ts'
import { startSmtpCapture, type CapturedMail } from '../support/smtp-capture.ts'
import type * as Accounts from '../../src/server/accounts/accounts.server.ts'
import type { User } from '../../payload-types.ts'

/**
 * Issue 37, the email change of « Mon compte » (finding: it stored the request only for a free address,
 * answered faster for a taken one, and had no limit): every request is stored and answered alike, the
 * address's owner learns that it has an account only by following the link, requests are limited per
 * account and per address, and an address gets one confirmation email an hour at most.
 */

let ctx: TestPayload
let payload: Payload
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
let accounts: typeof Accounts

beforeAll(async () => {
  smtp = await startSmtpCapture()
  // NOTE: set before any server module is imported: src/platform/env.ts reads it once.
  process.env.SMTP_URL = smtp.url
  ctx = await bootTestPayload()
  payload = ctx.payload
  accounts = await import('../../src/server/accounts/accounts.server.ts')
})
afterAll(async () => {
  await ctx?.cleanup()
  await smtp?.stop()
})

const newEmail = () => `adresse-${randomBytes(5).toString('hex')}@exemple.fr`
const SUBJECT = /Confirmez votre nouvelle adresse/
const TAKEN = 'Cette adresse est déjà celle d’un autre compte Maisonnée\u00a0: elle ne peut pas devenir celle de votre compte. Connectez-vous au compte qui l’utilise, ou choisissez une autre adresse dans «\u00a0Mon compte\u00a0».'

/** The email-change token of a confirmation email (in the link's fragment or, before issue 37, its query). */
const tokenIn = (mail: CapturedMail) => /email_token=([a-f0-9]{64})/.exec(mail.text)?.[1] ?? ''

/** The account as the signed-in user reads it (what « Mon compte » and /api/users/me show). */
const reread = async (id: User['id']) => payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true })

async function outcome(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise
    return { status: 200, message: 'ok' }
  } catch (error) {
    return { status: (error as { status?: number }).status ?? 500, message: (error as Error).message }
  }
}

const mailsTo = (address: string) => smtp.mails.filter((mail) => mail.to.includes(address) && SUBJECT.test(mail.subject))

describe('the email change', () => {
  it('stores the request for an address that has an account as for a free one, and answers alike', async () => {
    const { user } = await createUser(payload)
    const owner = await createUser(payload)
    expect(await outcome(accounts.requestEmailChange(payload, user, { email: owner.email }))).toEqual({ status: 200, message: 'ok' })
    expect(await reread(user.id)).toMatchObject({ email: user.email, pendingEmail: owner.email })
    expect((await accounts.loadAccount(payload, user.id)).pendingEmail).toBe(owner.email)

    const free = newEmail()
    const { user: other } = await createUser(payload)
    expect(await outcome(accounts.requestEmailChange(payload, other, { email: free }))).toEqual({ status: 200, message: 'ok' })
    expect(await reread(other.id)).toMatchObject({ email: other.email, pendingEmail: free })
  })

  it('tells whoever follows the link that the address has an account, in French, and changes nothing', async () => {
    const { user } = await createUser(payload)
    const owner = await createUser(payload)
    await accounts.requestEmailChange(payload, user, { email: owner.email })
    const token = tokenIn(await smtp.waitForMail(owner.email, SUBJECT))
    expect(await outcome(accounts.confirmEmailChange(payload, token))).toEqual({ status: 400, message: TAKEN })
    expect(await reread(user.id)).toMatchObject({ email: user.email, pendingEmail: null })
  })

  it('changes the address when the link is followed and the address is still free', async () => {
    const { user } = await createUser(payload)
    const address = newEmail()
    await accounts.requestEmailChange(payload, user, { email: address })
    const token = tokenIn(await smtp.waitForMail(address, SUBJECT))
    expect(await accounts.confirmEmailChange(payload, token)).toEqual({ email: address })
    expect(await reread(user.id)).toMatchObject({ email: address, pendingEmail: null })
  })

  it('is limited per account: the 6th request within the hour is refused', async () => {
    const { user } = await createUser(payload)
    const statuses = []
    for (let i = 0; i < 6; i++) statuses.push((await outcome(accounts.requestEmailChange(payload, user, { email: newEmail() }))).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })

  it('is limited per address, whoever asks: the 6th request for one address within the hour is refused', async () => {
    const address = newEmail()
    const statuses = []
    for (let i = 0; i < 6; i++) statuses.push((await outcome(accounts.requestEmailChange(payload, (await createUser(payload)).user, { email: address }))).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })

  it('sends one confirmation email an hour to an address; asking again for it keeps the link already sent', async () => {
    const { user } = await createUser(payload)
    const address = newEmail()
    await accounts.requestEmailChange(payload, user, { email: address })
    const first = await smtp.waitForMail(address, SUBJECT)
    await accounts.requestEmailChange(payload, await reread(user.id), { email: address })
    const { user: stranger } = await createUser(payload)
    await accounts.requestEmailChange(payload, stranger, { email: address })
    // The queue sends within a poll (200 ms in tests): a second email would have come by now.
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    expect(mailsTo(address)).toHaveLength(1)
    expect(await accounts.confirmEmailChange(payload, tokenIn(first))).toEqual({ email: address })
  })
})

describe('an email-change link that cannot be used', () => {
  it('says in French to ask for a new one from « Mon compte », not from « Mot de passe oublié »', async () => {
    const { user } = await createUser(payload)
    const address = newEmail()
    await accounts.requestEmailChange(payload, user, { email: address })
    const token = tokenIn(await smtp.waitForMail(address, SUBJECT))
    await accounts.confirmEmailChange(payload, token)
    expect(await outcome(accounts.confirmEmailChange(payload, token))).toEqual({
      status: 400,
      message: 'Ce lien n’est plus valable\u00a0: il a expiré, a déjà servi ou a été remplacé. Demandez-en un nouveau depuis «\u00a0Mon compte\u00a0».',
    })
  })
})

describe("the questionnaire's email step", () => {
  it('is limited per address, whatever the project: the 11th code within the hour to one address is refused', async () => {
    const { sendProofCode } = await import('../../src/server/questionnaire/contact-proof.server.ts')
    const { user } = await createUser(payload)
    const address = newEmail()
    const statuses = []
    for (let i = 0; i < 11; i++) {
      const project = await createProject(payload, user.id as number)
      const ip = `10.38.${i}.1`
      statuses.push((await outcome(sendProofCode(payload, { projectId: project.id, to: { channel: 'email', email: address }, ip }))).status)
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429])
  })
})
