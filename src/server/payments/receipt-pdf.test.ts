import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { pdfPageTexts } from '../../../tests/support/pdf-text.ts'
import { renderReceiptPdf, type ReceiptDocument } from '../../platform/pdf/receipt-pdf.ts'
import { TEST_COMMITMENTS } from '../../domain/commitments/test-commitments.ts'

const receipt: ReceiptDocument = {
  company: TEST_COMMITMENTS.company,
  customer: { name: 'Camille Martin', email: 'camille.martin@exemple.fr' },
  project: { title: 'Appartement Paradis', address: '8 rue de Paradis 75010 Paris' },
  payment: {
    purpose: 'quote',
    amountCents: 1_250_00,
    vatRatePercent: 10,
    paidAt: new Date('2026-11-26T17:05:00Z'),
    methodLabel: 'Virement bancaire',
    reference: 'MAISONNEE-000042-DEVIS',
    documentName: 'devis-projet-42.pdf',
    deposit: null,
  },
}

// NOTE: beside the payments rather than the renderer: src/platform may not import the tests' PDF reader.
describe('renderReceiptPdf', () => {
  it('prints the company, the customer, the project, what is paid, when, how, the reference and the amount in euros', async () => {
    const bytes = await renderReceiptPdf(receipt)
    const pdf = await PDFDocument.load(bytes)
    expect(pdf.getPageCount()).toBe(1)
    expect(pdf.getTitle()).toBe('Reçu de paiement – Appartement Paradis – MAISONNEE-000042-DEVIS')
    const [text] = await pdfPageTexts(bytes)
    for (const expected of [
      'Maisonnée SAS',
      'Société par actions simplifiée au capital de 50 000 €',
      'SIRET 912 345 675 00017 · RCS Paris 912 345 675',
      'TVA intracommunautaire FR65912345675',
      'REÇU DE PAIEMENT',
      'Camille Martin',
      'camille.martin@exemple.fr',
      '8 rue de Paradis 75010 Paris',
      'Devis des travaux du projet',
      'devis-projet-42.pdf',
      'jeudi 26 novembre 2026 à 18 h 05',
      'Virement bancaire',
      'MAISONNEE-000042-DEVIS',
      '1 250,00 €',
      'Le 26 novembre 2026',
    ]) {
      expect(text).toContain(expected)
    }
  })

  it('splits what was paid into HT, TVA and TTC at its rate: the quote’s 10 %, the audit’s 20 %', async () => {
    const [quote] = await pdfPageTexts(await renderReceiptPdf(receipt))
    for (const expected of ['Montant HT 1 136,36 €', 'TVA 10 % 113,64 €', 'Montant réglé TTC 1 250,00 €']) expect(quote).toContain(expected)
    const [audit] = await pdfPageTexts(await renderReceiptPdf({ ...receipt, payment: { ...receipt.payment, purpose: 'audit', amountCents: 700_00, vatRatePercent: 20 } }))
    for (const expected of ['Montant HT 583,33 €', 'TVA 20 % 116,67 €', 'Montant réglé TTC 700,00 €']) expect(audit).toContain(expected)
  })

  it('names the audit’s fees and leaves out the document line when nothing was attached', async () => {
    const [text] = await pdfPageTexts(await renderReceiptPdf({ ...receipt, payment: { ...receipt.payment, purpose: 'audit', documentName: null } }))
    expect(text).toContain('Honoraires de l’audit technique du projet')
    expect(text).not.toContain('Document réglé')
  })

  it('says a quote’s deposit: its percentage, the quote, the amount paid and the balance still due with when', async () => {
    const deposit = { percentLabel: '30 %', quoteLabel: '12 480,50 €', balanceLabel: '8 736,35 €', balanceDueText: 'à la réception des travaux' }
    const [text] = await pdfPageTexts(await renderReceiptPdf({ ...receipt, payment: { ...receipt.payment, amountCents: 374_415, deposit } }))
    for (const expected of ['Acompte de 30 % sur le devis des travaux du projet', 'Montant du devis TTC', '12 480,50 €', 'Montant réglé TTC', '3 744,15 €', 'Reste à régler TTC', '8 736,35 €', 'Le solde, 8 736,35 € TTC, se règle à la réception des travaux.']) {
      expect((text ?? '').replace(/\s+/g, ' ')).toContain(expected)
    }
  })
})
