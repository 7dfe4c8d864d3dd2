import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { createProject, createUser, tinyPdf } from './support/fixtures.ts'
import { callV1 } from './support/v1-routes.ts'
import { startFakeCompanyRegister, FAKE_REGISTER_SIRETS, type FakeCompanyRegister } from '../fakes/company-register-server.ts'
import { API_CONTRACT, readmeLineOf, type ContractRow, type ContractWorld } from '../support/api-contract.ts'

/**
 * Every call of spec section 7 (tests/support/api-contract.ts), made through its route as its caller on
 * one test database: it must exist (no 404/405), answer its status, and carry the fields the spec's
 * client reads. And the README's 'API (/v1)' section lists exactly these calls.
 */

// NOTE: before any server module is imported (src/platform/env.ts reads it once): no geocoding service
// is reachable from a test, and the address search must say so at once (available: 0) rather than wait.
process.env.GEOCODING_URL = 'http://127.0.0.1:9'

let ctx: TestPayload
let payload: Payload
let world: ContractWorld
let companyRegister: FakeCompanyRegister | undefined

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

async function tokenOf(email: string, password: string): Promise<string> {
  return (await payload.login({ collection: 'users', data: { email, password } })).token as string
}

/** A one-time link token of an inactive account (the token its activation or reset email carries). */
async function linkToken(): Promise<string> {
  const account = await createUser(payload, 'customer', { isActive: false })
  return payload.forgotPassword({ collection: 'users', data: { email: account.email }, disableEmail: true })
}

async function attach(projectId: number, ownerId: number, kind: 'estimate' | 'presentation' | 'quote' | 'photo' | 'document' | 'report', file: { data: Buffer; name: string; mimetype: string }) {
  return payload.create({ collection: 'files', data: { kind, project: projectId, owner: ownerId }, file: { ...file, size: file.data.length }, overrideAccess: true })
}

async function buildWorld(): Promise<ContractWorld> {
  const { seedTestQuestionnaire, tinyPng } = await import('./support/questionnaire.ts')
  const seeded = await seedTestQuestionnaire(payload)
  const png = await tinyPng(64, 48)
  const pdf = new Uint8Array(await tinyPdf('Contrat d’API'))
  const pdfFile = (name: string) => ({ data: Buffer.from(pdf), name, mimetype: 'application/pdf' })

  const level = await payload.create({ collection: 'levels', data: { title: 'Rénovation complète', position: 0 }, overrideAccess: true })
  await payload.updateGlobal({
    slug: 'pricing-grid',
    data: {
      rows: [{ roomValue: 'sejour', level: level.id, lowPerSquareMetre: 900, highPerSquareMetre: 1300 }],
      fixedCosts: [{ label: 'Installation de chantier', amount: 950 }],
      vatRate: 10,
      quoteValidityDays: 90,
    },
    overrideAccess: true,
  })
  const zone = await payload.create({ collection: 'zones', data: { title: 'Bord de mer' }, overrideAccess: true })
  const style = await payload.create({ collection: 'styles', data: { title: 'Lin et bois flotté', description: 'Des matières naturelles', zone: zone.id, isPublished: true }, overrideAccess: true })

  const customer = await createUser(payload, 'customer', { firstName: 'Camille', lastName: 'Martin', phone: '0612345678' })
  const staff = await createUser(payload, 'staff')
  const loginAccount = await createUser(payload)
  const ownerId = customer.user.id
  const rooms = [{ pieceId: 'sejour', value: 'sejour', title: 'Séjour', count: 1, surface: 25, renovationLevel: level.id }]

  const project = await createProject(payload, ownerId, { status: 3, title: 'Appartement Paradis', address: '8 rue de Paradis 75010 Paris', rooms, style: style.id })
  const estimate = await attach(project.id, ownerId, 'estimate', pdfFile(`estimatif-${project.id}.pdf`))
  const presentation = await attach(project.id, ownerId, 'presentation', pdfFile(`honoraires-${project.id}.pdf`))
  const [photo, kept] = [await attach(project.id, ownerId, 'photo', { data: Buffer.from(png), name: 'cuisine.png', mimetype: 'image/png' }), await attach(project.id, ownerId, 'photo', { data: Buffer.from(png), name: 'salon.png', mimetype: 'image/png' })]
  await payload.update({ collection: 'projects', id: project.id, data: { estimateFile: estimate.id, presentationFile: presentation.id, photos: [photo.id, kept.id] }, overrideAccess: true, context: { actor: 'staff' } })
  const [removable, readable] = [await attach(project.id, ownerId, 'document', pdfFile('notice.pdf')), await attach(project.id, ownerId, 'document', pdfFile('reglement.pdf'))]
  const folderId = (await payload.findByID({ collection: 'projects', id: project.id, depth: 0, overrideAccess: true })).folder

  const firstQuestion = await payload.findByID({ collection: 'questions', id: seeded.questionIds['property-type'], depth: 0, overrideAccess: true })
  const firstQuestionValue = firstQuestion.choices?.[0]?.value ?? ''
  await payload.create({ collection: 'responses', data: { project: project.id, question: firstQuestion.id, quiz: seeded.quizId, label: firstQuestion.variable, value: firstQuestionValue }, overrideAccess: true })
  const answerProject = await createProject(payload, ownerId, { status: 1, quiz: seeded.quizId })
  const response = await payload.create({ collection: 'responses', data: { project: answerProject.id, question: firstQuestion.id, quiz: seeded.quizId, label: firstQuestion.variable, value: firstQuestionValue }, overrideAccess: true })

  const reportProject = await createProject(payload, ownerId, { status: 11, title: 'Chantier Voltaire' })
  const reportFile = await attach(reportProject.id, ownerId, 'report', pdfFile('visite-1.pdf'))
  await payload.create({ collection: 'reports', data: { project: reportProject.id, title: 'Visite nº 1', description: 'Démolition terminée.', file: reportFile.id }, overrideAccess: true })

  const acceptProject = await createProject(payload, ownerId, { status: 3 })
  const acceptEstimate = await attach(acceptProject.id, ownerId, 'estimate', pdfFile(`estimatif-${acceptProject.id}.pdf`))
  await payload.update({ collection: 'projects', id: acceptProject.id, data: { estimateFile: acceptEstimate.id }, overrideAccess: true, context: { actor: 'staff' } })
  const deleteProject = await createProject(payload, ownerId, { status: 1 })
  const signProject = await createProject(payload, ownerId, { status: 10 })
  const quote = await attach(signProject.id, ownerId, 'quote', pdfFile(`devis-${signProject.id}.pdf`))
  const fees = await attach(signProject.id, ownerId, 'presentation', pdfFile(`honoraires-${signProject.id}.pdf`))
  await payload.update({ collection: 'projects', id: signProject.id, data: { quoteFile: quote.id, presentationFile: fees.id }, overrideAccess: true, context: { actor: 'staff' } })

  // A visitor's first answer in 'this browser': their project and its cookie.
  const visitor = await callV1({ method: 'POST', path: '/v1/project/quizz/create/response', body: { project_id: -1, fk_response_quizztion: String(firstQuestion.id), response_value: firstQuestionValue } })
  const visitorCookie = visitor.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ')

  return {
    customer: { id: String(ownerId), email: customer.email, password: customer.password, token: await tokenOf(customer.email, customer.password) },
    staffToken: await tokenOf(staff.email, staff.password),
    loginAccount: { email: loginAccount.email, password: loginAccount.password },
    activationToken: await linkToken(),
    linkCheckToken: await linkToken(),
    resetToken: await linkToken(),
    project: String(project.id),
    estimateName: estimate.filename ?? '',
    reportProject: String(reportProject.id),
    photoId: String(photo.id),
    photoName: kept.filename ?? '',
    documentId: String(removable.id),
    documentName: readable.filename ?? '',
    folderId: String(folderId),
    answerProject: String(answerProject.id),
    responseId: String(response.id),
    acceptProject: String(acceptProject.id),
    deleteProject: String(deleteProject.id),
    signProject: String(signProject.id),
    styleId: String(style.id),
    firstQuestionId: String(firstQuestion.id),
    firstQuestionValue,
    visitorProject: String(visitor.json?.payload?.project?.project_id),
    visitorCookie,
    adminReport: String((await payload.create({ collection: 'reports', data: { project: reportProject.id, title: 'Visite à reprendre' }, overrideAccess: true })).id),
    knownSiret: FAKE_REGISTER_SIRETS.headOffice,
    png,
    pdf,
  }
}

