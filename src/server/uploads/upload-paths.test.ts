import { describe, expect, it } from 'vitest'
import { resolveUploadPath } from './upload-paths.ts'

describe('resolveUploadPath', () => {
  it('maps a spec path to its collection and the decoded name', () => {
    expect(resolveUploadPath('folders/file/devis%20final.pdf')).toEqual({ collection: 'files', filename: 'devis final.pdf', path: 'folders/file/devis final.pdf' })
    expect(resolveUploadPath('zones/img/salon.jpg')).toEqual({ collection: 'photos', filename: 'salon.jpg', path: 'zones/img/salon.jpg' })
  })

  it('decodes a name once, and looks up a name beginning with dots as it is: only stored names are served (issue #37)', () => {
    expect(resolveUploadPath('folders/file/..%252F..%252Fevil.json')).toEqual({ collection: 'files', filename: '..%2F..%2Fevil.json', path: 'folders/file/..%2F..%2Fevil.json' })
    expect(resolveUploadPath('folders/file/.env')).toEqual({ collection: 'files', filename: '.env', path: 'folders/file/.env' })
  })

  it.each([
    ['folders/file/../test.db'],
    ['folders/../../test.db'],
    ['folders/file/..'],
    ['folders/file/%2E%2E'],
    ['folders/file/..%2F..%2Ftest.db'],
    ['folders/file/a%5Cb.pdf'],
    ['folders/file/a\\b.pdf'],
    ['folders/file/devis.pdf%00.png'],
    ['folders/file/devis\u0000.pdf'],
    ['folders/file/%E0%A4%A'],
    ['secrets/file/devis.pdf'],
    ['folders/file'],
  ])('names nothing for %j', (splat) => {
    expect(resolveUploadPath(splat)).toBeNull()
  })
})
