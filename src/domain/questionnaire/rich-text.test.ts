import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { sanitizeRichText } from './rich-text.ts'

describe('sanitizeRichText', () => {
  it.each([
    ['<p>Bonjour <strong>Camille</strong></p>', '<p>Bonjour <strong>Camille</strong></p>'],
    ['<p class="x" onclick="alert(1)">a</p>', '<p>a</p>'],
    ['<script>alert(1)</script>texte', 'texte'],
    ['<img src=x onerror=alert(1)>photo', 'photo'],
    ['<a href="javascript:alert(1)">lien</a>', 'lien'],
    ['3 < 4 et 5 > 2', '3 &lt; 4 et 5 &gt; 2'],
    ['<ul><li>un</li><li>deux</li></ul><br/>', '<ul><li>un</li><li>deux</li></ul><br>'],
    ['<style>p{}</style><em>ok</em>', '<em>ok</em>'],
  ])('%s -> %s', (input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected)
  })

  it('never leaves an attribute or a tag outside the allow-list, whatever the input', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const output = sanitizeRichText(input)
        for (const match of output.matchAll(/<\/?([a-z]+)([^>]*)>/g)) {
          expect(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li']).toContain(match[1])
          expect(match[2]).toBe('')
        }
      }),
    )
  })

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        expect(sanitizeRichText(sanitizeRichText(input))).toBe(sanitizeRichText(input))
      }),
    )
  })
})
