import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { buildQuote, type PriceGrid, type RoomToPrice } from '../../domain/pricing/index.ts'
import { pdfPageTexts } from '../../../tests/support/pdf-text.ts'
import { renderQuotePdf, type QuoteDocument } from './quote-pdf.ts'
import { TEST_COMMITMENTS } from '../../domain/commitments/test-commitments.ts'
import type { Commitments } from '../../domain/commitments/index.ts'

const grid: PriceGrid = {
  rows: [
    { roomValue: 'sejour', levelId: '3', lowPerSquareMetre: 900_00, highPerSquareMetre: 1_300_00 },
    { roomValue: 'cuisine', levelId: '3', lowPerSquareMetre: 1_800_00, highPerSquareMetre: 2_600_00 },
  ],
  fixedCosts: [{ label: 'Installation de chantier', amount: 950_00 }],
  vatRatePercent: 10,
}

function document(rooms: RoomToPrice[]): QuoteDocument {
  return {
    commitments: TEST_COMMITMENTS,
    customer: { name: 'Camille Martin', email: 'camille.martin@exemple.fr' },
    project: { id: 42, title: 'Appartement Paradis', address: '8 rue de Paradis 75010 Paris' },
    number: 'DEV-000042-20261123',
    issuedOn: '2026-11-23',
    validUntil: '2027-02-21',
    quote: buildQuote(rooms, grid),
  }
}

const room = (overrides: Partial<RoomToPrice>): RoomToPrice => ({ roomValue: 'sejour', title: 'Séjour', count: 1, surface: 25, levelId: '3', levelTitle: 'Rénovation complète', ...overrides })

describe('renderQuotePdf', () => {
  it('prints the company, the client, the lines, the totals, the validity and the signature block on A4 pages', async () => {
    const bytes = await renderQuotePdf(document([room({}), room({ roomValue: 'cuisine', title: 'Cuisine', surface: 8 }), room({ roomValue: 'wc', title: 'WC' })]))
    const pdf = await PDFDocument.load(bytes)
    // The terms, the décennale and the médiateur (issue #36) take the signature block onto a second page.
    expect(pdf.getPageCount()).toBe(2)
    expect(pdf.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 })
    expect(pdf.getTitle()).toBe('Devis – Appartement Paradis – DEV-000042-20261123')
    const text = (await pdfPageTexts(bytes)).join(' ')
    for (const expected of [
      'Maisonnée SAS',
      'Société par actions simplifiée au capital de 50 000 €',
      'SIRET 912 345 675 00017 · RCS Paris 912 345 675',
      'TVA intracommunautaire FR65912345675',
      'Nº DEV-000042-20261123',
      'Le 23 novembre 2026',
      'Camille Martin',
      '8 rue de Paradis 75010 Paris',
      'Séjour – Rénovation complète',
      '1 100,00 €',
      '27 500,00 €',
      'Installation de chantier',
      'Total HT',
      '46 050,00 €',
      'TVA 10 %',
      '4 605,00 €',
      '50 655,00 €',
      'Non chiffré dans ce devis, faute de prix pour la pièce et le niveau choisis : WC.',
      'Devis valable jusqu’au 21 février 2027.',
      'Bon pour accord',
      'Page 1 / 2',
    ]) {
      expect(text).toContain(expected)
    }
  })

  it('prints the payment terms, the withdrawal right, the décennale and the médiateur from the commitments', async () => {
    const text = (await pdfPageTexts(await renderQuotePdf(document([room({}), room({ roomValue: 'cuisine', title: 'Cuisine', surface: 8 })])))).join(' ')
    for (const expected of [
      'Conditions de paiement',
      'Acompte de 30 % du montant TTC, soit 15 196,50 €, à régler avant la signature du devis et de la présentation des honoraires.',
      'Solde de 70 %, soit 35 458,50 €, payable par échéances, au fur et à mesure de l’avancement des travaux, selon l’échéancier du devis.',
      'Moyens de paiement : virement bancaire.',
      'Droit de rétractation : 14 jours à compter de la signature',
      'Assurance de responsabilité civile décennale : SMABTP, 8 rue Louis Armand, 75015 Paris, contrat nº DEC-2026-041873.',
      'Activités et zone couvertes : Rénovation intérieure de logements, en France métropolitaine.',
      'Médiateur de la consommation : CM2C, 49 rue de Ponthieu, 75008 Paris, https://www.cm2c.net.',
    ]) {
      expect(text).toContain(expected)
    }
    expect(text).not.toMatch(/carte/i)
  })

  it('follows the terms in force: a 40 % deposit with the balance at handover and the card offered; no balance at 100 %', async () => {
    const withTerms = (terms: Partial<Commitments['terms']>) => ({ ...document([room({}), room({ roomValue: 'cuisine', title: 'Cuisine', surface: 8 })]), commitments: { ...TEST_COMMITMENTS, terms: { ...TEST_COMMITMENTS.terms, ...terms } } })
    const [forty] = await pdfPageTexts(await renderQuotePdf(withTerms({ depositPercent: 40, balanceDue: 'handover', paymentMethods: ['card', 'transfer'] })))
    expect(forty).toContain('Acompte de 40 % du montant TTC, soit 20 262,00 €')
    expect(forty).toContain('Solde de 60 %, soit 30 393,00 €, payable à la réception des travaux.')
    expect(forty).toContain('Moyens de paiement : carte ou prélèvement SEPA, ou virement bancaire.')
    const [whole] = await pdfPageTexts(await renderQuotePdf(withTerms({ depositPercent: 100 })))
    expect(whole).toContain('Acompte de 100 % du montant TTC, soit 50 655,00 €')
    expect(whole).not.toContain('Solde')
  })

  it('continues the lines on further pages, numbered, when they do not fit on one', async () => {
    const rooms = Array.from({ length: 60 }, (_, index) => room({ title: `Pièce ${index + 1}` }))
    const bytes = await renderQuotePdf(document(rooms))
    const pages = await pdfPageTexts(bytes)
    expect(pages.length).toBeGreaterThan(1)
    for (let index = 1; index <= 60; index += 1) expect(pages.filter((page) => page.includes(`Pièce ${index} – `)).length).toBe(1)
    pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} / ${pages.length}`)
      expect(page).toContain('DEVIS')
    })
    expect(pages.at(-1)).toContain('Bon pour accord')
  })
})
