import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib'

/**
 * A small A4 document renderer for the demo's estimates, quotes, fee presentations and site reports:
 * the Maisonnée letterhead, a client and project block, paragraphs, priced tables with their totals,
 * bullet lists and a progress bar, paged with a footer. Standard PDF fonts only (nothing to embed).
 */

const PAGE = { width: 595.28, height: 841.89 }
const MARGIN = 50
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN
const FOOTER_HEIGHT = 30

const INK = rgb(0.13, 0.15, 0.14)
const MUTED = rgb(0.42, 0.43, 0.41)
const BRAND = rgb(0.18, 0.29, 0.25)
const ACCENT = rgb(0.71, 0.45, 0.3)
const RULE = rgb(0.85, 0.83, 0.79)
const SHADE = rgb(0.96, 0.95, 0.92)

export const COMPANY = {
  name: 'Maisonnée',
  tagline: 'Rénovation et aménagement d’intérieur',
  address: '18 rue de Paradis, 75010 Paris',
  contact: 'bonjour@maisonnee.fr · 01 84 60 12 00',
  legal: 'Maisonnée SAS · Document de démonstration généré pour l’environnement de test',
}

/**
 * The standard fonts encode WinAnsi only: narrow and thin spaces (which French number formatting uses)
 * become plain spaces, and anything outside the encoding is dropped rather than failing the whole seed.
 */
function printable(text: string): string {
  return text.replace(/[\u00a0\u2009\u202f]/g, ' ').replace(/[^\u0020-\u007e\u00a1-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac\u0152\u0153\u2030]/g, '')
}

/** 84 400,00 € (French grouping, with a plain space the standard fonts can print). */
export function formatEuros(amount: number): string {
  const [whole = '0', cents = '00'] = Math.abs(amount).toFixed(2).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')
  return `${amount < 0 ? '-' : ''}${grouped},${cents} €`
}

const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre']

