import { describe, expect, it } from 'vitest'
import { pdfPageTexts } from '../../tests/support/pdf-text.ts'
import { ACCOUNTS, type AccountContent } from '../content/accounts.ts'
import { DEMO_PROJECTS, type DemoProject } from '../content/demo-projects.ts'
import { renderDocumentPdf } from './pdf.ts'
import { quoteDocument, reportDocument, type DocumentContext } from './project-documents.ts'

const account = (key: AccountContent['key']) => ACCOUNTS.find((candidate) => candidate.key === key) as AccountContent
const project = DEMO_PROJECTS.find((candidate) => candidate.quote && candidate.reports?.length) as DemoProject
const context: DocumentContext = { project, customer: account('customer'), projectManager: account('staff'), surface: 64, seededOn: new Date('2026-03-02T09:00:00Z') }

describe('the demo documents, drawn by the product composer', () => {
  it('show the quote with its letterhead, its lines, its totals and the page footer', async () => {
    const quote = project.quote as NonNullable<DemoProject['quote']>
    const [first = '', ...rest] = await pdfPageTexts(await renderDocumentPdf(quoteDocument(context, quote)))
    const text = [first, ...rest].join(' ')
    expect(first).toContain('Maisonnée')
    expect(first).toContain('DEVIS')
    expect(first).toContain(`Réf. ${quote.reference}`)
    expect(text).toContain(quote.sections[0]?.lines[0]?.label.split(' ')[0] ?? '')
    expect(text).toMatch(/Total TTC \d[\d ]*,\d\d €/)
    expect(text).toContain('TVA 10 %')
    expect(first).toContain(`Page 1 / ${rest.length + 1}`)
  })

  it('give the same bytes for the same content', async () => {
    const report = (project.reports ?? [])[0] as NonNullable<DemoProject['reports']>[number]
    const document = reportDocument(context, report, 1)
    expect(await renderDocumentPdf(document)).toEqual(await renderDocumentPdf(document))
  })
})
