import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { COMPANY_MESSAGES, SIRET_MESSAGES } from '../../src/domain/company/index.ts'
import { createUser, refusalMessage, strongPassword } from './support/fixtures.ts'
import { linkIn, linkToken, startSmtpCapture } from '../support/smtp-capture.ts'
import type * as Accounts from '../../src/server/accounts/accounts.server.ts'
import type * as ForgotPassword from '../../collections/Users/forgot-password.server.ts'
import type { User } from '../../payload-types.ts'

// Spec section 5, copied by hand.
const POLICY = 'Règles minimales : au moins 8 caractères, dont 1 chiffre, 1 majuscule, 3 minuscules et 1 caractère spécial (; ! @ # $ & *).'
const LOGIN_FAILED = 'Mot de passe ou adresse email incorrect.'

let ctx: TestPayload
let payload: Payload
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
let accounts: typeof Accounts
let forgotten: typeof ForgotPassword

beforeAll(async () => {
  smtp = await startSmtpCapture()
  process.env.SMTP_URL = smtp.url
  ctx = await bootTestPayload()
  payload = ctx.payload
  accounts = await import('../../src/server/accounts/accounts.server.ts')
  forgotten = await import('../../collections/Users/forgot-password.server.ts')
})
afterAll(async () => {
  await ctx?.cleanup()
  await smtp?.stop()
})

const newEmail = () => `client-${randomBytes(5).toString('hex')}@exemple.fr`
const ip = () => `10.0.${randomBytes(1)[0]}.${randomBytes(1)[0]}`

/** Whether Payload still accepts a token (its session not ended). */
async function isTokenValid(token: string): Promise<boolean> {
  const { user } = await payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })
  return Boolean(user)
}

async function errorOf(promise: Promise<unknown>): Promise<{ status?: number; message: string }> {
  try {
    await promise
  } catch (error) {
    return { status: (error as { status?: number }).status, message: (error as Error).message }
  }
  throw new Error('expected a refusal')
}

describe('sign-up and activation', () => {
  it('creates an inactive account, mails the activation link, and the link sets the password and signs in', async () => {
    const email = newEmail()
    await accounts.register(payload, { email, firstName: 'Léa', lastName: 'Martin', phone: '06 12 34 56 78', acceptTerms: true }, { ip: ip() })

    const mail = await smtp.waitForMail(email, /Activez votre compte/)
    expect(mail.text).toContain('Bonjour,')
    expect(mail.text).not.toContain('Léa')
    expect(mail.raw).toContain('Content-Type: text/html')
    const link = linkIn(mail, 'http://localhost')
    expect(new URL(link).pathname).toBe('/account/confirm')

    const [before] = (await payload.find({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })).docs
    expect(before?.isActive).toBe(false)
    expect(before?.phone).toBe('0612345678')

    const password = strongPassword()
    const signedIn = await accounts.setPasswordFromLink(payload, { token: linkToken(link), password })
    expect(signedIn.user.isActive).toBe(true)
    expect(await isTokenValid(signedIn.token)).toBe(true)
    const again = await accounts.login(payload, { email, password }, { ip: ip() })
    expect(again.user.email).toBe(email)
  })

  it('refuses to sign in an account that is not activated, once the password is right', async () => {
    const { email, password } = await createUser(payload, 'customer', { isActive: false })
    const refusal = await errorOf(accounts.login(payload, { email, password }, { ip: ip() }))
    expect(refusal.status).toBe(403)
    expect(refusal.message).toMatch(/^Votre compte n’est pas encore activé/)
  })

  it('answers a sign-up with a known address the same way, and tells its owner by email', async () => {
    const { email } = await createUser(payload)
    await expect(accounts.register(payload, { email, firstName: 'X', lastName: 'Y', acceptTerms: true }, { ip: ip() })).resolves.toBeUndefined()
    await smtp.waitForMail(email, /déjà un compte/)
    expect((await payload.count({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })).totalDocs).toBe(1)
  })

  it('greets by name only an account whose owner proved the address: a name typed at sign-up reaches no inbox', async () => {
    const email = newEmail()
    const words = 'Votre compte est suspendu appelez le 0899'
    await accounts.register(payload, { email, firstName: words, lastName: 'Y', acceptTerms: true }, { ip: ip() })
    const activation = await smtp.waitForMail(email, /Activez votre compte/)
    await accounts.register(payload, { email, firstName: 'X', lastName: 'Y', acceptTerms: true }, { ip: ip() })
    const exists = await smtp.waitForMail(email, /déjà un compte/)
    await forgotten.forgotPassword(payload, { email }, { ip: ip() })
    const reset = await smtp.waitForMail(email, /Réinitialisez votre mot de passe/)
    for (const mail of [activation, exists, reset]) {
      expect(mail.text).toContain('Bonjour,')
      expect(mail.text).not.toContain('suspendu')
    }
  })

  it('refuses a used or unknown link with a clear message', async () => {
    const refusal = await errorOf(accounts.setPasswordFromLink(payload, { token: 'a'.repeat(40), password: strongPassword() }))
    expect(refusal).toEqual({ status: 400, message: expect.stringMatching(/^Ce lien n’est plus valable/) })
  })

  it('makes a questionnaire account active at once and sends the welcome email', async () => {
    const email = newEmail()
    const user = await payload.create({
      collection: 'users',
      data: { email, password: strongPassword(), firstName: 'Paul', lastName: 'Durand', phone: '0600000000', createdFromQuestionnaire: true, role: 'customer' },
      overrideAccess: true,
    })
    expect(user.isActive).toBe(true)
    const mail = await smtp.waitForMail(email, /Bienvenue chez Maisonnée/)
    expect(mail.text).toContain('Bonjour Paul,')
    // Its link is « Mes projets », which a signed-out reader reaches through the login screen (not the home page).
    expect(mail.text).toMatch(/https?:\/\/[^\s]+\/projets(\s|$)/)
  })

  it('does not let a visitor create an account through the API directly', async () => {
    await expect(payload.create({ collection: 'users', data: { email: newEmail(), password: strongPassword(), role: 'customer' }, overrideAccess: false })).rejects.toThrow()
  })
})

