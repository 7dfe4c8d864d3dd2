import { createRequire } from 'node:module'
import path from 'node:path'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`

/** The text of each page of a PDF, as pdf.js reads it (the reader the site uses), items joined by spaces. */
export async function pdfPagesText(bytes: Uint8Array): Promise<string[]> {
  const loading = getDocument({ data: new Uint8Array(bytes), standardFontDataUrl })
  const pdf = await loading.promise
  try {
    const pages: string[] = []
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const content = await (await pdf.getPage(number)).getTextContent()
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' ').replace(/\s+/g, ' '))
    }
    return pages
  } finally {
    await loading.destroy()
  }
}
