import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handleEndpoints, type Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { asUser, createUser } from './support/fixtures.ts'
import { seedTerms } from '../../seed/terms.ts'
import { seedPaymentSettings } from '../../seed/payments.ts'
import { seedCompanyIdentity } from '../../seed/company.ts'
import { COMPANY_IDENTITY } from '../../seed/content/company.ts'
import { PRICING_TERMS } from '../../seed/content/pricing.ts'
import { legalText } from '../../src/server/legal/legal.server.ts'
import { formatSiret } from '../../src/domain/commitments/index.ts'
import type { Role } from '../../collections/roles.ts'
import type { User } from '../../payload-types.ts'
import { createProject } from './support/fixtures.ts'
import { pdfPageTexts } from '../support/pdf-text.ts'
import { generateProjectQuote } from '../../src/server/pricing/quote.server.ts'
import { generateProjectSummary } from '../../src/server/projects/project-summary.server.ts'
import type * as Payments from '../../src/server/payments/payments.server.ts'
import type * as ProjectDocuments from '../../src/server/projects/project-documents.server.ts'

/**
 * Issue #36, « one source for every commitment »: the company identity global and the price grid's terms
 * are what the legal texts (through their placeholders) and the PDFs say; a change in the back office shows
 * at once, without anyone editing the CGV text.
 */
let ctx: TestPayload
let payload: Payload
let levelId: number
let payments: typeof Payments
let projectDocuments: typeof ProjectDocuments