describe('password policy on the server', () => {
  it.each(['Court1!', 'abcdefgh', 'Abcdefg1', ''])('refuses to create an account with the password %j', async (password) => {
    const message = await refusalMessage(payload.create({ collection: 'users', data: { email: newEmail(), password, role: 'customer' }, overrideAccess: true }))
    expect([POLICY, 'Veuillez insérer votre mot de passe.']).toContain(message)
  })

  it('refuses a weak password on update, even for an admin', async () => {
    const { user } = await createUser(payload)
    expect(await refusalMessage(payload.update({ collection: 'users', id: user.id, data: { password: 'password' }, overrideAccess: true }))).toBe(POLICY)
  })

  it('refuses a weak password from a reset link', async () => {
    const { email } = await createUser(payload)
    const token = await payload.forgotPassword({ collection: 'users', data: { email }, disableEmail: true })
    const refusal = await errorOf(accounts.setPasswordFromLink(payload, { token, password: 'faible' }))
    expect(refusal).toEqual({ status: 400, message: POLICY })
  })
})

describe('login', () => {
  it('answers a wrong password and an unknown address with the same message', async () => {
    const { email } = await createUser(payload)
    const wrongPassword = await errorOf(accounts.login(payload, { email, password: 'Mauvais1!mdp' }, { ip: ip() }))
    const unknown = await errorOf(accounts.login(payload, { email: newEmail(), password: 'Mauvais1!mdp' }, { ip: ip() }))
    expect(wrongPassword).toEqual({ status: 401, message: LOGIN_FAILED })
    expect(unknown).toEqual(wrongPassword)
  })

  it.each([
    [{ email: '', password: 'x' }, 'Veuillez saisir une adresse email.'],
    [{ email: 'marie', password: 'abc' }, 'Veuillez saisir une adresse email valide.'],
    [{ email: 'marie@exemple.fr', password: '' }, 'Veuillez saisir votre mot de passe.'],
    [{ email: 'marie@exemple.fr', password: 'ab' }, 'Veuillez entrer un mot de passe valid.'],
  ])('refuses %j with the spec message', async (input, message) => {
    expect(await errorOf(accounts.login(payload, input, { ip: ip() }))).toEqual({ status: 400, message })
  })

  it('locks an address after 5 wrong passwords from it, for a real account and for an unknown address alike', async () => {
    const { email, password } = await createUser(payload)
    const stranger = newEmail()
    const attacker = ip()
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await errorOf(accounts.login(payload, { email, password: `Faux${attempt}!abc` }, { ip: attacker }))).message).toBe(LOGIN_FAILED)
      expect((await errorOf(accounts.login(payload, { email: stranger, password: `Faux${attempt}!abc` }, { ip: attacker }))).message).toBe(LOGIN_FAILED)
    }
    const locked = await errorOf(accounts.login(payload, { email, password }, { ip: attacker }))
    expect(locked.status).toBe(429)
    expect(locked.message).toMatch(/momentanément bloqué \(15 minutes au plus\)/)
    expect(await errorOf(accounts.login(payload, { email: stranger, password }, { ip: attacker }))).toEqual(locked)
    // That address only: the owner, elsewhere, signs in.
    await expect(accounts.login(payload, { email, password }, { ip: ip() })).resolves.toHaveProperty('token')
  })

  it('slows a flood of wrong passwords on one account from many addresses, briefly, and not its owner where they signed in before, nor other accounts', async () => {
    const { email, password } = await createUser(payload)
    const other = await createUser(payload)
    const stranger = newEmail()
    const home = ip()
    await accounts.login(payload, { email, password }, { ip: home })
    const answers = { account: [] as Array<number | undefined>, stranger: [] as Array<number | undefined> }
    for (let attempt = 1; attempt <= 20; attempt++) {
      const attacker = `10.7.${attempt}.1`
      answers.account.push((await errorOf(accounts.login(payload, { email, password: `Faux${attempt}!abc` }, { ip: attacker }))).status)
      answers.stranger.push((await errorOf(accounts.login(payload, { email: stranger, password: `Faux${attempt}!abc` }, { ip: attacker }))).status)
    }
    // 11 failures counted (10 free, the 11th makes the account wait a second), then waits: an unknown address alike.
    expect(answers.account).toEqual([...Array(11).fill(401), ...Array(9).fill(429)])
    expect(answers.stranger).toEqual(answers.account)
    // Elsewhere, the owner waits a second, not fifteen minutes.
    const waiting = await accounts.login(payload, { email, password }, { ip: ip() }).catch((error: unknown) => error as { status: number; retryAfterSeconds: number })
    expect(waiting).toMatchObject({ status: 429, retryAfterSeconds: 1 })
    // The owner at home is not kept out; another account is not slowed, even from an attacker's address.
    await expect(accounts.login(payload, { email, password }, { ip: home })).resolves.toHaveProperty('token')
    await expect(accounts.login(payload, { email: other.email, password: other.password }, { ip: '10.7.1.1' })).resolves.toHaveProperty('token')
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    await expect(accounts.login(payload, { email, password }, { ip: ip() })).resolves.toHaveProperty('token')
  })
})

