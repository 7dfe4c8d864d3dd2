import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * Dependencies point one way (issue #19): pages and components sit on top, then the services (src/server),
 * then the collections (Payload hooks, access, endpoints, fields), then the platform (mail, live events,
 * rate limits, sessions, env, adapters) and the domain (pure rules). Every .ts/.tsx file under src/,
 * collections/, seed/ and payload.config.ts is read, its imports resolved (relative, '@/', '@payload-config'),
 * and each import checked against the rule of the layer it sits in.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

type Import = { file: string; spec: string; target: string | null; typeOnly: boolean }
type Rule = { name: string; applies: (file: string) => boolean; allows: (imp: Import) => boolean }

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const relative = `${dir}/${name}`
    if (statSync(path.join(root, relative)).isDirectory()) return sourceFiles(relative)
    return /\.tsx?$/.test(name) ? [relative] : []
  })
}

/** Every static, re-export and dynamic import of a file, its target as a repo-relative path (null for an npm package). */
function importsOf(file: string, text: string): Import[] {
  const found: Import[] = []
  const patterns = [
    /^\s*(import|export)\s+(type\s+)?((?:(?!\b(?:import|export)\b)[^'";])*?)\s*from\s*['"]([^'"]+)['"]/gm,
    /^\s*import\s+()()()['"]([^'"]+)['"]/gm,
    /\bimport\(\s*()()()['"]([^'"]+)['"]\s*\)/g,
  ]
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) {
      const clause = match[3] ?? ''
      const spec = match[4] ?? ''
      const names = /^\{([^}]*)\}$/.exec(clause.trim())?.[1]?.split(',').map((s) => s.trim()).filter(Boolean)
      const typeOnly = Boolean(match[2]) || (names !== undefined && names.length > 0 && names.every((n) => n.startsWith('type ')))
      let target: string | null = null
      if (spec.startsWith('.')) target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec))
      else if (spec.startsWith('@/')) target = `src/${spec.slice(2)}`
      else if (spec === '@payload-config') target = 'payload.config.ts'
      found.push({ file, spec, target, typeOnly })
    }
  }
  return found
}

const under = (prefix: string) => (target: string | null) => target !== null && target.startsWith(prefix)
const inDomain = under('src/domain/')
const inPlatform = under('src/platform/')
const inCollections = under('collections/')
const generatedTypes = (target: string | null) => target === 'payload-types.ts'
/** The pure constants of collections/ the platform may read (slugs and role names, no Payload config). */
const PLATFORM_READS_FROM_COLLECTIONS = ['collections/slugs.ts', 'collections/roles.ts']
const isTest = (file: string) => /\.test\.tsx?$/.test(file)

/** The server routes of the HTTP API (design/api.md), which answer in the /v1 envelope. */
const HTTP_API_ROUTES = ['src/routes/v1/', 'src/routes/adminapi/', 'src/routes/stream/', 'src/routes/uploads/']

const RULES: Rule[] = [
  {
    name: 'src/domain imports only src/domain (and zod; its tests also vitest and fast-check)',
    applies: (file) => file.startsWith('src/domain/'),
    allows: ({ file, spec, target }) =>
      target === null ? /^zod(\/|$)/.test(spec) || (isTest(file) && /^(vitest|fast-check|node:)/.test(spec)) : inDomain(target),
  },
  {
    name: 'collections/ imports only collections/, src/domain and src/platform',
    applies: (file) => file.startsWith('collections/'),
    allows: ({ target }) => target === null || inCollections(target) || inDomain(target) || inPlatform(target) || generatedTypes(target),
  },
  {
    name: 'payload.config.ts imports only collections/, src/domain and src/platform',
    applies: (file) => file === 'payload.config.ts',
    allows: ({ target }) => target === null || inCollections(target) || inDomain(target) || inPlatform(target) || generatedTypes(target),
  },
  {
    name: `src/platform imports only src/platform, src/domain and ${PLATFORM_READS_FROM_COLLECTIONS.join(', ')}`,
    applies: (file) => file.startsWith('src/platform/'),
    allows: ({ target }) =>
      target === null || inPlatform(target) || inDomain(target) || generatedTypes(target) || PLATFORM_READS_FROM_COLLECTIONS.includes(target),
  },
  {
    name: 'src/server imports neither src/components, src/routes nor src/admin',
    applies: (file) => file.startsWith('src/server/'),
    allows: ({ target }) => !under('src/components/')(target) && !under('src/routes/')(target) && !under('src/admin/')(target),
  },
  {
    name: 'src/components imports neither src/routes nor src/admin',
    applies: (file) => file.startsWith('src/components/'),
    allows: ({ target }) => !under('src/routes/')(target) && !under('src/admin/')(target),
  },
  {
    name: 'src/components imports from src/server only *.functions.ts, or types',
    applies: (file) => file.startsWith('src/components/'),
    allows: ({ target, typeOnly }) => !under('src/server/')(target) || typeOnly || /\.functions(\.ts)?$/.test(target ?? ''),
  },
  {
    name: 'the /v1 wire (src/server/v1) is known only to the HTTP API routes (/v1, /adminapi, /stream, /uploads) and src/server: no component, page, admin view or lib reads it',
    applies: (file) =>
      ['src/components/', 'src/admin/', 'src/lib/'].some((folder) => file.startsWith(folder)) ||
      (file.startsWith('src/routes/') && !HTTP_API_ROUTES.some((folder) => file.startsWith(folder))),
    allows: ({ target }) => !under('src/server/v1/')(target),
  },
]

function violations(files: string[], read: (file: string) => string): string[] {
  return files.flatMap((file) =>
    importsOf(file, read(file)).flatMap((imp) =>
      RULES.filter((rule) => rule.applies(file) && !rule.allows(imp)).map((rule) => `${file} imports '${imp.spec}' — rule: ${rule.name}`),
    ),
  )
}

describe('one-way dependencies', () => {
  const files = [...sourceFiles('src'), ...sourceFiles('collections'), ...sourceFiles('seed'), 'payload.config.ts']
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

  it('reads the imports it checks (relative, alias, type-only, dynamic)', () => {
    const sample = "import type { A } from '../x.ts'\nimport { type B } from '@/server/y.ts'\nexport { c } from './z.ts'\nconst d = await import('@payload-config')\nimport './w.css'\n"
    expect(importsOf('collections/Users/index.ts', sample)).toEqual([
      { file: 'collections/Users/index.ts', spec: '../x.ts', target: 'collections/x.ts', typeOnly: true },
      { file: 'collections/Users/index.ts', spec: '@/server/y.ts', target: 'src/server/y.ts', typeOnly: true },
      { file: 'collections/Users/index.ts', spec: './z.ts', target: 'collections/Users/z.ts', typeOnly: false },
      { file: 'collections/Users/index.ts', spec: './w.css', target: 'collections/Users/w.css', typeOnly: false },
      { file: 'collections/Users/index.ts', spec: '@payload-config', target: 'payload.config.ts', typeOnly: false },
    ])
    expect(violations(['collections/Users/index.ts'], () => "import { x } from '../../src/server/accounts/accounts.server.ts'\n")).toEqual([
      "collections/Users/index.ts imports '../../src/server/accounts/accounts.server.ts' — rule: collections/ imports only collections/, src/domain and src/platform",
    ])
  })

  it('every import points the allowed way', () => {
    expect(files.length).toBeGreaterThan(100)
    expect(violations(files, read)).toEqual([])
  })
})
