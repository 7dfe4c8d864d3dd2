import { describe, expect, it } from 'vitest'
import { DEFERRED_PRELOADS_ATTRIBUTE, deferEntryScript, entryLoaderScript, type StartManifest } from './hydrate-after-paint'

const manifest = (): StartManifest => ({
  routes: {
    __root__: {
      filePath: 'src/routes/__root.tsx',
      preloads: ['/assets/index-abc.js', '/assets/shared-def.js'],
      scripts: [{ attrs: { type: 'module', async: true, src: '/assets/index-abc.js' } }],
    },
    '/home': { filePath: 'src/routes/home.tsx', preloads: ['/assets/home-123.js', { href: '/assets/card-<4>.js' }] },
    '/cgu': { preloads: [] },
  },
  inlineCss: { styles: {} },
})

describe('deferEntryScript', () => {
  it('replaces the entry script by its loader and lists every route chunk for it instead of preloading it; the rest is left as it was', () => {
    const deferred = deferEntryScript(manifest())
    const list = { type: 'application/json', [DEFERRED_PRELOADS_ATTRIBUTE]: '' }
    expect(deferred.routes.__root__).toEqual({
      filePath: 'src/routes/__root.tsx',
      scripts: [{ children: entryLoaderScript('/assets/index-abc.js') }, { attrs: list, children: '["/assets/shared-def.js"]' }],
    })
    expect(deferred.routes['/home']).toEqual({ filePath: 'src/routes/home.tsx', scripts: [{ attrs: list, children: '["/assets/home-123.js","/assets/card-\\u003c4>.js"]' }] })
    expect(JSON.parse(deferred.routes['/home']!.scripts![0]!.children!)).toEqual(['/assets/home-123.js', '/assets/card-<4>.js'])
    expect(deferred.routes['/cgu']).toEqual({})
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
    expect(script).toContain(`script[${DEFERRED_PRELOADS_ATTRIBUTE}]`)
    expect(script).toContain("event.preventDefault()")
  })
})
