import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib'
import { paginate, printable, wrapText } from './layout.ts'

/**
 * A small A4 composer for the documents the server generates (quote, project summary), on pdf-lib with
 * the standard fonts (nothing to embed): a letterhead on every page, blocks that flow down the page and
 * onto new ones, tables whose rows never split and whose header repeats, and 'Page n / N' footers.
 */

const PAGE = { width: 595.28, height: 841.89 }
const MARGIN = 48
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN
const FOOTER_SPACE = 40
const BOTTOM = MARGIN + FOOTER_SPACE

const INK = rgb(0.13, 0.15, 0.14)
const MUTED = rgb(0.42, 0.43, 0.41)
const BRAND = rgb(0.18, 0.29, 0.25)
const ACCENT = rgb(0.71, 0.45, 0.3)
const RULE = rgb(0.85, 0.83, 0.79)
const SHADE = rgb(0.96, 0.95, 0.92)
const WHITE = rgb(1, 1, 1)

export type Letterhead = {
  company: { name: string; lines: string[] }
  /** In capitals at the top right: DEVIS, RÉSUMÉ DU PROJET. */
  kind: string
  /** Under the kind: the number and the date, one per line. */
  references: string[]
  /** The small print at the foot of every page. */
  footer: string
}

export type PartyBlock = { title: string; lines: string[] }
export type TableColumn = { header: string; width: number; align: 'left' | 'right' }
export type TotalLine = { label: string; value: string; isStrong?: boolean }

type Fonts = { regular: PDFFont; bold: PDFFont; italic: PDFFont; brand: PDFFont }
type TextOptions = { x: number; y: number; size: number; font?: PDFFont; color?: RGB }

const ROW_SIZE = 9
const ROW_LEADING = 11.5
const ROW_PADDING = 7
const HEADER_HEIGHT = 20
/** From the header's baseline to the first row's. */
const HEADER_ADVANCE = HEADER_HEIGHT + 1

export class PdfComposer {
  private readonly pdf: PDFDocument
  private readonly fonts: Fonts
  private readonly letterhead: Letterhead
  private page!: PDFPage
  private y = 0

  private constructor(pdf: PDFDocument, fonts: Fonts, letterhead: Letterhead) {
    this.pdf = pdf
    this.fonts = fonts
    this.letterhead = letterhead
  }

  /** A new document with its metadata (title, subject, French language) and its first page. */
  static async create({ title, subject, createdOn, letterhead }: { title: string; subject: string; createdOn: Date; letterhead: Letterhead }): Promise<PdfComposer> {
    const pdf = await PDFDocument.create()
    pdf.setTitle(printable(title))
    pdf.setSubject(printable(subject))
    pdf.setAuthor(printable(letterhead.company.name))
    pdf.setCreator(printable(letterhead.company.name))
    pdf.setProducer(printable(letterhead.company.name))
    pdf.setLanguage('fr-FR')
    pdf.setCreationDate(createdOn)
    pdf.setModificationDate(createdOn)
    const [regular, bold, italic, brand] = await Promise.all([
      pdf.embedFont(StandardFonts.Helvetica),
      pdf.embedFont(StandardFonts.HelveticaBold),
      pdf.embedFont(StandardFonts.HelveticaOblique),
      pdf.embedFont(StandardFonts.TimesRomanBold),
    ])
    const composer = new PdfComposer(pdf, { regular, bold, italic, brand }, letterhead)
    composer.newPage(true)
    return composer
  }

  private text(text: string, { x, y, size, font = this.fonts.regular, color = INK }: TextOptions) {
    this.page.drawText(printable(text), { x, y, size, font, color })
  }

  private textRight(text: string, { right, ...options }: Omit<TextOptions, 'x'> & { right: number }) {
    const width = (options.font ?? this.fonts.regular).widthOfTextAtSize(printable(text), options.size)
    this.text(text, { ...options, x: right - width })
  }

  private wrap(text: string, font: PDFFont, size: number, width: number) {
    return wrapText({ text, size, width, measure: (candidate, at) => font.widthOfTextAtSize(candidate, at) })
  }

  /** Where the letterhead's rule sits on a page (the first page's letterhead has the company's details). */
  private ruleYOf(isFirst: boolean) {
    const { company, references } = this.letterhead
    return PAGE.height - MARGIN - Math.max(36 + 11 * (isFirst ? company.lines.length : 0), 31 + 11 * references.length) - 4
  }

