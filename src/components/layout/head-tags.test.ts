import { describe, expect, it } from 'vitest'
import { headTagKey } from './head-tags'

describe('headTagKey', () => {
  const stylesheet = `:root{--background:#f7f2ea}${'.a{color:red}'.repeat(8_000)}`

  it('stays short for the inline stylesheet, whatever its size', () => {
    expect(stylesheet.length).toBeGreaterThan(80_000)
    expect(headTagKey({ tag: 'style', attrs: { nonce: 'n' }, children: stylesheet }).length).toBeLessThan(200)
  })

  it('tells apart tags by their tag, attributes, length or beginning', () => {
    const keys = [
      headTagKey({ tag: 'style', attrs: {}, children: stylesheet }),
      headTagKey({ tag: 'style', attrs: {}, children: `${stylesheet}.b{}` }),
      headTagKey({ tag: 'style', attrs: {}, children: `.b{}${stylesheet}` }),
      headTagKey({ tag: 'style', attrs: { media: 'print' }, children: stylesheet }),
      headTagKey({ tag: 'script', attrs: {}, children: stylesheet }),
      headTagKey({ tag: 'meta', attrs: { name: 'description', content: 'Rénover' } }),
      headTagKey({ tag: 'meta', attrs: { name: 'description', content: 'Meubler' } }),
      headTagKey({ tag: 'title', children: 'Maisonnée' }),
    ]
    expect(new Set(keys).size).toBe(keys.length)
  })
})
