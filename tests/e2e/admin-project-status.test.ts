import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser } from './support/browser.ts'
import { adminLogin } from './support/admin.ts'
import { authHeaders, baseUrl, demoAccount, getJson, login } from './support/api.ts'

let browser: Browser
let page: Page
let token: string
let projectId: number
const responseIds: number[] = []

const json = (method: string, path: string, body?: unknown) =>
  fetch(`${baseUrl}${path}`, { method, headers: { ...authHeaders(token), 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) })

/**
 * A project of its own for this file (the seeded demo project stays as other tests expect it): the demo
 * customer's answers copied onto a new project waiting for its estimate, created by staff through /api.
 */
beforeAll(async () => {
  const staff = demoAccount('staff')
  token = await login(staff.email, staff.password)
  // The seeded project by its title: other files create projects with a questionnaire too, in any order.
  const { body: projects } = await getJson<{ docs: Array<{ id: number; quiz: number | null; owner: number | null; rooms: unknown[] }> }>(
    `/api/projects?depth=0&where[title][equals]=${encodeURIComponent('Appartement rue des Martyrs')}`,
    token,
  )
  const demo = projects.docs.find((project) => project.quiz !== null && project.owner !== null)
  if (!demo) throw new Error('the seed has no demo project « Appartement rue des Martyrs » with a questionnaire')
  const created = await json('POST', '/api/projects', {
    title: 'Projet historique e2e',
    owner: demo.owner,
    quiz: demo.quiz,
    rooms: demo.rooms.map((room) => ({ ...(room as Record<string, unknown>), id: undefined })),
  })
  expect(created.status).toBe(201)
  projectId = ((await created.json()) as { doc: { id: number } }).doc.id
  const { body: responses } = await getJson<{ docs: Array<Record<string, unknown>> }>(`/api/responses?depth=0&limit=500&where[project][equals]=${demo.id}`, token)
  for (const response of responses.docs) {
    const copy = await json('POST', '/api/responses', { project: projectId, question: response.question, quiz: response.quiz, part: response.part, label: response.label, value: response.value })
    expect(copy.status).toBe(201)
    responseIds.push(((await copy.json()) as { doc: { id: number } }).doc.id)
  }
  // Waiting for its estimate: the status guard lets staff move it there once its questionnaire is complete.
  const waiting = await json('PATCH', `/api/projects/${projectId}`, { status: 2, statusChangeReason: 'Projet préparé pour le test de bout en bout.' })
  expect(waiting.status).toBe(200)

  browser = await launchBrowser()
  page = await browser.newPage({ locale: 'fr-FR', viewport: { width: 1280, height: 900 } })
  await adminLogin(page, baseUrl, staff)
})

afterAll(async () => {
  await browser?.close()
  if (!projectId) return
  for (const id of responseIds) await json('DELETE', `/api/responses/${id}`)
  await json('DELETE', `/api/projects/${projectId}`)
})

