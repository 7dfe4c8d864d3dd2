import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The browser bundle's composition (issue #24): the site's client is built again with BUNDLE_REPORT=dir
 * (vite.config.ts), which writes a treemap (bundle.html) and its data (bundle.json, rollup-plugin-visualizer's
 * raw data). Same code, same files: the build the audit measures is unchanged.
 */
export function buildBundleReport(root: string, dir: string): void {
  const build = spawnSync('npx', ['vite', 'build'], { cwd: root, env: { ...process.env, BUNDLE_REPORT: dir }, encoding: 'utf8' })
  if (build.status !== 0) throw new Error(`vite build with BUNDLE_REPORT failed:\n${build.stderr || build.stdout}`)
}

type RawData = {
  nodeParts: Record<string, { renderedLength: number }>
  nodeMetas: Record<string, { id: string; moduleParts: Record<string, string> }>
}

export type ChunkComposition = { chunk: string; parts: { name: string; share: number }[] }

/** A module's package (node_modules/<name>) or, for our code, its top folder (src/components). */
const ownerOf = (id: string) => id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? id.replace(/^\/+/, '').split('/').slice(0, 2).join('/')

/** For each named script (a path such as /assets/index-abc.js), its largest parts by share of its code before minification. */
export function chunkCompositions(dir: string, scripts: readonly string[], top = 8): ChunkComposition[] {
  const data = JSON.parse(readFileSync(path.join(dir, 'bundle.json'), 'utf8')) as RawData
  return scripts.map((script) => {
    const chunk = script.replace(/^\/+/, '')
    const sizes = new Map<string, number>()
    for (const meta of Object.values(data.nodeMetas)) {
      const part = meta.moduleParts[chunk]
      if (!part) continue
      const owner = ownerOf(meta.id)
      sizes.set(owner, (sizes.get(owner) ?? 0) + (data.nodeParts[part]?.renderedLength ?? 0))
    }
    const total = [...sizes.values()].reduce((sum, size) => sum + size, 0) || 1
    const parts = [...sizes.entries()].sort((a, b) => b[1] - a[1]).slice(0, top).map(([name, size]) => ({ name, share: size / total }))
    return { chunk, parts }
  })
}

export const describeComposition = ({ chunk, parts }: ChunkComposition) =>
  `${chunk}: ${parts.map(({ name, share }) => `${name} ${Math.round(share * 100)} %`).join(', ')}`
