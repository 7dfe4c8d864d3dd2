import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PDFDocument } from 'pdf-lib'
import type { Payload } from 'payload'
import type { User } from '../../payload-types.ts'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { createProject, createUser, tinyPdf } from './support/fixtures.ts'
import { seedTestQuestionnaire } from './support/questionnaire.ts'
import { pdfPageTexts } from '../support/pdf-text.ts'
import { missingDocId } from '../support/test-database.ts'
import type { SeededQuestionnaire } from '../../seed/questionnaire.ts'
import { saveAnswer } from '../../src/server/questionnaire/answers.server.ts'
import { questionnaireState } from '../../src/server/questionnaire/state.server.ts'
import type { Requester } from '../../src/server/projects/project-access.server.ts'
import type { QuestionKey } from '../../seed/content/questionnaire.ts'
import { HOUSE_BRANCH } from '../support/questionnaire-walk.ts'
import { seedCompanyIdentity } from '../../seed/company.ts'
import { QUOTE_MESSAGES } from '../../src/server/pricing/quote.server.ts'
import { Route as QuoteRoute } from '../../src/routes/v1/project/generate/devis/$id.ts'
import { Route as SummaryRoute } from '../../src/routes/v1/project/generate/pdf.ts'

/**
 * The generated PDFs over their /v1 routes, with real requests (session by bearer token) on a throwaway
 * database: the quote from the price grid (filed with the project's documents, replacing the previous one)
 * and the project summary, read back with pdf-lib and pdf.js; and who may have them.
 */

let ctx: TestPayload
let payload: Payload
let seeded: SeededQuestionnaire
let levelId: number

beforeAll(async () => {
  ctx = await bootTestPayload()
  payload = ctx.payload
  seeded = await seedTestQuestionnaire(payload)
  levelId = (await payload.create({ collection: 'levels', data: { title: 'Rénovation complète', position: 0 }, overrideAccess: true })).id
  await payload.updateGlobal({
    slug: 'pricing-grid',
    data: {
      rows: [
        { roomValue: 'sejour', level: levelId, lowPerSquareMetre: 900, highPerSquareMetre: 1300 },
        { roomValue: 'chambre', level: levelId, lowPerSquareMetre: 850, highPerSquareMetre: 1200 },
      ],
      fixedCosts: [{ label: 'Installation de chantier', amount: 950 }],
      vatRate: 10,
      quoteValidityDays: 90,
    },
    overrideAccess: true,
  })
  await seedCompanyIdentity(payload)
})
afterAll(() => ctx?.cleanup())

type Handler = (input: { request: Request; params: Record<string, string> }) => Promise<Response>
type RouteWithHandlers = { options: { server?: { handlers?: unknown } } }