describe('the staff view of a project in the back office', () => {
  it('lays out the questionnaire answers, the rooms and the photos', async () => {
    await page.goto(`${baseUrl}/admin/collections/projects/${projectId}`)
    const answers = page.getByRole('region', { name: 'Réponses au questionnaire' })
    await answers.waitFor()
    expect(await answers.getByRole('term').count()).toBeGreaterThan(5)
    expect(await answers.getByRole('definition').filter({ hasText: 'Claire Martin' }).count()).toBe(1)
    const rooms = page.getByRole('table', { name: 'Pièces du projet : nombre, surface et type de rénovation' })
    expect(await rooms.getByRole('rowheader').count()).toBeGreaterThan(0)
    await page.getByRole('region', { name: 'Photos du projet' }).waitFor()
  })

  it('shows the indicative budget in euros, and generates the quote PDF from the project', async () => {
    const { body: project } = await getJson<{ budgetLow: number | null; budgetHigh: number | null }>(`/api/projects/${projectId}?depth=0`, token)
    expect(project.budgetLow).toBeGreaterThan(0)
    await page.goto(`${baseUrl}/admin/collections/projects/${projectId}`)
    await page.getByRole('button', { name: 'Projet', exact: true }).click()
    // NOTE: Payload renders a collapsible's fields once it comes into view.
    await page.getByText('Budget indicatif', { exact: true }).scrollIntoViewIfNeeded()
    const range = page.getByText(/^Entre .+ TTC$/)
    await range.waitFor()
    const euros = (amount: number) => `${String(Math.round(amount / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f')}\u00a0€`
    expect(await range.textContent()).toBe(`Entre ${euros(project.budgetLow as number)} et ${euros(project.budgetHigh as number)} TTC`)
    const link = page.getByRole('link', { name: 'Générer le devis (PDF)' })
    expect(await link.getAttribute('target')).toBe('_blank')
    // The staff member's own session (the admin's cookie), as the new tab sends it.
    const quote = await page.request.get(new URL((await link.getAttribute('href')) ?? '', baseUrl).href, { headers: { Origin: baseUrl } })
    expect(quote.status()).toBe(200)
    expect(quote.headers()['content-type']).toContain('application/pdf')
    expect((await quote.body()).subarray(0, 5).toString()).toBe('%PDF-')
  })

  it('lists the blocked moves with what they miss, asks a reason for a manual change and an exception, and shows them in the history', async () => {
    await page.goto(`${baseUrl}/admin/collections/projects/${projectId}`)
    await page.getByText('En attente de l’estimatif', { exact: true }).waitFor()

    // No estimate attached: 'Estimatif disponible' is not offered, and the blocked list says why.
    await page.getByText('Changements bloqués (ce qui manque)').click()
    await page.getByText('Le projet ne peut pas passer au statut « Estimatif disponible » : aucun estimatif n’est joint au projet.').waitFor()
    expect(await page.getByRole('button', { name: '3 · Estimatif disponible' }).count()).toBe(0)

    await page.getByText('Autre statut (changement manuel)').click()
    await page.getByRole('button', { name: '1 · Questionnaire en cours' }).click()
    const override = page.getByRole('dialog', { name: 'Passer au statut « Questionnaire en cours »' })
    await override.getByRole('button', { name: 'Changer le statut' }).click()
    await override.getByRole('alert').filter({ hasText: 'Indiquez le motif de ce changement manuel.' }).waitFor()
    await override.getByLabel('Motif du changement').fill('Questionnaire à compléter avec le client.')
    await override.getByRole('button', { name: 'Changer le statut' }).click()
    await page.getByText('Questionnaire en cours', { exact: true }).first().waitFor()

    await page.getByRole('button', { name: 'Mettre en exception' }).click()
    const hold = page.getByRole('dialog', { name: 'Passer au statut « Exception »' })
    await hold.getByLabel('Motif du changement').fill('Client injoignable.')
    await hold.getByRole('button', { name: 'Changer le statut' }).click()
    await page.getByRole('button', { name: 'Revenir à « Questionnaire en cours »' }).click()
    const restore = page.getByRole('dialog', { name: 'Passer au statut « Questionnaire en cours »' })
    await restore.getByLabel('Motif du changement').fill('Client rappelé.')
    await restore.getByRole('button', { name: 'Changer le statut' }).click()
    await page.getByRole('button', { name: 'Mettre en exception' }).waitFor()

    await page.reload()
    await page.getByRole('button', { name: 'Historique', exact: true }).click()
    const history = page.getByRole('table').filter({ hasText: 'Questionnaire à compléter avec le client.' })
    await history.waitFor()
    expect(await history.getByRole('row').filter({ hasText: 'Changement manuel par l’équipe' }).filter({ hasText: 'Questionnaire à compléter avec le client.' }).count()).toBe(1)
    expect(await history.getByRole('row').filter({ hasText: 'Mise en exception' }).filter({ hasText: 'Client injoignable.' }).count()).toBe(1)

    const { body } = await getJson<{ docs: Array<{ from: string; to: string; move: string; changedByName: string }> }>(
      `/api/project-history?depth=0&sort=createdAt&where[project][equals]=${projectId}`,
      token,
    )
    expect(body.docs.map((entry) => `${entry.from}>${entry.to} ${entry.move}`)).toEqual(['0>2 override', '2>1 override', '1>13 hold', '13>1 restore'])
    expect(body.docs[1]?.changedByName).toBe(demoAccount('staff').name)
  })
})
