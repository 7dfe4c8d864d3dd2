import { describe, expect, it } from 'vitest'
import { deferEntryScript, entryLoaderScript, type StartManifest } from './hydrate-after-paint'

const manifest = (): StartManifest => ({
  routes: {
    __root__: {
      filePath: 'src/routes/__root.tsx',
      preloads: ['/assets/index-abc.js', '/assets/shared-def.js'],
      scripts: [{ attrs: { type: 'module', async: true, src: '/assets/index-abc.js' } }],
    },
    '/home': { preloads: ['/assets/home-123.js'] },
  },
  inlineCss: { styles: {} },
})

describe('deferEntryScript', () => {
  it('replaces the entry script by its loader and no longer preloads it; the rest is left as it was', () => {
    const deferred = deferEntryScript(manifest())
    expect(deferred.routes.__root__).toEqual({
      filePath: 'src/routes/__root.tsx',
      preloads: ['/assets/shared-def.js'],
      scripts: [{ children: entryLoaderScript('/assets/index-abc.js') }],
    })
    expect(deferred.routes['/home']).toEqual({ preloads: ['/assets/home-123.js'] })
    expect(deferred.inlineCss).toEqual({ styles: {} })
  })

  it('refuses a manifest of another shape rather than passing it through unchanged', () => {
    expect(() => deferEntryScript({ routes: {} })).toThrow(/no single module entry script/)
    const classic = manifest()
    classic.routes.__root__!.scripts = [{ attrs: { async: true, src: '/assets/index-abc.js' } }]
    expect(() => deferEntryScript(classic)).toThrow(/no single module entry script/)
    const two = manifest()
    two.routes.__root__!.scripts = [{ attrs: { type: 'module', src: '/a.js' } }, { attrs: { type: 'module', src: '/b.js' } }]
    expect(() => deferEntryScript(two)).toThrow(/no single module entry script/)
  })
})

describe('entryLoaderScript', () => {
  it('is valid JavaScript that names the entry once, quoted', () => {
    const script = entryLoaderScript('/assets/index-"x".js')
    expect(() => new Function(script)).not.toThrow()
    expect(script).toContain('const src="/assets/index-\\"x\\".js";')
    expect(script).toContain("'first-contentful-paint'")
    expect(script).toContain("event.preventDefault()")
  })
})