  private newPage(isFirst: boolean) {
    this.page = this.pdf.addPage([PAGE.width, PAGE.height])
    const top = PAGE.height - MARGIN
    const right = PAGE.width - MARGIN
    const { company, kind, references } = this.letterhead
    this.text(company.name, { x: MARGIN, y: top - 20, size: isFirst ? 22 : 15, font: this.fonts.brand, color: BRAND })
    const detailLines = isFirst ? company.lines : []
    detailLines.forEach((line, index) => this.text(line, { x: MARGIN, y: top - 36 - index * 11, size: 8.5, color: MUTED }))
    this.textRight(kind.toUpperCase(), { right, y: top - 16, size: isFirst ? 14 : 10, font: this.fonts.bold, color: ACCENT })
    references.forEach((line, index) => this.textRight(line, { right, y: top - 31 - index * 11, size: 8.5, color: MUTED }))
    const ruleY = this.ruleYOf(isFirst)
    this.page.drawLine({ start: { x: MARGIN, y: ruleY }, end: { x: right, y: ruleY }, thickness: 1, color: BRAND })
    this.y = ruleY - 24
  }

  /** Starts a new page when `height` points do not fit on this one. */
  private ensureSpace(height: number) {
    if (this.y - height < BOTTOM) this.newPage(false)
  }

  title(text: string) {
    this.ensureSpace(30)
    for (const line of this.wrap(text, this.fonts.bold, 16, CONTENT_WIDTH)) {
      this.text(line, { x: MARGIN, y: this.y, size: 16, font: this.fonts.bold })
      this.y -= 20
    }
    this.y -= 6
  }

  heading(text: string) {
    this.ensureSpace(44)
    this.y -= 4
    this.text(text, { x: MARGIN, y: this.y, size: 11.5, font: this.fonts.bold, color: BRAND })
    this.y -= 18
  }

  paragraph(text: string, { isMuted = false }: { isMuted?: boolean } = {}) {
    for (const line of this.wrap(text, this.fonts.regular, 9.5, CONTENT_WIDTH)) {
      this.ensureSpace(13)
      this.text(line, { x: MARGIN, y: this.y, size: 9.5, color: isMuted ? MUTED : INK })
      this.y -= 13
    }
    this.y -= 6
  }

  /** Side-by-side shaded blocks (client, project): a title in capitals, then lines, the first in bold. */
  parties(blocks: readonly PartyBlock[]) {
    const gap = 16
    const width = (CONTENT_WIDTH - gap * (blocks.length - 1)) / Math.max(1, blocks.length)
    const wrapped = blocks.map((block) => block.lines.flatMap((line) => this.wrap(line, this.fonts.regular, 9, width - 20)))
    const height = 26 + 12 * Math.max(1, ...wrapped.map((lines) => lines.length))
    this.ensureSpace(height + 14)
    blocks.forEach((block, index) => {
      const x = MARGIN + index * (width + gap)
      this.page.drawRectangle({ x, y: this.y - height + 12, width, height, color: SHADE })
      this.text(block.title.toUpperCase(), { x: x + 10, y: this.y - 2, size: 7.5, font: this.fonts.bold, color: ACCENT })
      wrapped[index]?.forEach((line, lineIndex) => {
        this.text(line, { x: x + 10, y: this.y - 17 - lineIndex * 12, size: 9, font: lineIndex === 0 ? this.fonts.bold : this.fonts.regular })
      })
    })
    this.y -= height + 14
  }

  /** Label and value pairs, one per line (the project summary's facts). */
  facts(pairs: readonly { label: string; value: string }[]) {
    for (const { label, value } of pairs) {
      const lines = this.wrap(value, this.fonts.regular, 9.5, CONTENT_WIDTH - 150)
      this.ensureSpace(13 * lines.length)
      this.text(label, { x: MARGIN, y: this.y, size: 9.5, font: this.fonts.bold, color: MUTED })
      lines.forEach((line, index) => this.text(line, { x: MARGIN + 150, y: this.y - index * 13, size: 9.5 }))
      this.y -= 13 * lines.length + 3
    }
    this.y -= 6
  }

  /** Questions and their answers: the question in bold, the answer under it (both wrap). */
  questionsAndAnswers(pairs: readonly { question: string; answer: string }[]) {
    for (const { question, answer } of pairs) {
      const questionLines = this.wrap(question, this.fonts.bold, 9, CONTENT_WIDTH)
      const answerLines = this.wrap(answer, this.fonts.regular, 9.5, CONTENT_WIDTH - 10)
      this.ensureSpace(12 * questionLines.length + 13 * Math.min(answerLines.length, 3))
      for (const line of questionLines) {
        this.text(line, { x: MARGIN, y: this.y, size: 9, font: this.fonts.bold, color: MUTED })
        this.y -= 12
      }
      for (const line of answerLines) {
        this.ensureSpace(13)
        this.text(line, { x: MARGIN + 10, y: this.y, size: 9.5 })
        this.y -= 13
      }
      this.y -= 6
    }
  }