async function get(route: RouteWithHandlers, { path, params = {}, token }: { path: string; params?: Record<string, string>; token?: string }) {
  const handler = (route.options.server?.handlers as Record<string, Handler>).GET as Handler
  const response = await handler({ request: new Request(`http://maisonnee.test${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} }), params })
  const isPdf = response.headers.get('content-type') === 'application/pdf'
  return { status: response.status, headers: response.headers, bytes: isPdf ? new Uint8Array(await response.arrayBuffer()) : null, json: isPdf ? null : ((await response.json()) as { s: 0; error: string }) }
}

async function signIn(role: Parameters<typeof createUser>[1] = 'customer', names: Record<string, string> = {}) {
  const account = await createUser(payload, role, names)
  const { token } = await payload.login({ collection: 'users', data: { email: account.email, password: account.password } })
  return { user: account.user as User, token: token as string, email: account.email }
}

const rooms = (level: number) => [
  { pieceId: 'sejour', value: 'sejour', title: 'Séjour', count: 1, surface: 25, renovationLevel: level },
  { pieceId: 'chambre', value: 'chambre', title: 'Chambre', count: 2, surface: 24, renovationLevel: level },
  { pieceId: 'wc', value: 'wc', title: 'WC', count: 1, surface: 2, renovationLevel: level },
]

const generatedQuotes = async (projectId: number) =>
  (await payload.find({ collection: 'files', where: { and: [{ project: { equals: projectId } }, { kind: { equals: 'quote' } }] }, depth: 0, overrideAccess: true })).docs

describe('GET /v1/project/generate/devis/{id}', () => {
  it('gives the owner the quote as a French A4 PDF download, and files it with the project’s documents', async () => {
    const owner = await signIn('customer', { firstName: 'Camille', lastName: 'Martin' })
    const project = await createProject(payload, owner.user.id, { status: 2, title: 'Appartement Paradis', address: '8 rue de Paradis 75010 Paris', rooms: rooms(levelId) })
    const response = await get(QuoteRoute, { path: `/v1/project/generate/devis/${project.id}`, params: { id: String(project.id) }, token: owner.token })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="devis-projet-${project.id}.pdf"; filename*=UTF-8''devis-projet-${project.id}.pdf`)
    const pdf = await PDFDocument.load(response.bytes as Uint8Array)
    // The payment terms and mandatory mentions (issue #36) take the signature block onto a second page.
    expect(pdf.getPageCount()).toBe(2)
    expect(pdf.getTitle()).toMatch(new RegExp(`^Devis – Appartement Paradis – DEV-${String(project.id).padStart(6, '0')}-\\d{8}$`))
    const text = (await pdfPageTexts(response.bytes as Uint8Array)).join(' ')
    // Séjour 25 m² × 1 100 € + Chambre 24 m² × 1 025 € + 950 € = 53 050 € HT; the WC is not in the grid.
    for (const expected of ['Camille Martin', owner.email, '8 rue de Paradis 75010 Paris', 'Chambre (x2) – Rénovation complète', '53 050,00 €', '5 305,00 €', '58 355,00 €', ': WC.', 'Devis valable jusqu’au', 'Bon pour accord', 'Maisonnée SAS', 'SIRET 912 345 675 00017 · RCS Paris 912 345 675', 'Acompte de 30 % du montant TTC, soit 17 506,50 €', 'Médiateur de la consommation : CM2C']) {
      expect(text).toContain(expected)
    }
    const files = await generatedQuotes(project.id)
    expect(files).toHaveLength(1)
    expect(files[0]).toMatchObject({ isGenerated: true, owner: owner.user.id, mimeType: 'application/pdf', filesize: response.bytes?.byteLength })
  })

  it('replaces the quote it generated before, and leaves the quote staff attached alone', async () => {
    const owner = await signIn()
    const project = await createProject(payload, owner.user.id, { status: 9, rooms: rooms(levelId) })
    const data = await tinyPdf('Devis signé')
    const attached = await payload.create({ collection: 'files', data: { kind: 'quote', project: project.id }, file: { data, mimetype: 'application/pdf', name: 'devis-final.pdf', size: data.length }, overrideAccess: true })
    await payload.update({ collection: 'projects', id: project.id, data: { quoteFile: attached.id }, overrideAccess: true, context: { actor: 'staff' } })
    const call = () => get(QuoteRoute, { path: `/v1/project/generate/devis/${project.id}`, params: { id: String(project.id) }, token: owner.token })
    expect((await call()).status).toBe(200)
    const first = (await generatedQuotes(project.id)).find((file) => file.isGenerated)
    expect((await call()).status).toBe(200)
    const files = await generatedQuotes(project.id)
    expect(files).toHaveLength(2)
    expect(files.filter((file) => !file.isGenerated).map((file) => file.id)).toEqual([attached.id])
    expect(files.filter((file) => file.isGenerated)).toHaveLength(1)
    expect(files.find((file) => file.isGenerated)?.id).not.toBe(first?.id)
    expect((await payload.findByID({ collection: 'projects', id: project.id, depth: 0, overrideAccess: true })).quoteFile).toBe(attached.id)
  })

  it('is given to staff, refused to another customer as to no project (404) and to nobody signed in (401)', async () => {
    const owner = await signIn()
    const project = await createProject(payload, owner.user.id, { status: 2, rooms: rooms(levelId) })
    const path = `/v1/project/generate/devis/${project.id}`
    const params = { id: String(project.id) }
    expect((await get(QuoteRoute, { path, params, token: (await signIn('staff')).token })).status).toBe(200)
    const other = await get(QuoteRoute, { path, params, token: (await signIn()).token })
    expect(other).toMatchObject({ status: 404, json: { s: 0, error: 'Projet introuvable.' } })
    expect((await get(QuoteRoute, { path, params })).status).toBe(401)
    expect((await get(QuoteRoute, { path: `/v1/project/generate/devis/${missingDocId()}`, params: { id: missingDocId() }, token: owner.token })).status).toBe(404)
    expect((await get(QuoteRoute, { path: '/v1/project/generate/devis/abc', params: { id: 'abc' }, token: owner.token })).status).toBe(400)
    expect((await generatedQuotes(project.id)).filter((file) => file.isGenerated)).toHaveLength(1)
  })

  it('says so when no room of the project is in the grid', async () => {
    const owner = await signIn()
    const project = await createProject(payload, owner.user.id, { status: 2, rooms: [rooms(levelId)[2]] })
    const response = await get(QuoteRoute, { path: `/v1/project/generate/devis/${project.id}`, params: { id: String(project.id) }, token: owner.token })
    expect(response).toMatchObject({ status: 422, json: { s: 0, error: QUOTE_MESSAGES.nothingToPrice } })
  })
})