describe('sessions', () => {
  it('ends the session server-side at logout: the token is refused afterwards', async () => {
    const { email, password } = await createUser(payload)
    const { token } = await accounts.login(payload, { email, password }, { ip: ip() })
    const { user } = await payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })
    await accounts.logout(payload, user as User)
    expect(await isTokenValid(token)).toBe(false)
  })

  it('ends the other sessions when the password changes, and keeps the one that changed it', async () => {
    const { email, password } = await createUser(payload)
    const other = await accounts.login(payload, { email, password }, { ip: ip() })
    const current = await accounts.login(payload, { email, password }, { ip: ip() })
    const { user } = await payload.auth({ headers: new Headers({ Authorization: `JWT ${current.token}` }) })
    const next = strongPassword()
    await accounts.changePassword(payload, user as User, { currentPassword: password, password: next, confirmation: next }, { ip: ip() })
    expect(await isTokenValid(other.token)).toBe(false)
    expect(await isTokenValid(current.token)).toBe(true)
    await expect(accounts.login(payload, { email, password: next }, { ip: ip() })).resolves.toBeTruthy()
  })

  it('refuses a password change with a wrong current password', async () => {
    const { email, password } = await createUser(payload)
    const { token } = await accounts.login(payload, { email, password }, { ip: ip() })
    const { user } = await payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })
    const next = strongPassword()
    const refusal = await errorOf(accounts.changePassword(payload, user as User, { currentPassword: 'Faux1!abcd', password: next, confirmation: next }, { ip: ip() }))
    expect(refusal).toEqual({ status: 400, message: 'Votre mot de passe actuel est incorrect.' })
  })

  it('ends every session after a reset from the forgotten-password email', async () => {
    const { email, password } = await createUser(payload)
    const { token: old } = await accounts.login(payload, { email, password }, { ip: ip() })
    await forgotten.forgotPassword(payload, { email }, { ip: ip() })
    const mail = await smtp.waitForMail(email, /Réinitialisez votre mot de passe/)
    expect(mail.text).toContain('Bonjour Test,')
    const link = linkIn(mail, 'http://localhost')
    expect(new URL(link).pathname).toBe('/reset/pass')
    expect(await accounts.checkLink(payload, linkToken(link))).toEqual({ email })
    const reset = await accounts.setPasswordFromLink(payload, { token: linkToken(link), password: strongPassword() })
    expect(await isTokenValid(old)).toBe(false)
    expect(await isTokenValid(reset.token)).toBe(true)
    await expect(accounts.checkLink(payload, linkToken(link))).rejects.toThrow(/plus valable/)
  })

  it('answers a forgotten password for an unknown address exactly as for a known one, and sends nothing', async () => {
    const stranger = newEmail()
    await expect(forgotten.forgotPassword(payload, { email: stranger }, { ip: ip() })).resolves.toBeUndefined()
    await new Promise((r) => setTimeout(r, 500))
    expect(smtp.mails.some((m) => m.to.includes(stranger))).toBe(false)
  })
})

