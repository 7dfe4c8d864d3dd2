import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { gotoHydrated, launchBrowser, waitForHydration } from './support/browser.ts'
import { submitLoginForm } from './support/login-form.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { startAppServer, type AppServer } from '../support/app-server.ts'
import { linkIn, linkToken, startSmtpCapture } from '../support/smtp-capture.ts'
import { FAKE_REGISTER_SIRETS, startFakeCompanyRegister } from '../fakes/company-register-server.ts'

// Spec section 5, copied by hand.
const MESSAGES = {
  emailEmpty: 'Veuillez saisir une adresse email.',
  emailInvalid: 'Veuillez saisir une adresse email valide.',
  passwordEmpty: 'Veuillez saisir votre mot de passe.',
  passwordInvalid: 'Veuillez entrer un mot de passe valid.',
  loginFailed: 'Mot de passe ou adresse email incorrect.',
  policy: 'Règles minimales : au moins 8 caractères, dont 1 chiffre, 1 majuscule, 3 minuscules et 1 caractère spécial (; ! @ # $ & *).',
}

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
let companyRegister: Awaited<ReturnType<typeof startFakeCompanyRegister>>
let app: AppServer
let browser: Browser
let context: BrowserContext
let page: Page

// This app sends its emails to a real SMTP server on loopback, where the test reads them.
beforeAll(async () => {
  smtp = await startSmtpCapture()
  companyRegister = await startFakeCompanyRegister()
  app = await startAppServer({ SMTP_URL: smtp.url, COMPANY_REGISTER_URL: companyRegister.url, COMPANY_REGISTER_TIMEOUT_MS: '1000' })
  browser = await launchBrowser()
  context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 390, height: 844 } })
  page = await context.newPage()
})
afterAll(async () => {
  await browser?.close()
  await app?.stop()
  await smtp?.stop()
  await companyRegister?.close()
})

let email = `lea-${randomBytes(4).toString('hex')}@exemple.fr`
const firstPassword = 'Maison2026!abc'
const secondPassword = 'Jardin2027;xyz'

const url = (path: string) => `${app.baseUrl}${path}`
const pathOf = (page: Page) => {
  const current = new URL(page.url())
  return `${current.pathname}${current.search}`
}

