import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { pdfPageTexts } from '../../../tests/support/pdf-text.ts'
import { renderProjectSummaryPdf, type ProjectSummaryDocument } from './project-summary-pdf.ts'
import { TEST_COMMITMENTS } from '../../domain/commitments/test-commitments.ts'

const { company } = TEST_COMMITMENTS

function summary(overrides: Partial<ProjectSummaryDocument['project']> = {}, answers: ProjectSummaryDocument['answers'] = []): ProjectSummaryDocument {
  return {
    company,
    project: {
      id: 7,
      title: 'Appartement Paradis',
      address: '8 rue de Paradis 75010 Paris',
      statusLabel: 'En attente de l’estimatif',
      apartmentType: '3 pièces',
      surface: 62.5,
      budget: { low: 44_900_00, high: 65_900_00 },
      rooms: [{ title: 'Séjour', count: 1, surface: 25, level: 'Rénovation complète' }],
      ...overrides,
    },
    answers,
    auditPriceCents: 700_00,
    generatedOn: '2026-11-23',
  }
}

describe('renderProjectSummaryPdf', () => {
  it('prints the project’s facts, its rooms, its budget and the answers in words', async () => {
    const bytes = await renderProjectSummaryPdf(summary({}, [{ question: 'Quel est votre projet ?', answer: 'Un appartement' }]))
    expect((await PDFDocument.load(bytes)).getTitle()).toBe('Résumé du projet – Appartement Paradis')
    const [text] = await pdfPageTexts(bytes)
    for (const expected of ['Maisonnée SAS', 'SIRET 912 345 675 00017 · RCS Paris 912 345 675', 'TVA intracommunautaire FR65912345675', 'RÉSUMÉ DU PROJET', 'Projet nº 7', 'Le 23 novembre 2026', 'En attente de l’estimatif', '3 pièces', '62,5 m²', 'entre 44 900 € et 65 900 € TTC', 'Séjour', 'Rénovation complète', 'Quel est votre projet ?', 'Un appartement', 'Prix de l’audit 700 € TTC (conditions générales de vente, article 3)']) {
      expect(text).toContain(expected)
    }
  })

  it('says what is not known yet instead of leaving blanks', async () => {
    const [text] = await pdfPageTexts(await renderProjectSummaryPdf(summary({ address: '', apartmentType: null, surface: null, budget: null, rooms: [] })))
    expect(text).toContain('Adresse Non renseigné')
    expect(text).toContain('Aucune pièce renseignée pour le moment.')
    expect(text).toContain('Aucune réponse pour le moment.')
    expect(text).not.toContain('Budget indicatif')
  })

  it('goes on over numbered pages when the answers are long', async () => {
    const answers = Array.from({ length: 60 }, (_, index) => ({ question: `Question ${index + 1}`, answer: 'Une réponse assez longue pour occuper une ligne entière du document, voire davantage quand elle continue.' }))
    const pages = await pdfPageTexts(await renderProjectSummaryPdf(summary({}, answers)))
    expect(pages.length).toBeGreaterThan(1)
    pages.forEach((page, index) => expect(page).toContain(`Page ${index + 1} / ${pages.length}`))
    expect(pages.join(' ')).toContain('Question 60')
  })
})