/** The page's text as a reader gets it: tags out, entities of Payload's escaping back to characters. */
const pageText = async (key: 'cgv' | 'cgu' | 'legalNotice') =>
  (await legalText(payload, key)).replace(/<[^>]*>/g, ' ').replace(/&#39;/g, '’').replace(/&amp;/g, '&').replace(/[ \t\r\n]+/g, ' ')

const userOf = async (role: Role) => asUser((await createUser(payload, role)).user)

beforeAll(async () => {
  ctx = await bootTestPayload()
  payload = ctx.payload
  await seedTerms(payload)
  await seedPaymentSettings(payload)
  await seedCompanyIdentity(payload)
  levelId = (await payload.create({ collection: 'levels', data: { title: 'Rénovation complète', position: 0 }, overrideAccess: true })).id
  await payload.updateGlobal({ slug: 'pricing-grid', data: { ...PRICING_TERMS, ...GRID }, overrideAccess: true })
  payments = await import('../../src/server/payments/payments.server.ts')
  projectDocuments = await import('../../src/server/projects/project-documents.server.ts')
})
afterAll(() => ctx?.cleanup())

/** The demo terms with one priced room: a 25 m² living room at 1 100 € HT / m² and 950 € of fixed costs, VAT 10 %. */
const GRID = {
  get rows() {
    return [{ roomValue: 'sejour', level: levelId, lowPerSquareMetre: 900, highPerSquareMetre: 1300 }]
  },
  fixedCosts: [{ label: 'Installation de chantier', amount: 950 }],
}

describe('the legal texts’ placeholders', () => {
  it('render the terms in force: the audit’s price, the deposit and the balance, the methods really offered', async () => {
    const cgv = await pageText('cgv')
    expect(cgv).toContain('Son prix est de 700\u00a0€ TTC.')
    expect(cgv).toContain('l’acompte, 30\u00a0% du montant TTC du devis, une fois le devis et la présentation des honoraires remis, avant leur signature\u202f;')
    expect(cgv).toContain('le solde, soit 70\u00a0% du montant TTC du devis, payable par échéances, au fur et à mesure de l’avancement des travaux')
    expect(cgv).toContain('Il est valable 90\u00a0jours à compter de sa date d’émission.')
    expect(cgv).toContain('Le Client dispose d’un délai de 14\u00a0jours pour se rétracter')
    // Stripe's keys are not set here: only the transfer is offered, and the card is not promised.
    expect(cgv).toContain('par virement bancaire.')
    expect(cgv).not.toMatch(/carte/i)
    expect(cgv).not.toContain('{{')
  })

  it('follow marketing’s changes in the back office at once, the CGV text untouched', async () => {
    const before = (await payload.findGlobal({ slug: 'params', depth: 0, overrideAccess: true })).cgv
    const marketing = await userOf('marketing')
    await payload.updateGlobal({ slug: 'pricing-grid', data: { depositPercent: 40, auditPrice: 850, balanceDue: 'handover' }, user: marketing, overrideAccess: false })
    try {
      const cgv = await pageText('cgv')
      expect(cgv).toContain('Son prix est de 850\u00a0€ TTC.')
      expect(cgv).toContain('l’acompte, 40\u00a0% du montant TTC du devis')
      expect(cgv).toContain('le solde, soit 60\u00a0% du montant TTC du devis, payable à la réception des travaux.')
      expect(cgv).not.toContain('700\u00a0€')
      expect((await payload.findGlobal({ slug: 'params', depth: 0, overrideAccess: true })).cgv).toEqual(before)
    } finally {
      await payload.updateGlobal({ slug: 'pricing-grid', data: { ...PRICING_TERMS, ...GRID }, overrideAccess: true })
    }
  })

  it('name the company, its numbers and its host from the identity global, in the legal notice, the CGU and the CGV alike', async () => {
    const [notice, cgu, cgv] = await Promise.all([pageText('legalNotice'), pageText('cgu'), pageText('cgv')])
    for (const text of [notice, cgv]) {
      expect(text).toContain(COMPANY_IDENTITY.legalName)
      expect(text).toContain(formatSiret(COMPANY_IDENTITY.siret))
      expect(text).toContain(COMPANY_IDENTITY.rcs)
    }
    expect(notice).toContain(`TVA intracommunautaire\u00a0: ${COMPANY_IDENTITY.vatNumber}`)
    expect(notice).toContain('Société par actions simplifiée'.toLowerCase())
    expect(notice).toContain('au capital de 50\u202f000\u00a0€')
    for (const text of [notice, cgu]) expect(text).toContain(`${COMPANY_IDENTITY.host.name}, 2 rue Kellermann, 59100 Roubaix`)
    expect(cgu).not.toMatch(/sur (simple )?demande/)
    expect(cgv).toContain(COMPANY_IDENTITY.mediator.name)
    expect(cgv).toContain(COMPANY_IDENTITY.decennale.insurer)
  })

  it('show an admin’s change of the company at once', async () => {
    const admin = await userOf('admin')
    const other = { legalName: 'Maisonnée Rénovation SAS', siret: '73282932000074', rcs: 'RCS Nanterre 732 829 320', vatNumber: 'FR44732829320' }
    await payload.updateGlobal({ slug: 'company-identity', data: other, user: admin, overrideAccess: false })
    try {
      const notice = await pageText('legalNotice')
      expect(notice).toContain('Maisonnée Rénovation SAS')
      expect(notice).toContain('732 829 320 00074')
      expect(notice).not.toContain(formatSiret(COMPANY_IDENTITY.siret))
    } finally {
      await seedCompanyIdentity(payload)
    }
  })
})

describe('the « Identité de l’entreprise » global', () => {
  it('refuses a SIRET whose checksum fails, and a VAT number or RCS of another SIREN', async () => {
    const refused = async (data: Record<string, unknown>) => {
      const error = await payload.updateGlobal({ slug: 'company-identity', data, overrideAccess: true }).then(() => null, (caught: unknown) => caught as { data?: { errors?: { path: string; message: string }[] } })
      return error?.data?.errors?.map(({ path, message }) => `${path}: ${message}`) ?? []
    }
    expect(await refused({ siret: '91234567500018' })).toEqual(['siret: Ce numéro SIRET n’est pas valide\u00a0: vérifiez les chiffres saisis.'])
    expect(await refused({ vatNumber: 'FR44732829320' })).toEqual([expect.stringMatching(/^vatNumber: Ce numéro de TVA ne correspond pas au SIRET\u00a0: pour ce SIREN, c’est FR65912345675\.$/)])
    expect(await refused({ rcs: 'RCS Paris 732 829 320' })).toEqual([expect.stringMatching(/^rcs: Le RCS doit reprendre le SIREN/)])
    expect((await payload.findGlobal({ slug: 'company-identity', overrideAccess: true })).siret).toBe(COMPANY_IDENTITY.siret)
  })

  type Actor = 'anonymous' | Exclude<Role, 'customer'> | 'customer'
  // read, update, read earlier versions: staff and marketing read it (they write what quotes it), admins alone change it.
  const DOORS: Record<Actor, string> = { anonymous: '---', customer: '---', staff: 'r--', marketing: 'r--', curator: '---', admin: 'ruv' }

  it.each(Object.keys(DOORS) as Actor[])('opens its doors over REST as the roles say: %s', async (actor) => {
    const headers = new Headers({ 'Content-Type': 'application/json' })
    if (actor !== 'anonymous') {
      const account = await createUser(payload, actor)
      const { token } = await payload.login({ collection: 'users', data: { email: account.email, password: account.password } })
      headers.set('Authorization', `JWT ${token}`)
    }
    const call = (method: string, path: string, body?: unknown) =>
      handleEndpoints({ config: payload.config, request: new Request(`http://localhost/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }) })
    const read = await call('GET', '/globals/company-identity')
    const update = await call('POST', '/globals/company-identity', { phone: '01 84 60 12 00' })
    const versions = await call('GET', '/globals/company-identity/versions')
    expect(`${read.ok ? 'r' : '-'}${update.ok ? 'u' : '-'}${versions.ok ? 'v' : '-'}`).toBe(DOORS[actor])
  })
})

/** A customer's project at `status`, with one priced room; staff set no audit price on it (the grid's applies). */
async function customerProject(status: number) {
  const account = await createUser(payload, 'customer', { firstName: 'Camille', lastName: 'Martin' })
  const project = await createProject(payload, account.user.id, {
    status,
    title: 'Loft Paradis',
    address: '8 rue de Paradis 75010 Paris',
    rooms: [{ pieceId: 'sejour', value: 'sejour', title: 'Séjour', count: 1, surface: 25, renovationLevel: levelId }],
  })
  const user = account.user as User
  return { user, project, requester: { user, visitorKey: null } }
}

const textOfPdf = async (bytes: Uint8Array) => (await pdfPageTexts(bytes)).join(' ')

/** The texts of a newly generated quote and project summary. */
async function generatedPdfs() {
  const { project, requester } = await customerProject(7)
  const quote = await textOfPdf((await generateProjectQuote(payload, { projectId: project.id, requester })).bytes)
  const summary = await textOfPdf((await generateProjectSummary(payload, { projectId: project.id, requester })).bytes)
  return { quote, summary }
}

/** The text of the receipt filed when staff confirm the transfer paying a project's audit. */
async function auditReceipt() {
  const { user, project, requester } = await customerProject(7)
  await payments.chooseTransfer(payload, { projectId: project.id, user })
  const { docs } = await payload.find({ collection: 'payments', where: { project: { equals: project.id } }, depth: 0, overrideAccess: true })
  const staff = asUser((await createUser(payload, 'staff')).user)
  await payload.update({ collection: 'payments', id: docs[0]!.id, data: { status: 'paid' }, user: staff, overrideAccess: false })
  const receipt = (await payload.find({ collection: 'files', where: { and: [{ project: { equals: project.id } }, { kind: { equals: 'receipt' } }] }, depth: 0, overrideAccess: true })).docs[0]
  const served = await projectDocuments.projectDocumentResponse(payload, { name: receipt!.filename!, requester, disposition: 'attachment' })
  return textOfPdf(new Uint8Array(await served.arrayBuffer()))
}

describe('the PDFs', () => {
  it('say the deposit and the audit’s price in force; after marketing changes them, the next ones say the new values', async () => {
    // 25 m² × 1 100 € + 950 € = 28 450 € HT, 31 295 € TTC: a 30 % deposit of 9 388,50 €.
    const before = await generatedPdfs()
    expect(before.quote).toContain('Acompte de 30 % du montant TTC, soit 9 388,50 €')
    expect(before.quote).toContain('Solde de 70 %, soit 21 906,50 €, payable par échéances')
    expect(before.summary).toContain('Prix de l’audit 700 € TTC (conditions générales de vente, article 3)')
    const marketing = await userOf('marketing')
    await payload.updateGlobal({ slug: 'pricing-grid', data: { depositPercent: 40, auditPrice: 850, balanceDue: 'handover' }, user: marketing, overrideAccess: false })
    try {
      const after = await generatedPdfs()
      expect(after.quote).toContain('Acompte de 40 % du montant TTC, soit 12 518,00 €')
      expect(after.quote).toContain('Solde de 60 %, soit 18 777,00 €, payable à la réception des travaux.')
      expect(after.summary).toContain('Prix de l’audit 850 € TTC')
    } finally {
      await payload.updateGlobal({ slug: 'pricing-grid', data: { ...PRICING_TERMS, ...GRID }, overrideAccess: true })
    }
  })

  it('print the company block of the identity global on every PDF (quote, summary, receipt), the same SIRET and name as the legal notice', async () => {
    const { quote, summary } = await generatedPdfs()
    const receipt = await auditReceipt()
    const notice = await pageText('legalNotice')
    const siret = formatSiret(COMPANY_IDENTITY.siret)
    expect(notice).toContain(siret)
    for (const [name, text] of Object.entries({ quote, summary, receipt })) {
      for (const expected of [COMPANY_IDENTITY.legalName, `SIRET ${siret} · ${COMPANY_IDENTITY.rcs}`, `TVA intracommunautaire ${COMPANY_IDENTITY.vatNumber}`, 'Société par actions simplifiée au capital de 50 000 €']) {
        expect(text, name).toContain(expected)
      }
      // No other SIRET than the global's anywhere in the document.
      expect(text.match(/SIRET [\d ]{17}/g)?.every((found) => found === `SIRET ${siret}`), name).toBe(true)
    }
    // The audit's receipt: HT, TVA and TTC at the audit's rate (20 %): 700 € TTC.
    expect(receipt).toContain('Montant HT 583,33 € TVA 20 % 116,67 € Montant réglé TTC 700,00 €')
  })

  it('follow an admin’s change of the company', async () => {
    const admin = await userOf('admin')
    await payload.updateGlobal({ slug: 'company-identity', data: { legalName: 'Maisonnée Rénovation SAS', siret: '73282932000074', rcs: 'RCS Nanterre 732 829 320', vatNumber: 'FR44732829320' }, user: admin, overrideAccess: false })
    try {
      const { quote, summary } = await generatedPdfs()
      const receipt = await auditReceipt()
      for (const text of [quote, summary, receipt]) {
        expect(text).toContain('Maisonnée Rénovation SAS')
        expect(text).toContain('SIRET 732 829 320 00074 · RCS Nanterre 732 829 320')
        expect(text).not.toContain(formatSiret(COMPANY_IDENTITY.siret))
      }
    } finally {
      await seedCompanyIdentity(payload)
    }
  })
})