/** 14 mars 2026 */
export function formatFrenchDate(date: Date): string {
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()] ?? ''} ${date.getUTCFullYear()}`
}

export type PartyBlock = { title: string; lines: string[] }
export type TableRow = { label: string; detail?: string; quantity?: string; unit?: string; unitPrice?: string; amount: string }
export type TableSection = { title?: string; rows: TableRow[] }
export type TotalLine = { label: string; value: string; isStrong?: boolean }

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

type Fonts = { regular: PDFFont; bold: PDFFont; brand: PDFFont; italic: PDFFont }

type Cursor = { page: PDFPage; y: number }

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  for (const paragraph of printable(text).split('\n')) {
    let current = ''
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = current === '' ? word : `${current} ${word}`
      if (font.widthOfTextAtSize(candidate, size) <= width || current === '') current = candidate
      else {
        lines.push(current)
        current = word
      }
    }
    lines.push(current)
  }
  return lines
}

function drawText(page: PDFPage, text: string, options: { x: number; y: number; font: PDFFont; size: number; color?: RGB }) {
  page.drawText(printable(text), { x: options.x, y: options.y, font: options.font, size: options.size, color: options.color ?? INK })
}

function drawRight(page: PDFPage, text: string, options: { right: number; y: number; font: PDFFont; size: number; color?: RGB }) {
  const width = options.font.widthOfTextAtSize(printable(text), options.size)
  drawText(page, text, { ...options, x: options.right - width })
}

/** Renders a document to PDF bytes. Same content, same bytes (the dates are the document's own). */
export async function renderDocumentPdf(content: DocumentContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(printable(`${content.title} – ${content.reference}`))
  pdf.setAuthor(COMPANY.name)
  pdf.setCreator(COMPANY.name)
  pdf.setProducer(COMPANY.name)
  pdf.setLanguage('fr-FR')
  pdf.setCreationDate(content.issuedOn)
  pdf.setModificationDate(content.issuedOn)
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    italic: await pdf.embedFont(StandardFonts.HelveticaOblique),
    brand: await pdf.embedFont(StandardFonts.TimesRomanBold),
  }

  const newPage = (isFirst: boolean): Cursor => {
    const page = pdf.addPage([PAGE.width, PAGE.height])
    const top = PAGE.height - MARGIN
    drawText(page, COMPANY.name, { x: MARGIN, y: top - 22, font: fonts.brand, size: isFirst ? 28 : 18, color: BRAND })
    if (isFirst) {
      drawText(page, COMPANY.tagline, { x: MARGIN, y: top - 38, font: fonts.regular, size: 9, color: MUTED })
      drawText(page, COMPANY.address, { x: MARGIN, y: top - 50, font: fonts.regular, size: 9, color: MUTED })
      drawText(page, COMPANY.contact, { x: MARGIN, y: top - 62, font: fonts.regular, size: 9, color: MUTED })
    }
    const right = PAGE.width - MARGIN
    drawRight(page, content.kind.toUpperCase(), { right, y: top - 16, font: fonts.bold, size: isFirst ? 13 : 10, color: ACCENT })
    drawRight(page, `Réf. ${content.reference}`, { right, y: top - 32, font: fonts.regular, size: 9, color: MUTED })
    drawRight(page, `Le ${formatFrenchDate(content.issuedOn)}`, { right, y: top - 44, font: fonts.regular, size: 9, color: MUTED })
    const ruleY = top - (isFirst ? 76 : 56)
    page.drawLine({ start: { x: MARGIN, y: ruleY }, end: { x: right, y: ruleY }, thickness: 1, color: BRAND })
    return { page, y: ruleY - 24 }
  }

  let cursor = newPage(true)
  const ensureSpace = (height: number) => {
    if (cursor.y - height < MARGIN + FOOTER_HEIGHT) cursor = newPage(false)
  }

  // Title and the parties (client, project).
  drawText(cursor.page, content.title, { x: MARGIN, y: cursor.y, font: fonts.bold, size: 17, color: INK })
  cursor.y -= 26
  const columnWidth = (CONTENT_WIDTH - 20) / Math.max(1, content.parties.length)
  const partyHeight = 22 + 13 * Math.max(...content.parties.map((party) => party.lines.length), 1)
  content.parties.forEach((party, index) => {
    const x = MARGIN + index * (columnWidth + 20)
    cursor.page.drawRectangle({ x, y: cursor.y - partyHeight + 12, width: columnWidth, height: partyHeight, color: SHADE })
    drawText(cursor.page, party.title.toUpperCase(), { x: x + 10, y: cursor.y - 2, font: fonts.bold, size: 8, color: ACCENT })
    party.lines.forEach((line, lineIndex) => {
      drawText(cursor.page, line, { x: x + 10, y: cursor.y - 17 - lineIndex * 13, font: lineIndex === 0 ? fonts.bold : fonts.regular, size: 9.5 })
    })
  })
  cursor.y -= partyHeight + 14

  for (const block of content.blocks) {
    switch (block.kind) {
      case 'heading':
        ensureSpace(40)
        cursor.y -= 6
        drawText(cursor.page, block.text, { x: MARGIN, y: cursor.y, font: fonts.bold, size: 11.5, color: BRAND })
        cursor.y -= 18
        break
      case 'paragraph':
        for (const line of wrap(block.text, fonts.regular, 10, CONTENT_WIDTH)) {
          ensureSpace(14)
          drawText(cursor.page, line, { x: MARGIN, y: cursor.y, font: fonts.regular, size: 10 })
          cursor.y -= 14
        }
        cursor.y -= 6
        break
      case 'bullets':
        for (const item of block.items) {
          const lines = wrap(item, fonts.regular, 10, CONTENT_WIDTH - 14)
          ensureSpace(14 * lines.length)
          cursor.page.drawCircle({ x: MARGIN + 3, y: cursor.y + 3.5, size: 1.8, color: ACCENT })
          for (const line of lines) {
            drawText(cursor.page, line, { x: MARGIN + 14, y: cursor.y, font: fonts.regular, size: 10 })
            cursor.y -= 14
          }
          cursor.y -= 3
        }
        cursor.y -= 6
        break
      case 'table':
        drawTable(block.detailed, block.sections)
        break
      case 'totals':
        drawTotals(block.lines)
        break
      case 'highlight': {
        ensureSpace(44)
        cursor.page.drawRectangle({ x: MARGIN, y: cursor.y - 20, width: CONTENT_WIDTH, height: 34, color: BRAND })
        drawText(cursor.page, block.label, { x: MARGIN + 12, y: cursor.y - 7, font: fonts.bold, size: 10.5, color: rgb(1, 1, 1) })
        drawRight(cursor.page, block.value, { right: MARGIN + CONTENT_WIDTH - 12, y: cursor.y - 7, font: fonts.bold, size: 12, color: rgb(1, 1, 1) })
        cursor.y -= 40
        break
      }
      case 'progress': {
        ensureSpace(40)
        const ratio = Math.min(1, Math.max(0, block.ratio))
        drawText(cursor.page, block.label, { x: MARGIN, y: cursor.y, font: fonts.bold, size: 10 })
        drawRight(cursor.page, `${Math.round(ratio * 100)} %`, { right: MARGIN + CONTENT_WIDTH, y: cursor.y, font: fonts.bold, size: 10, color: ACCENT })
        cursor.page.drawRectangle({ x: MARGIN, y: cursor.y - 16, width: CONTENT_WIDTH, height: 8, color: SHADE })
        cursor.page.drawRectangle({ x: MARGIN, y: cursor.y - 16, width: CONTENT_WIDTH * ratio, height: 8, color: ACCENT })
        cursor.y -= 34
        break
      }
      case 'signature': {
        ensureSpace(84)
        const width = (CONTENT_WIDTH - 20) / block.parties.length
        block.parties.forEach((party, index) => {
          const x = MARGIN + index * (width + 20)
          drawText(cursor.page, party, { x, y: cursor.y, font: fonts.bold, size: 9.5 })
          drawText(cursor.page, 'Date et signature précédées de « Bon pour accord »', { x, y: cursor.y - 13, font: fonts.italic, size: 8, color: MUTED })
          cursor.page.drawRectangle({ x, y: cursor.y - 72, width, height: 52, borderColor: RULE, borderWidth: 1 })
        })
        cursor.y -= 86
        break
      }
    }
  }

  function drawTable(detailed: boolean, sections: TableSection[]) {
    const right = MARGIN + CONTENT_WIDTH
    const columns = detailed
      ? { amount: right - 6, unitPrice: right - 84, unit: right - 206, quantity: right - 214, labelWidth: CONTENT_WIDTH - 240 }
      : { amount: right - 6, unitPrice: 0, unit: 0, quantity: 0, labelWidth: CONTENT_WIDTH - 120 }
    const header = () => {
      ensureSpace(40)
      cursor.page.drawRectangle({ x: MARGIN, y: cursor.y - 6, width: CONTENT_WIDTH, height: 20, color: BRAND })
      const white = rgb(1, 1, 1)
      drawText(cursor.page, 'Désignation', { x: MARGIN + 6, y: cursor.y, font: fonts.bold, size: 8.5, color: white })
      if (detailed) {
        drawRight(cursor.page, 'Qté', { right: columns.quantity, y: cursor.y, font: fonts.bold, size: 8.5, color: white })
        drawText(cursor.page, 'Unité', { x: columns.unit, y: cursor.y, font: fonts.bold, size: 8.5, color: white })
        drawRight(cursor.page, 'P.U. HT', { right: columns.unitPrice, y: cursor.y, font: fonts.bold, size: 8.5, color: white })
      }
      drawRight(cursor.page, 'Montant HT', { right: columns.amount, y: cursor.y, font: fonts.bold, size: 8.5, color: white })
      cursor.y -= 24
    }
    header()
    for (const section of sections) {
      if (section.title) {
        ensureSpace(22)
        drawText(cursor.page, section.title, { x: MARGIN + 6, y: cursor.y, font: fonts.bold, size: 9.5, color: ACCENT })
        cursor.y -= 16
      }
      for (const row of section.rows) {
        const labelLines = wrap(row.label, fonts.regular, 9.5, columns.labelWidth)
        const detailLines = row.detail ? wrap(row.detail, fonts.italic, 8.5, columns.labelWidth) : []
        const height = labelLines.length * 12 + detailLines.length * 11 + 8
        if (cursor.y - height < MARGIN + FOOTER_HEIGHT) {
          cursor = newPage(false)
          header()
        }
        const top = cursor.y
        labelLines.forEach((line, index) => drawText(cursor.page, line, { x: MARGIN + 6, y: top - index * 12, font: fonts.regular, size: 9.5 }))
        detailLines.forEach((line, index) => drawText(cursor.page, line, { x: MARGIN + 6, y: top - labelLines.length * 12 - index * 11, font: fonts.italic, size: 8.5, color: MUTED }))
        if (detailed) {
          if (row.quantity) drawRight(cursor.page, row.quantity, { right: columns.quantity, y: top, font: fonts.regular, size: 9.5 })
          if (row.unit) drawText(cursor.page, row.unit, { x: columns.unit, y: top, font: fonts.regular, size: 9.5, color: MUTED })
          if (row.unitPrice) drawRight(cursor.page, row.unitPrice, { right: columns.unitPrice, y: top, font: fonts.regular, size: 9.5 })
        }
        drawRight(cursor.page, row.amount, { right: columns.amount, y: top, font: fonts.bold, size: 9.5 })
        cursor.y -= height
        cursor.page.drawLine({ start: { x: MARGIN, y: cursor.y + 9 }, end: { x: right, y: cursor.y + 9 }, thickness: 0.5, color: RULE })
      }
      cursor.y -= 4
    }
    cursor.y -= 6
  }

  function drawTotals(lines: TotalLine[]) {
    ensureSpace(lines.length * 20 + 10)
    const width = 230
    const x = MARGIN + CONTENT_WIDTH - width
    for (const line of lines) {
      if (line.isStrong) cursor.page.drawRectangle({ x, y: cursor.y - 6, width, height: 20, color: SHADE })
      const font = line.isStrong ? fonts.bold : fonts.regular
      drawText(cursor.page, line.label, { x: x + 8, y: cursor.y, font, size: line.isStrong ? 10.5 : 9.5 })
      drawRight(cursor.page, line.value, { right: x + width - 8, y: cursor.y, font, size: line.isStrong ? 10.5 : 9.5, color: line.isStrong ? BRAND : INK })
      cursor.y -= line.isStrong ? 24 : 17
    }
    cursor.y -= 8
  }

  // Footer on every page.
  const pages = pdf.getPages()
  pages.forEach((page, index) => {
    page.drawLine({ start: { x: MARGIN, y: MARGIN + 18 }, end: { x: PAGE.width - MARGIN, y: MARGIN + 18 }, thickness: 0.5, color: RULE })
    drawText(page, `${COMPANY.legal} · ${COMPANY.address}`, { x: MARGIN, y: MARGIN + 4, font: fonts.regular, size: 7.5, color: MUTED })
    drawRight(page, `Page ${index + 1} / ${pages.length}`, { right: PAGE.width - MARGIN, y: MARGIN + 4, font: fonts.regular, size: 7.5, color: MUTED })
  })
  return pdf.save({ useObjectStreams: true })
}
