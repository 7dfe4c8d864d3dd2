import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, waitForHydration } from './support/browser.ts'
import { baseUrl } from './support/api.ts'
import { expectQuestion } from './support/questionnaire.ts'
import { DOC_ID_PATTERN as ID } from '../../src/domain/ids/doc-id-shape.ts'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const homeCallToAction = (page: Page) => page.getByRole('main').getByRole('link', { name: /^(Commencer mon projet|Reprendre mon questionnaire)$/ })

describe('the home page’s call to action', () => {
  it('resumes the questionnaire a visitor left unfinished, in the same browser only', async () => {
    const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await page.goto(`${baseUrl}/home`)
    expect(await homeCallToAction(page).textContent()).toBe('Commencer mon projet')

    await page.goto(`${baseUrl}/web-questionnaire/-1`)
    await page.getByRole('button', { name: 'COMMENCER' }).waitFor()
    await waitForHydration(page)
    await page.keyboard.press('Enter')
    await expectQuestion(page, 'property-type')
    await page.getByRole('radio', { name: 'Un appartement' }).click()
    await page.getByRole('button', { name: 'Suivant' }).click()
    await expectQuestion(page, 'floor')
    const projectId = new RegExp(`/web-questionnaire/(${ID})`).exec(page.url())?.[1]
    expect(projectId).toBeDefined()

    await page.goto(`${baseUrl}/home`)
    const resume = homeCallToAction(page)
    expect(await resume.textContent()).toBe('Reprendre mon questionnaire')
    expect(await resume.getAttribute('href')).toBe(`/web-questionnaire/${projectId}`)
    await resume.click()
    // Where the visitor stopped: the first question is answered, the next one is asked.
    await expectQuestion(page, 'floor')

    // Another browser (no visitor key of this draft) starts afresh.
    const other = await (await browser.newContext({ locale: 'fr-FR' })).newPage()
    await other.goto(`${baseUrl}/home`)
    expect(await homeCallToAction(other).textContent()).toBe('Commencer mon projet')
    await context.close()
  })
})
