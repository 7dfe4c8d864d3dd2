import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/**
 * The lockfile's Payload packages. Payload's own version check is off (payload.config.ts explains why):
 * this is the check that stands in for it.
 */
const lock = JSON.parse(readFileSync(new URL('../../../package-lock.json', import.meta.url), 'utf8')) as { packages: Record<string, { version?: string }> }
const payloadPackages = Object.entries(lock.packages)
  .filter(([location]) => /(^|\/)node_modules\/(payload|@payloadcms\/[^/]+)$/.test(location))
  .map(([location, { version }]) => ({ location, name: location.replace(/^.*node_modules\//, ''), version }))

/** Published only up to 3.90.1 when the rest of Payload reached 3.90.2: the allowed gaps, until they catch up. */
const LAGGING = {
  '@payloadcms/storage-s3': '3.90.1',
  '@payloadcms/plugin-cloud-storage': '3.90.1',
  '@payloadcms/live-preview': '3.90.1',
  '@payloadcms/live-preview-react': '3.90.1',
} as Record<string, string>

describe('the Payload packages installed', () => {
  it('hold one copy of payload and of @payloadcms/ui (two copies of the admin UI break its React contexts)', () => {
    expect(payloadPackages.filter(({ name }) => name === 'payload').map(({ location }) => location)).toEqual(['node_modules/payload'])
    expect(payloadPackages.filter(({ name }) => name === '@payloadcms/ui').map(({ location }) => location)).toEqual(['node_modules/@payloadcms/ui'])
  })

  it("are all at payload's own version, but for the storage adapter's and the live preview's known lag", () => {
    const payloadVersion = lock.packages['node_modules/payload']?.version
    const mismatched = payloadPackages.filter(({ name, version }) => version !== (LAGGING[name] ?? payloadVersion))
    expect(mismatched).toEqual([])
    expect(payloadPackages.map(({ location }) => location)).toContain('node_modules/@payloadcms/storage-s3')
  })
})