beforeAll(async () => {
  companyRegister = await startFakeCompanyRegister()
  // NOTE: src/platform/env.ts reads the environment once, at import: the routes are imported after this.
  process.env.COMPANY_REGISTER_URL = companyRegister.url
  ctx = await bootTestPayload()
  payload = ctx.payload
  world = await buildWorld()
})
afterAll(async () => {
  await ctx?.cleanup()
  await companyRegister?.close()
})

/** The fields of `reads` missing from a JSON answer ('a.b[].c': c in the first item of the list a.b, which must not be empty). */
function missingFields(json: unknown, reads: string[]): string[] {
  return reads.filter((field) => {
    let value: unknown = json
    for (const step of field.split('.')) {
      const key = step.replace(/\[\]$/, '')
      if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return true
      value = (value as Record<string, unknown>)[key]
      if (step.endsWith('[]')) {
        if (!Array.isArray(value) || value.length === 0) return true
        value = value[0]
      }
    }
    return false
  })
}

const tokenFor = (row: ContractRow, world: ContractWorld) => (row.actor === 'customer' ? world.customer.token : row.actor === 'staff' ? world.staffToken : undefined)

describe('the HTTP API answers every call of spec section 7', () => {
  it.each(API_CONTRACT.map((row) => [`${row.method} ${row.path}`, row] as const))('%s', async (_, row) => {
    const request = row.call(world)
    const answer = await callV1({ method: row.method, path: request.path, body: request.body, headers: request.headers, token: request.token ?? tokenFor(row, world) })
    expect([404, 405], `${row.method} ${request.path} is not served`).not.toContain(answer.status)
    const shown = answer.json ? JSON.stringify(answer.json).slice(0, 400) : answer.headers.get('content-type')
    expect(answer.status, `${row.method} ${request.path} -> ${shown}`).toBe(row.status)
    if (row.answer === 'json') {
      expect(answer.json?.s, shown ?? '').toBe(1)
      expect(missingFields(answer.json, row.reads), `${row.method} ${request.path} -> ${shown}`).toEqual([])
    } else {
      expect(answer.headers.get('content-type') ?? '').toContain(row.reads[0])
    }
  })
})

describe('the README’s API (/v1) section', () => {
  it('lists every call of the contract, and nothing else, as the contract writes its line', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8')
    const start = readme.search(/^### API \(\/v1\)$/m)
    expect(start, 'README.md has no "### API (/v1)" section').toBeGreaterThanOrEqual(0)
    const rest = readme.slice(start + '### API (/v1)'.length)
    const end = rest.search(/^#{2,3} /m)
    const section = end < 0 ? rest : rest.slice(0, end)
    const listed = section.split('\n').filter((line) => line.startsWith('| `'))
    expect(listed).toEqual(API_CONTRACT.map(readmeLineOf))
  })
})
