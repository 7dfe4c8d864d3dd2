import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { buildQuote, type PriceGrid, type RoomToPrice } from '../../domain/pricing/index.ts'
import { pdfPageTexts } from '../../../tests/support/pdf-text.ts'
import { renderQuotePdf, type QuoteDocument } from './quote-pdf.ts'
import { TEST_COMMITMENTS } from '../../domain/commitments/test-commitments.ts'

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
    company: TEST_COMMITMENTS.company,
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
  it('prints the company, the client, the lines, the totals, the validity and the signature block on one A4 page', async () => {
    const bytes = await renderQuotePdf(document([room({}), room({ roomValue: 'cuisine', title: 'Cuisine', surface: 8 }), room({ roomValue: 'wc', title: 'WC' })]))
    const pdf = await PDFDocument.load(bytes)
    expect(pdf.getPageCount()).toBe(1)
    expect(pdf.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 })
    expect(pdf.getTitle()).toBe('Devis – Appartement Paradis – DEV-000042-20261123')
    const [text] = await pdfPageTexts(bytes)
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
      'Page 1 / 1',
    ]) {
      expect(text).toContain(expected)
    }
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
