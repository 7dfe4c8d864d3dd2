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

/**
 * Issue #36, « one source for every commitment »: the company identity global and the price grid's terms
 * are what the legal texts (through their placeholders) and the PDFs say; a change in the back office shows
 * at once, without anyone editing the CGV text.
 */
let ctx: TestPayload
let payload: Payload

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
  await payload.updateGlobal({ slug: 'pricing-grid', data: { ...PRICING_TERMS }, overrideAccess: true })
})
afterAll(() => ctx?.cleanup())

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
      await payload.updateGlobal({ slug: 'pricing-grid', data: { ...PRICING_TERMS }, overrideAccess: true })
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
