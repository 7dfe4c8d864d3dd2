import { describe, expect, it } from 'vitest'
import { loggablePath } from './loggable-path.ts'

describe('the path a log line holds', () => {
  it.each([
    ['/v1/user/reset/pass/0123456789abcdef0123456789abcdef01234567', '/v1/user/reset/pass/[masqué]'],
    ['/v1/user/recup/pass/abc', '/v1/user/recup/pass/[masqué]'],
    ['/v1/contract/sign/Xy_z-1', '/v1/contract/sign/[masqué]'],
    ['/v1/contract/code/Xy_z-1', '/v1/contract/code/[masqué]'],
    ['/v1/contract/Xy_z-1', '/v1/contract/[masqué]'],
    ['/signature/Xy_z-1', '/signature/[masqué]'],
    ['/admin/reset/abc', '/admin/reset/[masqué]'],
    ['/api/users/verify/abc', '/api/users/verify/[masqué]'],
    ['/stream/12/eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9abc', '/stream/12/[masqué]'],
  ])('masks the secret of %s', (path, logged) => {
    expect(loggablePath(path)).toBe(logged)
  })

  it('keeps the paths that carry none', () => {
    for (const path of ['/project/12', '/v1/project/contract/sign/12', '/uploads/folders/file/devis-12.pdf', '/admin/collections/signatures/3', '/salle-de-bain-moderne-et-lumineuse-ideale']) {
      expect(loggablePath(path)).toBe(path)
    }
  })
})