const keyOf = (questionId: string) => (Object.entries(seeded.questionIds) as [QuestionKey, number][]).find(([, value]) => String(value) === questionId)?.[0]

/** Answers the demo questionnaire as the server resumes it (the house branch), up to the rooms, with one room at the test's level. */
async function answerUpToRooms(requester: Requester): Promise<number> {
  const branch = { ...HOUSE_BRANCH, rooms: JSON.stringify([{ piece_id: 'sejour', piece_value: 'sejour', piece_title: 'Séjour', piece_nbr: 1, piece_surface: 25, piece_renovation: String(levelId) }]) }
  let current: string | null = String(seeded.questionIds['property-type'])
  let projectId: number | null = null
  for (let step = 0; current !== null && step < 40; step += 1) {
    const key = keyOf(current) as QuestionKey
    const saved = await saveAnswer(payload, { requester, projectId, questionId: current, value: branch[key] })
    projectId = saved.project.id
    if (key === 'rooms') return projectId
    current = (await questionnaireState(payload, saved.project)).currentId
  }
  throw new Error('the rooms question was not reached')
}

describe('GET /v1/project/generate/pdf?id={projectId}', () => {
  it('gives the owner the project summary: facts, rooms, budget and answers in words', async () => {
    const owner = await signIn()
    const projectId = await answerUpToRooms({ user: owner.user, visitorKey: null })
    const response = await get(SummaryRoute, { path: `/v1/project/generate/pdf?id=${projectId}`, token: owner.token })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toContain(`filename="resume-projet-${projectId}.pdf"`)
    const pdf = await PDFDocument.load(response.bytes as Uint8Array)
    expect(pdf.getTitle()).toBe(`Résumé du projet – Projet nº ${projectId}`)
    const text = (await pdfPageTexts(response.bytes as Uint8Array)).join(' ')
    // (25 × 900 + 950) × 1.1 = 25 795 € and (25 × 1 300 + 950) × 1.1 = 36 795 €, to the hundred euros.
    for (const expected of ['Questionnaire en cours', '3 pièces', '25 m²', 'Séjour', 'Rénovation complète', 'entre 25 700 € et 36 800 € TTC', 'Séjour : 1, 25 m², Rénovation complète', 'Maison', 'Paris (75)']) {
      expect(text).toContain(expected)
    }
    // The commune by its name, as the back office shows it, never its INSEE code (issue #36).
    expect(text).not.toContain('75056')
  })

  it('refuses another customer and a missing id', async () => {
    const owner = await signIn()
    const project = await createProject(payload, owner.user.id, { status: 2 })
    expect((await get(SummaryRoute, { path: `/v1/project/generate/pdf?id=${project.id}`, token: (await signIn()).token })).status).toBe(404)
    expect((await get(SummaryRoute, { path: '/v1/project/generate/pdf', token: owner.token })).status).toBe(400)
    expect((await get(SummaryRoute, { path: `/v1/project/generate/pdf?id=${project.id}`, token: (await signIn('staff')).token })).status).toBe(200)
  })
})
