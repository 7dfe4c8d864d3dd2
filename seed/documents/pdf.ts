import { longFrenchDate } from '../../src/platform/pdf/french-format.ts'
import { PdfComposer, type Letterhead, type PartyBlock, type TableColumn, type TotalLine } from '../../src/platform/pdf/pdf-composer.ts'

/**
 * The demo's estimates, quotes, fee presentations and site reports as PDF: their content is written in
 * blocks (project-documents.ts), and drawn by the product's own composer (src/platform/pdf), so that a demo
 * document looks like one the product generates.
 */

const COMPANY = {
  name: 'Maisonnée',
  tagline: 'Rénovation et aménagement d’intérieur',
  address: '18 rue de Paradis, 75010 Paris',
  contact: 'bonjour@maisonnee.fr · 01 84 60 12 00',
  legal: 'Maisonnée SAS · Document de démonstration généré pour l’environnement de test',
}

const SIGNATURE_HINT = 'Date et signature précédées de « Bon pour accord »'

/** 14 mars 2026 (the day of `date` in UTC). */
export function formatFrenchDate(date: Date): string {
  return longFrenchDate(date.toISOString().slice(0, 10))
}

export type { PartyBlock, TotalLine }
export type TableRow = { label: string; detail?: string; quantity?: string; unit?: string; unitPrice?: string; amount: string }
export type TableSection = { title?: string; rows: TableRow[] }

export type DocumentBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullets'; items: string[] }
  | { kind: 'table'; detailed: boolean; sections: TableSection[] }
  | { kind: 'totals'; lines: TotalLine[] }
  | { kind: 'highlight'; label: string; value: string }
  | { kind: 'progress'; label: string; ratio: number }
  | { kind: 'signature'; parties: string[] }

export type DocumentContent = {
  /** Shown in capitals at the top right: ESTIMATIF, DEVIS... */
  kind: string
  title: string
  reference: string
  issuedOn: Date
  parties: PartyBlock[]
  blocks: DocumentBlock[]
}

const DETAILED_COLUMNS: TableColumn[] = [
  { header: 'Désignation', width: 230, align: 'left' },
  { header: 'Qté', width: 45, align: 'right' },
  { header: 'Unité', width: 45, align: 'left' },
  { header: 'P.U. HT', width: 90, align: 'right' },
  { header: 'Montant HT', width: 90, align: 'right' },
]
const SUMMARY_COLUMNS: TableColumn[] = [
  { header: 'Désignation', width: 400, align: 'left' },
  { header: 'Montant HT', width: 100, align: 'right' },
]

function letterheadOf(content: DocumentContent): Letterhead {
  return {
    company: { name: COMPANY.name, lines: [COMPANY.tagline, COMPANY.address, COMPANY.contact] },
    kind: content.kind,
    references: [`Réf. ${content.reference}`, `Le ${formatFrenchDate(content.issuedOn)}`],
    footer: `${COMPANY.legal} · ${COMPANY.address}`,
  }
}

/** A row's first cell: its label, and its detail on the next line. */
const labelCell = (row: TableRow) => (row.detail ? `${row.label}\n${row.detail}` : row.label)

function drawBlock(composer: PdfComposer, block: DocumentBlock): void {
  switch (block.kind) {
    case 'heading':
      return composer.heading(block.text)
    case 'paragraph':
      return composer.paragraph(block.text)
    case 'bullets':
      for (const item of block.items) composer.paragraph(`• ${item}`)
      return
    case 'table':
      for (const section of block.sections) {
        if (section.title) composer.heading(section.title)
        composer.table(
          block.detailed ? DETAILED_COLUMNS : SUMMARY_COLUMNS,
          section.rows.map((row) => (block.detailed ? [labelCell(row), row.quantity ?? '', row.unit ?? '', row.unitPrice ?? '', row.amount] : [labelCell(row), row.amount])),
        )
      }
      return
    case 'totals':
      return composer.totals(block.lines)
    case 'highlight':
      return composer.totals([{ label: block.label, value: block.value, isStrong: true }])
    case 'progress':
      return composer.facts([{ label: block.label, value: `${Math.round(Math.min(1, Math.max(0, block.ratio)) * 100)} %` }])
    case 'signature':
      for (const party of block.parties) composer.signature({ title: party, hints: [SIGNATURE_HINT] })
      return
  }
}

/** Renders a document to PDF bytes through the product's composer. Same content, same bytes (the dates are the document's own). */
export async function renderDocumentPdf(content: DocumentContent): Promise<Uint8Array> {
  const composer = await PdfComposer.create({
    title: `${content.title} – ${content.reference}`,
    subject: content.title,
    createdOn: content.issuedOn,
    letterhead: letterheadOf(content),
  })
  composer.title(content.title)
  composer.parties(content.parties)
  for (const block of content.blocks) drawBlock(composer, block)
  return composer.save()
}
