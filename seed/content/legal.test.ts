import { describe, expect, it } from 'vitest'
import { isCommitmentPlaceholder, vatNumberOfSiren, type CommitmentPlaceholder } from '../../src/domain/commitments/index.ts'
import { isValidSiret, normalizeSiret } from '../../src/domain/company/index.ts'
import { legalDocumentToLexical } from '../lexical.ts'
import { COMPANY_IDENTITY } from './company.ts'
import { CGU, CGV, LEGAL_NOTICE, PRIVACY_POLICY, type LegalDocument } from './legal.ts'

const textOf = (document: LegalDocument) =>
  [document.preamble, ...document.articles.flatMap((article) => [article.heading, ...article.blocks.flatMap((block) => ('paragraph' in block ? [block.paragraph] : block.list))])].join('\n')

const placeholdersOf = (document: LegalDocument) => [...textOf(document).matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1])

describe('the seeded legal texts (issue #36)', () => {
  it.each([CGU, CGV, LEGAL_NOTICE, PRIVACY_POLICY])('$title quote only known values', (document) => {
    for (const key of placeholdersOf(document)) expect(isCommitmentPlaceholder(key), key).toBe(true)
  })

  it('have the CGV quote every term and commitment from the settings, never typed in', () => {
    const quoted = new Set(placeholdersOf(CGV))
    const expected: CommitmentPlaceholder[] = ['auditPrice', 'depositPercent', 'balance', 'paymentMethods', 'quoteValidity', 'withdrawalPeriod', 'mediatorName', 'mediatorWebsite', 'decennaleInsurer', 'decennaleCoverage', 'legalName', 'siret']
    for (const key of expected) expect(quoted.has(key), key).toBe(true)
    const cgv = textOf(CGV)
    // No amount, deposit percentage, period in days or company number typed into the text (VAT rates are the law's).
    expect(cgv).not.toMatch(/\d+[\s\u00a0\u202f]*€/)
    expect(cgv.replace(/(?:10|5,5|20)\u00a0%/g, '')).not.toMatch(/\d\s*%/)
    expect(cgv).not.toMatch(/\b\d{9,}\b|\d{3} \d{3} \d{3}/)
    expect(cgv).not.toMatch(/trois mois|quatorze jours pour se rétracter/)
  })

  it('have the CGV tell one order: no payment « avant la signature » promise, no card promised in words', () => {
    const cgv = textOf(CGV)
    expect(cgv).not.toMatch(/aucun paiement n’est exigé avant la signature/i)
    expect(cgv).not.toMatch(/carte bancaire|payable à la commande/i)
    const order = ['{{auditPrice}} TTC, à réception de sa note d’honoraires', '{{depositPercent}} du montant TTC du devis', '{{balance}}']
    const positions = order.map((phrase) => cgv.indexOf(phrase))
    expect(positions.every((position) => position >= 0)).toBe(true)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
    expect(cgv).toContain('Formulaire type de rétractation')
    expect(cgv).toContain('L221-18')
  })

  it('name the host in the CGU as the legal notice does (one story)', () => {
    expect(textOf(CGU)).not.toMatch(/communiquées? sur (simple )?demande/)
    expect(placeholdersOf(CGU)).toContain('hostName')
    expect(placeholdersOf(LEGAL_NOTICE)).toEqual(expect.arrayContaining(['hostName', 'hostAddress', 'siret', 'rcs', 'vatNumber', 'capital', 'publicationDirector']))
  })

  it('become rich text whose placeholders are the value blocks the site renders', () => {
    const state = JSON.stringify(legalDocumentToLexical(CGV))
    const blocks = [...state.matchAll(/"blockType":"commitmentValue","key":"(\w+)"/g)].map((match) => match[1])
    expect(blocks).toEqual(placeholdersOf(CGV))
    expect(state).not.toContain('{{')
  })
})

describe('the demo company', () => {
  it('has a valid SIRET, and the RCS and VAT number of its SIREN', () => {
    const siret = normalizeSiret(COMPANY_IDENTITY.siret)
    expect(isValidSiret(siret)).toBe(true)
    expect(COMPANY_IDENTITY.vatNumber).toBe(vatNumberOfSiren(siret.slice(0, 9)))
    expect(COMPANY_IDENTITY.rcs.replace(/\s/g, '')).toContain(siret.slice(0, 9))
  })
})
