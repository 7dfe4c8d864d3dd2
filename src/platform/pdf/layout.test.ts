import { describe, expect, it } from 'vitest'
import { paginate, printable, wrapText } from './layout.ts'

/** A monospace measure: every character is half the font size wide. */
const mono = (text: string, size: number) => text.length * size * 0.5

describe('printable', () => {
  it('turns the narrow and no-break spaces of French number formatting into plain spaces', () => {
    const formatted = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(12345.6)
    expect(printable(formatted)).toBe('12 345,60 €')
  })

  it('keeps French letters, quotes and the euro sign, drops what WinAnsi cannot encode', () => {
    expect(printable('Évacuation « œuvre » – 5 € 🏠 漢')).toBe('Évacuation « œuvre » – 5 €  ')
    expect(printable('Séjour (×2)')).toBe('Séjour (x2)')
  })

  it('marks what WinAnsi cannot encode with « ? » when asked, so that evidence loses no character silently', () => {
    expect(printable('Navigateur 漢字 – Paris', 'mark')).toBe('Navigateur ?? – Paris')
  })
})

describe('wrapText', () => {
  it('breaks between words so that no line is wider than the width', () => {
    expect(wrapText({ text: 'Rénovation complète de la cuisine', measure: mono, size: 10, width: 100 })).toEqual(['Rénovation complète', 'de la cuisine'])
  })

  it('keeps a word longer than the width whole, on its own line', () => {
    expect(wrapText({ text: 'a Restructuration b', measure: mono, size: 10, width: 40 })).toEqual(['a', 'Restructuration', 'b'])
  })

  it('cuts a word longer than the width over several lines when asked, keeping every character', () => {
    const hash = 'a3f9c2e8b7d1'
    const lines = wrapText({ text: `SHA-256 ${hash}`, measure: mono, size: 10, width: 25, cutLongWords: true })
    expect(lines).toEqual(['SHA-2', '56', 'a3f9c', '2e8b7', 'd1'])
    for (const line of lines) expect(mono(line, 10)).toBeLessThanOrEqual(25)
  })

  it('never breaks a line at a no-break space: « : », « ? » and amounts stay with the word before, printed with a plain space', () => {
    // Breaking at every space, « 12 » would end the first line and « 345,60 € » begin the next.
    const lines = wrapText({ text: 'Montant dû\u00a0: 12\u202f345,60\u00a0€, à régler\u202f?', measure: mono, size: 10, width: 100 })
    expect(lines).toEqual(['Montant dû :', '12 345,60 €, à', 'régler ?'])
  })

  it('keeps the line breaks of the text', () => {
    expect(wrapText({ text: '18 rue de Paradis\n75010 Paris', measure: mono, size: 10, width: 1000 })).toEqual(['18 rue de Paradis', '75010 Paris'])
  })
})

describe('paginate', () => {
  it('keeps every row on the first page when they fit', () => {
    expect(paginate({ heights: [10, 10, 10], firstPageSpace: 30, pageSpace: 100 })).toEqual([[0, 1, 2]])
  })

  it('moves the rows that do not fit to fresh pages, never splitting a row', () => {
    expect(paginate({ heights: [10, 10, 10, 10, 10], firstPageSpace: 25, pageSpace: 20 })).toEqual([[0, 1], [2, 3], [4]])
  })

  it('leaves the first page empty when not even one row fits there', () => {
    expect(paginate({ heights: [10, 10], firstPageSpace: 5, pageSpace: 100 })).toEqual([[], [0, 1]])
  })

  it('gives a row taller than a page a page of its own', () => {
    expect(paginate({ heights: [10, 500, 10], firstPageSpace: 100, pageSpace: 100 })).toEqual([[0], [1], [2]])
  })

  it('places every row exactly once, in order', () => {
    const heights = Array.from({ length: 40 }, (_, index) => 8 + (index % 5) * 6)
    const pages = paginate({ heights, firstPageSpace: 120, pageSpace: 300 })
    expect(pages.flat()).toEqual(heights.map((_, index) => index))
    for (const page of pages.slice(1)) expect(page.reduce((sum, index) => sum + (heights[index] as number), 0)).toBeLessThanOrEqual(300)
  })
})
