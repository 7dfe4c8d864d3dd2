import { describe, expect, it } from 'vitest'
import { resolveUploadPath } from './upload-paths.ts'

describe('resolveUploadPath', () => {
  it('maps a spec path to its collection and the decoded name', () => {
    expect(resolveUploadPath('folders/file/devis%20final.pdf')).toEqual({ collection: 'files', filename: 'devis final.pdf' })
    expect(resolveUploadPath('zones/img/salon.jpg')).toEqual({ collection: 'photos', filename: 'salon.jpg' })
  })

  it.each([
    ['folders/file/../test.db'],
    ['folders/../../test.db'],
    ['folders/file/.env'],
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
