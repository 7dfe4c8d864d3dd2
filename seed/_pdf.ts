import { writeFileSync } from 'node:fs'
import { ACCOUNTS } from './content/accounts.ts'
import { DEMO_PROJECTS } from './content/demo-projects.ts'
import { estimateDocument, feesDocument, quoteDocument, quoteTotal, reportDocument } from './documents/project-documents.ts'
import { renderDocumentPdf } from './documents/pdf.ts'
const project = DEMO_PROJECTS[0]!
const ctx = { project, customer: ACCOUNTS.find(a => a.key === 'customer')!, projectManager: ACCOUNTS.find(a => a.key === 'staff')!, surface: 68, seededOn: new Date('2026-11-22T10:00:00Z'), styleTitle: 'Haussmannien revisité' }
const docs = { estimate: estimateDocument(ctx, project.estimate!), fees: feesDocument(ctx, project.fees!, quoteTotal(project.quote!)), quote: quoteDocument(ctx, project.quote!), report: reportDocument(ctx, project.reports![2]!, 3) }
for (const [k, d] of Object.entries(docs)) { const t = Date.now(); const b = await renderDocumentPdf(d); writeFileSync(`/tmp/doc-${k}.pdf`, b); console.log(k, b.length, Date.now() - t, 'ms') }