  /**
   * A table: the first column wraps, the others are one line each. Rows are never split; when they do
   * not fit, they go on to the next page under a repeated header (see `paginate`).
   */
  table(columns: readonly TableColumn[], rows: readonly (readonly string[])[]) {
    const scale = CONTENT_WIDTH / columns.reduce((sum, column) => sum + column.width, 0)
    const widths = columns.map((column) => column.width * scale)
    const wrapped = rows.map((row) => this.wrap(row[0] ?? '', this.fonts.regular, ROW_SIZE, (widths[0] ?? 0) - 12))
    const heights = wrapped.map((lines) => lines.length * ROW_LEADING + ROW_PADDING)
    this.ensureSpace(HEADER_ADVANCE + (heights[0] ?? 0))
    const tableSpaceBelow = (y: number) => y - BOTTOM - HEADER_ADVANCE
    const pages = paginate({ heights, firstPageSpace: tableSpaceBelow(this.y), pageSpace: tableSpaceBelow(this.ruleYOf(false) - 24) })
    pages.forEach((indexes, pageIndex) => {
      if (pageIndex > 0) this.newPage(false)
      if (indexes.length === 0) return
      this.tableHeader(columns, widths)
      for (const index of indexes) this.tableRow(columns, widths, rows[index] ?? [], wrapped[index] ?? [], heights[index] ?? 0)
    })
    this.y -= 8
  }

  private tableHeader(columns: readonly TableColumn[], widths: number[]) {
    this.page.drawRectangle({ x: MARGIN, y: this.y - 6, width: CONTENT_WIDTH, height: HEADER_HEIGHT, color: BRAND })
    let x = MARGIN
    columns.forEach((column, index) => {
      const width = widths[index] ?? 0
      if (column.align === 'right') this.textRight(column.header, { right: x + width - 6, y: this.y, size: 8, font: this.fonts.bold, color: WHITE })
      else this.text(column.header, { x: x + 6, y: this.y, size: 8, font: this.fonts.bold, color: WHITE })
      x += width
    })
    this.y -= HEADER_ADVANCE
  }

  private tableRow(columns: readonly TableColumn[], widths: number[], cells: readonly string[], firstCellLines: string[], height: number) {
    let x = MARGIN
    columns.forEach((column, index) => {
      const width = widths[index] ?? 0
      if (index === 0) firstCellLines.forEach((line, lineIndex) => this.text(line, { x: x + 6, y: this.y - lineIndex * ROW_LEADING, size: ROW_SIZE }))
      else if (column.align === 'right') this.textRight(cells[index] ?? '', { right: x + width - 6, y: this.y, size: ROW_SIZE })
      else this.text(cells[index] ?? '', { x: x + 6, y: this.y, size: ROW_SIZE })
      x += width
    })
    this.y -= height
    this.page.drawLine({ start: { x: MARGIN, y: this.y + ROW_LEADING - 2 }, end: { x: MARGIN + CONTENT_WIDTH, y: this.y + ROW_LEADING - 2 }, thickness: 0.5, color: RULE })
  }

  /** The totals, right-aligned; strong lines (total TTC) shaded. */
  totals(lines: readonly TotalLine[]) {
    this.ensureSpace(lines.length * 20 + 10)
    const width = 240
    const x = MARGIN + CONTENT_WIDTH - width
    for (const line of lines) {
      const font = line.isStrong ? this.fonts.bold : this.fonts.regular
      const size = line.isStrong ? 10.5 : 9.5
      if (line.isStrong) this.page.drawRectangle({ x, y: this.y - 6, width, height: 20, color: SHADE })
      this.text(line.label, { x: x + 8, y: this.y, size, font })
      this.textRight(line.value, { right: x + width - 8, y: this.y, size, font, color: line.isStrong ? BRAND : INK })
      this.y -= line.isStrong ? 24 : 17
    }
    this.y -= 6
  }

  /** A framed signature area: a title, hints, and room to sign. */
  signature({ title, hints }: { title: string; hints: string[] }) {
    const height = 96
    this.ensureSpace(height + 26)
    this.y -= 16
    const width = CONTENT_WIDTH / 2
    const x = MARGIN + CONTENT_WIDTH - width
    this.page.drawRectangle({ x, y: this.y - height + 12, width, height, borderColor: RULE, borderWidth: 1 })
    this.text(title, { x: x + 10, y: this.y - 4, size: 10, font: this.fonts.bold })
    hints.forEach((hint, index) => this.text(hint, { x: x + 10, y: this.y - 19 - index * 12, size: 8.5, font: this.fonts.italic, color: MUTED }))
    this.y -= height + 10
  }

  /** Draws the footers ('Page n / N') and returns the PDF's bytes. */
  async save(): Promise<Uint8Array> {
    const pages = this.pdf.getPages()
    pages.forEach((page, index) => {
      this.page = page
      page.drawLine({ start: { x: MARGIN, y: MARGIN + 16 }, end: { x: PAGE.width - MARGIN, y: MARGIN + 16 }, thickness: 0.5, color: RULE })
      this.text(this.letterhead.footer, { x: MARGIN, y: MARGIN + 4, size: 7, color: MUTED })
      this.textRight(`Page ${index + 1} / ${pages.length}`, { right: PAGE.width - MARGIN, y: MARGIN + 4, size: 7, color: MUTED })
    })
    return this.pdf.save({ useObjectStreams: true })
  }
}
