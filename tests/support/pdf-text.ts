import path from 'node:path'
import { fileURLToPath } from 'node:url'

const standardFonts = `${path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../node_modules/pdfjs-dist/standard_fonts')}/`

/** The text of each page of a PDF, as pdf.js reads it (what a reader sees, not what a generator meant). */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const task = pdfjs.getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: standardFonts })
  const document = await task.promise
  const pages: string[] = []
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' ').replace(/\s+/g, ' '))
  }
  await task.destroy()
  return pages
}