describe('an account from sign-up to profile, in the browser', () => {
  it('signs up, receives the activation email, sets a password and lands signed in', async () => {
    await gotoHydrated(page, url('/register'))
    await page.getByRole('heading', { name: 'Créez votre compte' }).waitFor()
    await page.getByRole('button', { name: 'Créer mon compte' }).click()
    await page.getByText('Veuillez insérer votre prénom.').waitFor()
    expect(await page.getByLabel('Prénom').getAttribute('aria-invalid')).toBe('true')

    await page.getByLabel('Prénom').fill('Léa')
    await page.getByLabel('Nom', { exact: true }).fill('Martin')
    await page.getByLabel('Adresse email').fill(email)
    await page.getByLabel('Téléphone (facultatif)').fill('06 12 34 56 78')
    await page.getByRole('checkbox', { name: /J’accepte les/ }).check()
    await page.getByRole('button', { name: 'Créer mon compte' }).click()
    await page.getByRole('heading', { name: 'Consultez votre boîte mail' }).waitFor()

    const mail = await smtp.waitForMail(email, /Activez votre compte/)
    expect(mail.text).toContain('Bonjour,')
    const link = linkIn(mail, app.baseUrl)
    expect(new URL(link).pathname).toBe('/account/confirm')

    await gotoHydrated(page, link)
    await page.getByRole('heading', { name: 'Activez votre compte' }).waitFor()
    expect(await page.getByRole('main').textContent()).toContain(email)
    await page.getByLabel('Nouveau mot de passe').fill('faible')
    await page.getByLabel('Confirmez le mot de passe').fill('faible')
    await page.getByRole('button', { name: 'Activer mon compte' }).click()
    await page.getByText(MESSAGES.policy).waitFor()

    await page.getByLabel('Nouveau mot de passe').fill(firstPassword)
    await page.getByLabel('Confirmez le mot de passe').fill(firstPassword)
    await page.getByRole('button', { name: 'Activer mon compte' }).click()
    // Signed in, the customer lands on their projects.
    await page.waitForURL(/\/projets$/)
    await page.getByRole('heading', { name: 'Mes projets', level: 1 }).waitFor()
    await gotoHydrated(page, url('/moncompte'))
    expect(await page.getByLabel('Prénom').inputValue()).toBe('Léa')
  })

  it('keeps the session in an httpOnly, SameSite=Lax cookie', async () => {
    const cookie = (await context.cookies()).find((c) => c.name === 'payload-token')
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
  })

  it('logs out, and the account page then asks to sign in again', async () => {
    await page.getByRole('button', { name: 'Se déconnecter' }).click()
    await page.waitForURL(/\/login$/)
    await gotoHydrated(page, url('/moncompte'))
    await page.waitForURL(/\/login\?redirect=/)
    expect(pathOf(page)).toBe('/login?redirect=%2Fmoncompte')
  })

  it('refuses a login with each message of the spec', async () => {
    await gotoHydrated(page, url('/login'))
    await expectNoSeriousAxeViolations(page)
    await waitForHydration(page, 'form')
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click()
    await page.getByText(MESSAGES.emailEmpty).waitFor()
    await page.getByText(MESSAGES.passwordEmpty).waitFor()

    await submitLoginForm(page, { email: 'lea', password: 'ab' })
    await page.getByText(MESSAGES.emailInvalid).waitFor()
    await page.getByText(MESSAGES.passwordInvalid).waitFor()

    await submitLoginForm(page, { email, password: 'Mauvais1!mdp' })
    const dialog = page.getByRole('alertdialog')
    await dialog.waitFor()
    expect(await dialog.getByRole('heading').textContent()).toBe('Oups')
    expect(await dialog.textContent()).toContain(MESSAGES.loginFailed)
    await dialog.getByRole('button', { name: 'J’ai compris' }).click()
    await dialog.waitFor({ state: 'hidden' })
  })

  it('logs in from a protected page and lands back on it (the saved redirect URL)', async () => {
    await gotoHydrated(page, url('/projets?tri=recent'))
    await page.waitForURL(/\/login\?redirect=/)
    await submitLoginForm(page, { email, password: firstPassword })
    await page.waitForURL((current) => current.pathname === '/projets')
    expect(pathOf(page)).toBe('/projets?tri=recent')
  })

  it('changes the profile and keeps it', async () => {
    await gotoHydrated(page, url('/moncompte'))
    await waitForHydration(page, 'form')
    await page.getByLabel('Prénom').fill('Léa-Rose')
    await page.getByLabel('Téléphone').fill('07 00 11 22 33')
    const notifications = page.getByRole('group', { name: 'Notifications' })
    await notifications.getByText('toujours envoyés').waitFor()
    await notifications.getByRole('switch', { name: 'Recevoir les notifications par email' }).click()
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await page.getByText('Vos informations sont enregistrées.').waitFor()
    await page.reload()
    expect(await page.getByLabel('Prénom').inputValue()).toBe('Léa-Rose')
    expect(await page.getByLabel('Téléphone').inputValue()).toBe('0700112233')
    expect(await page.getByRole('switch', { name: 'Recevoir les notifications par email' }).getAttribute('aria-checked')).toBe('false')
  })

  it('fills a professional’s company from its SIRET, and lets it be typed when the register does not answer', async () => {
    await gotoHydrated(page, url('/moncompte'))
    await waitForHydration(page, 'form')
    const company = page.getByRole('group', { name: 'Ma société' })
    await company.getByLabel('Numéro SIRET').fill(FAKE_REGISTER_SIRETS.slow)
    await company.getByRole('button', { name: 'Rechercher' }).click()
    await company.getByText('Le registre des entreprises ne répond pas pour le moment. Vous pouvez saisir les informations de votre société vous-même.').waitFor()
    await company.getByLabel('Numéro SIRET').fill('732 829 320 00075')
    await company.getByRole('button', { name: 'Rechercher' }).click()
    await company.getByText('Ce numéro SIRET n’est pas valide : vérifiez les chiffres saisis.').waitFor()
    await company.getByLabel('Numéro SIRET').fill('732 829 320 00074')
    await company.getByRole('button', { name: 'Rechercher' }).click()
    await company.getByText('Société trouvée dans le registre des entreprises : vérifiez ses informations puis enregistrez.').waitFor()
    expect(await company.getByLabel('Nom de la société').inputValue()).toBe('DANONE')
    expect(await company.getByLabel('Adresse de la société').inputValue()).toBe('17 BOULEVARD HAUSSMANN 75009 PARIS')
    await expectNoSeriousAxeViolations(page)
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await page.getByText('Vos informations sont enregistrées.').waitFor()
    await page.reload()
    expect(await page.getByLabel('Numéro SIRET').inputValue()).toBe('73282932000074')
    expect(await page.getByLabel('Nom de la société').inputValue()).toBe('DANONE')
  })

  it('resets a forgotten password from the email, which ends the other sessions', async () => {
    const other = await browser.newContext({ locale: 'fr-FR' })
    const otherPage = await other.newPage()
    await gotoHydrated(otherPage, url('/reset/pass'))
    await otherPage.getByLabel('Adresse email').fill(email)
    await otherPage.getByRole('button', { name: 'Recevoir le lien' }).click()
    await otherPage.getByText('Si un compte existe avec cette adresse').waitFor()

    const mail = await smtp.waitForMail(email, /Réinitialisez votre mot de passe/)
    const link = linkIn(mail, app.baseUrl)
    // Issue 37: the token rides in the fragment, which no server sees; the query form of older links is refused.
    expect(new URL(link).search).toBe('')
    await gotoHydrated(otherPage, url(`/reset/pass?token=${linkToken(link)}`))
    await otherPage.getByText('Ce lien n’est plus accepté sous cette forme', { exact: false }).waitFor()
    await gotoHydrated(otherPage, link)
    await otherPage.getByRole('heading', { name: 'Nouveau mot de passe' }).waitFor()
    await otherPage.getByLabel('Nouveau mot de passe').fill(secondPassword)
    await otherPage.getByLabel('Confirmez le mot de passe').fill(secondPassword)
    await otherPage.getByRole('button', { name: 'Enregistrer mon mot de passe' }).click()
    await otherPage.waitForURL(/\/projets$/)
    await other.close()

    // The first browser's session ended with the reset.
    await gotoHydrated(page, url('/moncompte'))
    await page.waitForURL(/\/login\?redirect=/)
    await submitLoginForm(page, { email, password: secondPassword })
    await page.waitForURL(/\/moncompte$/)
  })

  it('sends a contact message to the team by email, as a visitor', async () => {
    const visitor = await browser.newContext({ locale: 'fr-FR' })
    const contact = await visitor.newPage()
    await gotoHydrated(contact, url('/page-contact'))
    // A click before React has hydrated the form would submit it natively (the page reloads, no message).
    await waitForHydration(contact, 'form button[type="submit"]')
    await contact.getByRole('button', { name: 'Envoyer le message' }).click()
    await contact.getByText('Veuillez écrire votre message.').waitFor()
    await contact.getByLabel('Nom et prénom').fill('Hugo Lefèvre')
    await contact.getByLabel('Adresse email').fill('hugo@exemple.fr')
    await contact.getByLabel('Objet').fill('Rénovation d’une cuisine')
    await contact.getByLabel('Votre message').fill('Bonjour, pouvez-vous me rappeler au sujet de ma cuisine ?')
    await contact.getByRole('button', { name: 'Envoyer le message' }).click()
    await contact.getByText('Merci, votre message est bien envoyé.', { exact: false }).waitFor()
    await visitor.close()
    const mail = await smtp.waitForMail('bonjour@maisonnee.fr', /Contact\s: Rénovation d’une cuisine/)
    expect(mail.text).toContain('pouvez-vous me rappeler au sujet de ma cuisine')
    expect(mail.text).toContain('hugo@exemple.fr')
  })

  it('downloads all their data as a ZIP from the account page', async () => {
    await gotoHydrated(page, url('/moncompte'))
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Télécharger mes données' }).click()])
    const archive = await readFile((await download.path()) ?? '')
    expect(archive.subarray(0, 4).toString('hex')).toBe('504b0304')
    expect(archive.toString('utf8')).toContain('donnees.json')
    expect(archive.toString('utf8')).toContain(email)
  })

  it('changes the email only once the link sent to the new address is followed', async () => {
    const newAddress = `lea-rose-${randomBytes(4).toString('hex')}@exemple.fr`
    await gotoHydrated(page, url('/moncompte'))
    await page.getByLabel('Nouvelle adresse email').fill(newAddress)
    await page.getByRole('button', { name: 'Changer d’adresse' }).click()
    await page.getByText('Un lien de confirmation a été envoyé à la nouvelle adresse.', { exact: false }).waitFor()
    expect(await page.getByRole('main').textContent()).toContain(email)
    // Issue 37: the request is shown as pending, the page reloaded too (it is stored whatever the address).
    await page.reload()
    await page.getByText(`En attente de confirmation\u00a0: ${newAddress}`, { exact: false }).waitFor()

    const mail = await smtp.waitForMail(newAddress, /Confirmez votre nouvelle adresse/)
    await gotoHydrated(page, linkIn(mail, app.baseUrl))
    await page.getByRole('heading', { name: 'Adresse email confirmée' }).waitFor()
    email = newAddress
    await gotoHydrated(page, url('/moncompte'))
    expect(await page.getByRole('main').textContent()).toContain(newAddress)
  })

  it('deletes the account after the password is confirmed, and the old password no longer opens it', async () => {
    await page.getByRole('button', { name: 'Supprimer mon compte' }).click()
    const dialog = page.getByRole('alertdialog')
    await dialog.getByText(/conservés 10 ans/).first().waitFor()
    await dialog.getByLabel('Votre mot de passe, pour confirmer').fill('Faux1!abcd')
    await dialog.getByRole('button', { name: 'Supprimer mon compte' }).click()
    await dialog.getByText('Votre mot de passe actuel est incorrect.').waitFor()
    await dialog.getByLabel('Votre mot de passe, pour confirmer').fill(secondPassword)
    await dialog.getByRole('button', { name: 'Supprimer mon compte' }).click()
    await page.waitForURL(/\/home$/)
    await gotoHydrated(page, url('/login'))
    await submitLoginForm(page, { email, password: secondPassword })
    await page.getByRole('alertdialog').getByText(MESSAGES.loginFailed).waitFor()
  })
})
