import { tmpdir } from 'node:os'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import sharp from 'sharp'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, waitForHydration } from './support/browser.ts'
import { questionnaireCode } from './support/outbox.ts'
import { expectQuestion, questionTitle as title } from './support/questionnaire.ts'
import { tinyPdf } from '../int/support/fixtures.ts'
import { QUESTIONNAIRE } from '../../seed/content/questionnaire.ts'
import type { QuestionKey } from '../../seed/content/questionnaire.ts'
import { DOC_ID_PATTERN as ID } from '../../src/domain/ids/doc-id-shape.ts'

const baseUrl = inject('baseUrl')
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())


/** The part of TanStack Router's instance (on `window` in the browser) that moves the URL's search. */
type StepRouter = { navigate: (options: { to: '.'; search: (previous: Record<string, unknown>) => Record<string, unknown> }) => Promise<void> }

/** Where the screenshots of the commune step go, to be looked at. */
const SCREENSHOTS = process.env.SCREENSHOTS_DIR ?? tmpdir()

const next = (page: Page) => page.getByRole('button', { name: 'Suivant' }).click()
const choose = (page: Page, name: string) => page.getByRole('radio', { name }).click()

async function png(color: { r: number; g: number; b: number }) {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: color } }).png().toBuffer()
}

describe('the public questionnaire in Chromium', () => {
  it('walks a branch with back, reload, rooms and photos, finishes with the indicative budget and lands on the project, signed in', async () => {
    const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await page.goto(`${baseUrl}/web-questionnaire/-1`)
    await page.getByRole('button', { name: 'COMMENCER' }).waitFor()
    await page.getByRole('link', { name: 'Répondre plus tard et créer mon compte' }).waitFor()
    // The intro picture in its generated sizes (the first paint of a phone waits for it).
    const intro = page.getByRole('main').locator('img').first()
    expect(await intro.getAttribute('srcset')).toMatch(/\.webp 640w/)
    const introResponse = await fetch(`${baseUrl}${await intro.getAttribute('src')}`)
    expect(introResponse.headers.get('content-type')).toBe('image/webp')
    await waitForHydration(page)
    await page.keyboard.press('Enter')

    await expectQuestion(page, 'property-type')
    await choose(page, 'Un appartement')
    await next(page)

    await expectQuestion(page, 'floor')
    expect(await page.getByRole('progressbar').getAttribute('aria-label')).toMatch(/Progression\s: \d+ %/)
    await page.getByRole('textbox').fill('4')
    await page.keyboard.press('Enter')

    await expectQuestion(page, 'commune')
    // Every French commune, searched on the server without accents or capitals, then « Autre commune ».
    await page.getByRole('combobox').click()
    await page.getByPlaceholder('Rechercher…').fill('evry')
    await page.getByRole('option', { name: 'Évry-Courcouronnes (91)' }).waitFor()
    expect(await page.getByRole('option').last().textContent()).toBe('Autre commune')
    await page.screenshot({ path: `${SCREENSHOTS}/commune-search-390.png` })
    await page.getByRole('option', { name: 'Autre commune' }).click()
    await page.getByPlaceholder('Rechercher…').waitFor({ state: 'detached' })
    await page.getByPlaceholder('Nom de la commune et code postal').waitFor()
    await page.screenshot({ path: `${SCREENSHOTS}/commune-other-390.png` })
    await page.getByRole('combobox').click()
    await page.getByPlaceholder('Rechercher…').fill('91000')
    await page.getByRole('option', { name: 'Évry-Courcouronnes (91)' }).click()
    await page.getByPlaceholder('Rechercher…').waitFor({ state: 'detached' })
    expect(await page.getByRole('combobox').textContent()).toBe('Évry-Courcouronnes (91)')
    await next(page)

    await expectQuestion(page, 'address')
    await page.getByRole('combobox').fill('8 boulevard du port')
    await page.getByRole('option', { name: '8 Boulevard du Port 80000 Amiens' }).click()
    await next(page)

    await expectQuestion(page, 'elevator')
    await choose(page, 'Oui, mais de petite taille')
    await page.getByPlaceholder('Dimensions approximatives de la cabine (ex. : 80 × 100 cm)').fill('80 × 100 cm')
    await next(page)

    await expectQuestion(page, 'apartment-type')
    await choose(page, '3 pièces')
    await next(page)

    await expectQuestion(page, 'surface')
    await page.getByRole('textbox').fill('beaucoup')
    await page.getByRole('alert').filter({ hasText: 'Veuillez insérer un nombre valide.' }).waitFor()
    expect(await page.getByRole('button', { name: 'Suivant' }).isDisabled()).toBe(true)
    await page.getByRole('textbox').fill('62')
    await next(page)

    await expectQuestion(page, 'works-scope')
    await choose(page, 'Une restructuration')
    await next(page)

    await expectQuestion(page, 'structural-works')
    await page.getByLabel('Ouvrir un mur porteur').check()
    await next(page)

    await expectQuestion(page, 'wishes')
    await page.getByLabel('Ouvrir la cuisine sur le séjour').check()
    // Back follows the history: the question before, with its answer kept.
    await page.getByRole('button', { name: 'Question précédente' }).click()
    await expectQuestion(page, 'structural-works')
    expect(await page.getByLabel('Ouvrir un mur porteur').isChecked()).toBe(true)
    await next(page)
    await expectQuestion(page, 'wishes')
    await page.getByLabel('Ouvrir la cuisine sur le séjour').check()
    await next(page)

    await expectQuestion(page, 'structure-study')
    await choose(page, 'Oui, prenez-les en charge')
    await next(page)
    await expectQuestion(page, 'rooms')

    // A reload mid-way resumes at the first unanswered question of the path.
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/web-questionnaire/${ID}$`))
    await page.reload()
    await expectQuestion(page, 'rooms')
    await waitForHydration(page)

    await page.getByLabel('Séjour', { exact: true }).check()
    await page.getByLabel('Surface (m²) (Séjour)').fill('25')
    await page.getByLabel('Type de rénovation (Séjour)').selectOption({ index: 3 })
    await page.getByLabel('Chambre', { exact: true }).check()
    await page.getByLabel('Nombre (Chambre)').fill('2')
    await page.getByLabel('Surface (m²) (Chambre)').fill('24')
    await page.getByLabel('Type de rénovation (Chambre)').selectOption({ index: 2 })
    await next(page)

    await expectQuestion(page, 'kitchen-layout')
    await choose(page, 'Ouverte avec un îlot central')
    await next(page)
    await expectQuestion(page, 'budget')
    await choose(page, 'Moins de 15 000 €')
    await next(page)
    await expectQuestion(page, 'budget-phasing')
    await choose(page, 'Oui, en commençant par les pièces prioritaires')
    await next(page)
    await expectQuestion(page, 'occupancy')
    await choose(page, 'Oui')
    await next(page)
    await expectQuestion(page, 'site-constraints')
    await page.getByRole('textbox').fill('Télétravail le matin.')
    await next(page)
    await expectQuestion(page, 'start-date')
    // A start date already past is refused in the browser, with the domain's message, and next stays off.
    await page.getByRole('textbox').pressSequentially('15032020')
    await page.getByRole('alert').filter({ hasText: 'Veuillez choisir une date à partir d’aujourd’hui.' }).waitFor()
    expect(await page.getByRole('button', { name: 'Suivant' }).isDisabled()).toBe(true)
    await page.getByRole('textbox').fill('')
    const nextYear = new Date().getFullYear() + 1
    await page.getByRole('textbox').pressSequentially(`1503${nextYear}`)
    expect(await page.getByRole('textbox').inputValue()).toBe(`15/03/${nextYear}`)
    await next(page)
    await expectQuestion(page, 'has-photos')
    await choose(page, 'Oui, je les ajoute maintenant')
    await next(page)

    await expectQuestion(page, 'photos')
    await page.locator('input[type=file]').setInputFiles([
      { name: 'salon.png', mimeType: 'image/png', buffer: await png({ r: 200, g: 120, b: 80 }) },
      { name: 'cuisine.png', mimeType: 'image/png', buffer: await png({ r: 80, g: 120, b: 200 }) },
    ])
    await page.getByRole('img', { name: 'cuisine.png' }).waitFor()
    await page.getByRole('img', { name: 'salon.png' }).waitFor()
    // A plan as PDF is taken too, its first page drawn by react-pdf.
    await page.locator('input[type=file]').setInputFiles([{ name: 'plan-rdc.pdf', mimeType: 'application/pdf', buffer: await tinyPdf('Plan du rez-de-chaussée') }])
    const added = page.getByRole('list', { name: 'Fichiers ajoutés' })
    await added.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Retirer plan-rdc.pdf' }) }).locator('canvas').waitFor()
    // A file that is neither an image nor a PDF is refused with a clear message; the three files stay.
    await page.locator('input[type=file]').setInputFiles([{ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('<html>pas une image</html>') }])
    await page.getByRole('alert').filter({ hasText: 'notes.png' }).waitFor()
    expect(await added.getByRole('listitem').count()).toBe(3)
    await next(page)

    await expectQuestion(page, 'inspiration')
    await page.getByRole('button', { name: 'Passer' }).click()
    await expectQuestion(page, 'description')
    await page.getByRole('button', { name: 'Passer' }).click()

    await expectQuestion(page, 'email')
    expect(await page.getByRole('main').getByRole('link', { name: 'se connecter', exact: true }).getAttribute('href')).toContain('/login?redirect=')
    await page.getByRole('textbox').fill('pas-un-email')
    await page.getByRole('alert').filter({ hasText: 'Veuillez insérer une adresse email valide.' }).waitFor()
    const email = `camille-${Date.now()}@exemple.fr`
    await page.getByRole('textbox').fill(email)
    await next(page)
    // No password in the flow (issue 36): it is chosen once the emailed code proved a new address.
    await expectQuestion(page, 'identity')
    await page.getByLabel('Prénom').fill('Camille')
    await page.getByLabel('Nom', { exact: true }).fill('Martin')
    await page.getByLabel('Téléphone').fill('06 12 34 56 78')
    await page.getByRole('checkbox').check()
    await next(page)

    await expectQuestion(page, 'consent')
    await choose(page, 'Je refuse')
    const alert = page.getByRole('alertdialog')
    await alert.getByRole('heading', { name: 'Alerte' }).waitFor()
    expect(await alert.textContent()).toContain('Veuillez cliquer sur « J’accepte »')
    await alert.getByRole('button', { name: 'OK' }).click()
    await choose(page, 'J’accepte')

    await page.getByRole('heading', { name: 'Merci pour vos réponses !' }).waitFor()
    expect(await page.getByRole('progressbar').getAttribute('aria-label')).toBe('Progression : 100 %')
    await page.getByRole('button', { name: 'Terminer' }).click()

    // The code step: the code sent to the address typed proves it; a wrong one is refused in French.
    await page.getByRole('heading', { level: 1, name: 'Confirmez votre adresse email' }).waitFor()
    const code = await questionnaireCode(email)
    const codeField = page.getByLabel('Code reçu par email (6 chiffres)')
    await codeField.fill(code === '000000' ? '111111' : '000000')
    await page.getByRole('button', { name: 'Valider le code' }).click()
    await page.getByRole('alert').filter({ hasText: 'Ce code n’est pas le bon.' }).waitFor()
    expect(await codeField.getAttribute('aria-invalid')).toBe('true')
    await codeField.fill(code)
    await page.getByRole('button', { name: 'Valider le code' }).click()

    // The address is new: the visitor now chooses the password of their account, under the password policy.
    await page.getByRole('heading', { level: 1, name: 'Choisissez votre mot de passe' }).waitFor()
    await page.getByLabel('Mot de passe', { exact: true }).fill('maison')
    await page.getByLabel('Confirmation du mot de passe').fill('maison')
    await page.getByRole('button', { name: 'Créer mon compte' }).click()
    await page.getByRole('alert').filter({ hasText: 'minimales' }).waitFor()
    await page.getByLabel('Mot de passe', { exact: true }).fill('Maison!2027ab')
    await page.getByLabel('Confirmation du mot de passe').fill('Maison!2027ab')
    await page.getByRole('button', { name: 'Créer mon compte' }).click()

    // The closing slide then shows the indicative budget from the seeded price grid: séjour 25 m² in
    // complete renovation, two bedrooms 24 m² in partial renovation, the fixed costs, VAT 10 %.
    await page.getByRole('heading', { level: 1, name: 'Votre demande est bien envoyée' }).waitFor()
    const range = /Entre 37\s600\s€ et 56\s600\s€\sTTC/
    expect(await page.getByRole('region', { name: 'Votre budget indicatif' }).textContent()).toMatch(range)
    await page.getByRole('button', { name: 'Voir mon projet' }).click()

    await page.waitForURL(new RegExp(`/project/${ID}$`))
    await page.getByText('En attente de l’estimatif').first().waitFor()
    // The project screen opens at the estimate (shown once hydrated, after its spinner), with the same
    // budget while the expert prepares the detailed estimate; the questionnaire stage says the answers are sent.
    await page.getByText('Un expert travaux reviendra vers vous avec un estimatif de votre projet.', { exact: false }).waitFor()
    expect(await page.getByRole('region', { name: 'Budget indicatif' }).textContent()).toMatch(range)
    await page.getByRole('list', { name: 'Étapes du projet' }).getByRole('button', { name: /^Questionnaire/ }).click()
    await page.getByText('Vos réponses ont déjà été envoyées et validées.').waitFor()
    const cookies = await context.cookies()
    expect(cookies.some((cookie) => cookie.name === 'payload-token')).toBe(true)
    expect(cookies.some((cookie) => cookie.name === 'maisonnee-visitor')).toBe(false)
    await context.close()
  })

  it('asks other questions on another branch (a house skips the floor and the lift)', async () => {
    const context = await browser.newContext({ locale: 'fr-FR' })
    const page = await context.newPage()
    await page.goto(`${baseUrl}/web-questionnaire/-1`)
    await waitForHydration(page)
    await page.getByRole('button', { name: 'COMMENCER' }).click()
    await expectQuestion(page, 'property-type')
    await choose(page, 'Une maison de ville')
    await next(page)
    await expectQuestion(page, 'commune')
    await page.getByRole('combobox').click()
    await page.getByPlaceholder('Rechercher…').fill('Paris')
    await page.getByRole('option', { name: 'Paris (75)' }).click()
    await next(page)
    await expectQuestion(page, 'address')
    // The address service has nothing: the typed text is offered as the sole address.
    await page.getByRole('combobox').fill('Lieu-dit les Granges')
    await page.getByText('Aucun resultat').waitFor()
    await page.getByRole('option', { name: 'Utiliser « Lieu-dit les Granges »' }).click()
    await next(page)
    await expectQuestion(page, 'apartment-type')

    // A new `step` in the URL (a link, the router) moves to that question when it is on the answered
    // path; the floor, skipped on this branch, is not; -1 is the intro.
    const moveToStep = (step: number) =>
      page.evaluate((value) => (window as unknown as { __TSR_ROUTER__: StepRouter }).__TSR_ROUTER__.navigate({ to: '.', search: (previous) => ({ ...previous, step: value }) }), step)
    const indexOf = (key: QuestionKey) => QUESTIONNAIRE.questions.findIndex((item) => item.key === key)
    await moveToStep(indexOf('commune'))
    await expectQuestion(page, 'commune')
    await moveToStep(indexOf('floor'))
    await expectQuestion(page, 'commune')
    expect(await page.getByRole('heading', { level: 1, name: title('floor') }).count()).toBe(0)
    await moveToStep(-1)
    await page.getByRole('button', { name: 'COMMENCER' }).waitFor()
    await context.close()
  })
})

describe('the questionnaire of a signed-in customer, inside the project screen', () => {
  it('creates the project from /create/project and resumes on /project/{id} past what the account already says', async () => {
    const { demoAccount } = await import('./support/api.ts')
    const { HOUSE_BRANCH } = await import('../support/questionnaire-walk.ts')
    const account = demoAccount('customer')
    const context = await browser.newContext({ locale: 'fr-FR' })
    const page = await context.newPage()
    const login = await page.request.post(`${baseUrl}/api/users/login`, { data: { email: account.email, password: account.password }, headers: { Origin: baseUrl } })
    expect(login.status()).toBe(200)
    const me = (await login.json()).user as { firstName: string; lastName: string; email: string }

    await page.goto(`${baseUrl}/create/project`)
    await page.getByRole('heading', { level: 1, name: 'Nouveau projet' }).waitFor()
    expect(await page.getByRole('link', { name: 'Répondre plus tard et créer mon compte' }).count()).toBe(0)
    await waitForHydration(page)
    await page.getByRole('button', { name: 'COMMENCER' }).click()
    await expectQuestion(page, 'property-type')
    await choose(page, 'Une maison de ville')
    await next(page)
    await expectQuestion(page, 'commune')
    const projectId = new URL(page.url()).searchParams.get('project_id')
    expect(projectId).toMatch(new RegExp(`^${ID}$`))

    // The rest up to the email question, answered through /v1 with the same session (another device).
    const post = (path: string, data: unknown) => page.request.post(`${baseUrl}${path}`, { data, headers: { Origin: baseUrl } })
    const questions = (await (await page.request.get(`${baseUrl}/v1/project/quizz/questions`)).json()).payload.quizztions as { quizztion_id: string; quizztion_title: string }[]
    const keyOf = (id: string) => QUESTIONNAIRE.questions.find((question) => question.title === questions.find((wire) => wire.quizztion_id === id)?.quizztion_title)?.key
    for (let step = 0; step < 30; step++) {
      const state = (await (await page.request.get(`${baseUrl}/v1/project/quizz/responses/${projectId}`, { headers: { Origin: baseUrl } })).json()).payload
      const key = keyOf(state.resume.quizztion_id)
      if (!key || key === 'email') break
      const saved = await post('/v1/project/quizz/create/single/response', { project_id: projectId, fk_response_quizztion: state.resume.quizztion_id, response_value: HOUSE_BRANCH[key] ?? '' })
      expect(saved.status(), key).toBeLessThan(300)
    }

    await page.goto(`${baseUrl}/project/${projectId}`)
    await page.getByText('Statut du projet : Questionnaire en cours').waitFor()
    expect(await page.getByRole('listitem').filter({ hasText: 'Questionnaire' }).first().getAttribute('aria-current')).toBe('step')
    // The email, the password, the contact details and the consent (given on the account's earlier projects)
    // are not asked again (issue 36): the questionnaire resumes at its end.
    await page.getByRole('heading', { level: 1, name: /^Merci pour vos réponses/ }).waitFor()
    for (const key of ['email', 'password', 'identity', 'consent'] as const) expect(await page.getByRole('heading', { name: title(key) }).count()).toBe(0)
    expect(me.email).not.toBe('')
    await context.close()
  })
})
