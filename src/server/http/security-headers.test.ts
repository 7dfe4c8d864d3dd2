import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from './security-headers.ts'

describe('the origin of the bucket’s signed links (src/platform/adapters/storage.ts)', () => {
  it('is allowed for images, media and fetches in the CSP, and only there', () => {
    const policy = contentSecurityPolicy({ nonce: 'n', isProduction: true, fileOrigin: 'https://maisonnee.s3.eu-west-3.amazonaws.com' })
    const allowing = policy.split('; ').filter((directive) => directive.includes('amazonaws.com')).map((directive) => directive.split(' ')[0])
    expect(allowing).toEqual(['img-src', 'connect-src', 'media-src'])
    expect(contentSecurityPolicy({ nonce: 'n', isProduction: true })).not.toContain('amazonaws')
  })
})