describe('profile', () => {
  it('updates names, phone and notifications, as the user', async () => {
    const { user } = await createUser(payload)
    const updated = await accounts.updateProfile(payload, user, { firstName: ' Zoé ', lastName: 'Petit', phone: '07 11 22 33 44', sendNotifications: false })
    expect(updated).toMatchObject({ firstName: 'Zoé', lastName: 'Petit', phone: '0711223344', sendNotifications: false })
  })

  it('keeps a professional’s company (SIRET normalized) and refuses an invalid SIRET or one without a name', async () => {
    const { user } = await createUser(payload)
    const base = { firstName: 'Zoé', lastName: 'Petit', phone: '', sendNotifications: true }
    const updated = await accounts.updateProfile(payload, user, { ...base, companySiret: '732 829 320 00074', companyName: 'DANONE', companyAddress: '17 BOULEVARD HAUSSMANN 75009 PARIS' })
    expect(updated).toMatchObject({ companySiret: '73282932000074', companyName: 'DANONE', companyAddress: '17 BOULEVARD HAUSSMANN 75009 PARIS' })
    await expect(accounts.updateProfile(payload, user, { ...base, companySiret: '73282932000075', companyName: 'DANONE' })).rejects.toMatchObject({ status: 400, field: 'companySiret', message: SIRET_MESSAGES.checksum })
    await expect(accounts.updateProfile(payload, user, { ...base, companySiret: '73282932000074', companyName: '' })).rejects.toMatchObject({ status: 400, field: 'companyName', message: COMPANY_MESSAGES.nameRequired })
    expect((await accounts.updateProfile(payload, user, base)).companySiret).toBe('73282932000074')
  })

  it('changes the email only when the link sent to the new address is followed', async () => {
    const { user } = await createUser(payload)
    const target = newEmail()
    expect(await refusalMessage(payload.update({ collection: 'users', id: user.id, data: { email: target }, user: { ...user, collection: 'users' }, overrideAccess: false }))).toMatch(
      /passez par « Mon compte »/,
    )
    await accounts.requestEmailChange(payload, user, { email: target })
    const mail = await smtp.waitForMail(target, /Confirmez votre nouvelle adresse/)
    const token = linkToken(linkIn(mail, 'http://localhost'), 'email_token')
    expect((await payload.findByID({ collection: 'users', id: user.id, overrideAccess: true })).email).toBe(user.email)
    expect(await accounts.confirmEmailChange(payload, token)).toEqual({ email: target })
    expect((await payload.findByID({ collection: 'users', id: user.id, overrideAccess: true })).email).toBe(target)
  })
})
