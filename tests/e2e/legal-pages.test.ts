import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { LEGAL_TEXT_KEYS, LEGAL_TEXTS } from '../../src/domain/legal/index.ts'
import { launchBrowser } from './support/browser.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { baseUrl, demoAccount, getJson, login, rest } from './support/api.ts'

let browser: Browser
let page: Page

/** A phone's width: the footer and the texts must fit without a horizontal scroll. */
const PHONE = { width: 360, height: 740 }

beforeAll(async () => {
  browser = await launchBrowser()
  // NOTE: a page of its own context, as axe-core's Playwright builder requires.
  page = await (await browser.newContext({ locale: 'fr-FR', viewport: PHONE })).newPage()
})
afterAll(() => browser?.close())

const fitsTheScreen = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

describe('the legal notice, the terms, the privacy policy and the contact page, from every page’s footer', () => {
  it('links them from the home page’s footer, each page showing the text marketing published', async () => {
    await page.goto(`${baseUrl}/home`)
    const footer = page.getByRole('contentinfo').getByRole('navigation', { name: 'Informations légales' })
    const links = footer.getByRole('link')
    expect(await links.allTextContents()).toEqual([...LEGAL_TEXT_KEYS.map((key) => LEGAL_TEXTS[key].title), 'Nous contacter'])
    expect(await fitsTheScreen()).toBe(true)

    // A line of each seeded text, as the demo publishes it (seed/content/legal.ts).
    const seededLine = { legalNotice: 'Hébergement', cgu: 'Article 1 – Éditeur du Service', cgv: 'Article 1 – Prestations', privacy: 'Vos droits' } as const
    for (const key of LEGAL_TEXT_KEYS) {
      await page.goto(`${baseUrl}/home`)
      await footer.getByRole('link', { name: LEGAL_TEXTS[key].title }).click()
      await page.waitForURL(`${baseUrl}${LEGAL_TEXTS[key].path}`)
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(LEGAL_TEXTS[key].title)
      await page.getByRole('article').getByText(seededLine[key], { exact: true }).waitFor()
      expect(await page.title()).toBe(`${LEGAL_TEXTS[key].title} · Maisonnée`)
      expect(await fitsTheScreen()).toBe(true)
      await expectNoSeriousAxeViolations(page)
    }
    await footer.getByRole('link', { name: 'Nous contacter' }).click()
    await page.waitForURL(`${baseUrl}/page-contact`)
  })

  it('says in the CGV the price grid’s terms in force; marketing changes them in the back office and the page follows, its text untouched (issue #36)', async () => {
    const marketing = demoAccount('marketing')
    const token = await login(marketing.email, marketing.password)
    const { body: grid } = await getJson<{ depositPercent: number; auditPrice: number; balanceDue: string }>('/api/globals/pricing-grid?depth=0', token)
    const { body: params } = await getJson<{ cgv: unknown }>('/api/globals/params?depth=0', token)
    const cgv = page.getByRole('article')
    await page.goto(`${baseUrl}/cgv`)
    await cgv.getByText('Son prix est de 700\u00a0€ TTC.', { exact: false }).waitFor()
    await cgv.getByText('l’acompte, 30\u00a0% du montant TTC du devis', { exact: false }).waitFor()
    await rest('/api/globals/pricing-grid', { method: 'POST', token, body: { depositPercent: 40, auditPrice: 850, balanceDue: 'handover' } })
    try {
      await page.goto(`${baseUrl}/cgv`)
      await cgv.getByText('Son prix est de 850\u00a0€ TTC.', { exact: false }).waitFor()
      await cgv.getByText('l’acompte, 40\u00a0% du montant TTC du devis', { exact: false }).waitFor()
      await cgv.getByText('le solde, soit 60\u00a0% du montant TTC du devis, payable à la réception des travaux.', { exact: false }).waitFor()
      expect((await getJson<{ cgv: unknown }>('/api/globals/params?depth=0', token)).body.cgv).toEqual(params.cgv)
    } finally {
      await rest('/api/globals/pricing-grid', { method: 'POST', token, body: { depositPercent: grid.depositPercent, auditPrice: grid.auditPrice, balanceDue: grid.balanceDue } })
    }
  })

  it('names on the legal notice, the CGU and the CGV the one SIRET and host of the « Identité de l’entreprise » global (issue #36)', async () => {
    const admin = demoAccount('admin')
    const { body: company } = await getJson<{ legalName: string; siret: string; host: { name: string } }>('/api/globals/company-identity?depth=0', await login(admin.email, admin.password))
    const siret = company.siret.replace(/^(\d{3})(\d{3})(\d{3})(\d{5})$/, '$1 $2 $3 $4')
    for (const path of ['/mentions-legales', '/cgv']) {
      await page.goto(`${baseUrl}${path}`)
      const text = (await page.getByRole('article').textContent()) ?? ''
      expect(text).toContain(company.legalName)
      expect(text.match(/\d{3} \d{3} \d{3} \d{5}/g)).toEqual(expect.arrayContaining([siret]))
      expect(new Set(text.match(/\d{3} \d{3} \d{3} \d{5}/g))).toEqual(new Set([siret]))
    }
    for (const path of ['/mentions-legales', '/cgu']) {
      await page.goto(`${baseUrl}${path}`)
      expect(await page.getByRole('article').textContent()).toContain(company.host.name)
    }
  })

  it('shows the legal notice as marketing changes it in the CMS', async () => {
    const marketing = demoAccount('marketing')
    const token = await login(marketing.email, marketing.password)
    const { body: before } = await getJson<{ legalNotice: unknown }>('/api/globals/params?depth=0', token)
    const sentence = 'Hébergeur changé par le marketing pour le test.'
    const lexical = {
      root: {
        type: 'root', format: '', indent: 0, version: 1, direction: 'ltr',
        children: [{ type: 'paragraph', format: '', indent: 0, version: 1, direction: 'ltr', textFormat: 0, textStyle: '', children: [{ type: 'text', text: sentence, format: 0, style: '', mode: 'normal', detail: 0, version: 1 }] }],
      },
    }
    await rest('/api/globals/params', { method: 'POST', token, body: { legalNotice: lexical } })
    try {
      await page.goto(`${baseUrl}/mentions-legales`)
      await page.getByRole('article').getByText(sentence, { exact: true }).waitFor()
    } finally {
      await rest('/api/globals/params', { method: 'POST', token, body: { legalNotice: before.legalNotice } })
    }
  })
})
