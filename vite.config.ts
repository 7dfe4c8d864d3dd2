import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { visualizer } from 'rollup-plugin-visualizer'

/** The chunks of code the routes share (see codeSplitting below). */
const SHARED_CHUNK = 'shared'

// Payload and its native companions stay in node_modules at run time: they are loaded by the one
// process (server.ts) and must be the same module instances the Next admin uses.
const serverOnlyPackages = ['payload', /^@payloadcms\//, 'sharp', 'graphql', /^@libsql\//, 'libsql', 'drizzle-orm', 'pg', 'mongoose', 'nodemailer', 'file-type']

export default defineConfig({
  resolve: {
    alias: {
      '@payload-config': fileURLToPath(new URL('./payload.config.ts', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  ssr: { external: ['payload', 'sharp', 'graphql', 'drizzle-orm', 'pg', 'mongoose', 'nodemailer', 'file-type'] },
  optimizeDeps: { exclude: serverOnlyPackages.filter((p): p is string => typeof p === 'string') },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // NOTE: what the client entry imports (React, the router, every route's options) loads on every
            // page; left to the automatic splitting it came as a score of small files, each a request of its
            // own on a phone's HTTP/1.1 connections (six at a time). One file for that part; the routes' own
            // code stays split. Measured with Lighthouse's mobile simulation: about 0.3 s of LCP on the questionnaire.
            // The code the routes share is grouped by the routes that load it, and a group under 1.5 KB (an
            // icon, a small helper) joins its nearest neighbour: the project page came in 44 files (46 requests
            // with those loaded after hydration), now 30 (32) for 2 KB more of gzip (208 KB), hydrated 0.14 s
            // sooner under applied throttling and its simulated LCP 3.4 → 2.5 s. A larger threshold sent code to
            // pages that do not use it.
            codeSplitting: {
              groups: [
                { name: 'initial', tags: ['$initial'] },
                { name: SHARED_CHUNK, minShareCount: 2, entriesAware: true, entriesAwareMergeThreshold: 1_500 },
              ],
            },
            // A shared group's chunk is named after every route that loads it (`shared~home~project._id~…`, up to
            // 150 characters, in every page's preload links): `shared-<hash>.js` says enough.
            chunkFileNames: (chunk) =>
              chunk.name === SHARED_CHUNK || chunk.name.startsWith(`${SHARED_CHUNK}~`) ? `assets/${SHARED_CHUNK}-[hash].js` : 'assets/[name]-[hash].js',
          },
        },
      },
    },
  },
  // NOTE (issue #24): the styles come inside the HTML. Measured in Chromium under applied throttling (150 ms
  // RTT, 1.6 Mbps, 4× CPU), a cached stylesheet made the first visit's first paint 0.35 s later (1.04 s
  // against 0.70 s) and its hydration later too; /home stays under 20 KB of gzip. The scripts are Start's
  // own tags, fetched as soon as the HTML arrives; src/lib/early-taps.ts keeps the taps made before they run.
  plugins: [tailwindcss(), tanstackStart({ srcDirectory: 'src', server: { build: { inlineCss: true } } }), viteReact(), ...bundleReport()],
})

/**
 * BUNDLE_REPORT=dir (set by `npm run audit:web`): what each browser chunk is made of, as a treemap (bundle.html)
 * and as data (bundle.json, read by the audit to name the largest modules of the questionnaire's first load).
 */
function bundleReport() {
  const dir = process.env.BUNDLE_REPORT
  if (!dir) return []
  const clientOnly = { applyToEnvironment: (environment: { name: string }) => environment.name === 'client' }
  return [
    { ...visualizer({ filename: `${dir}/bundle.html`, template: 'treemap', gzipSize: true }), ...clientOnly },
    { ...visualizer({ filename: `${dir}/bundle.json`, template: 'raw-data', gzipSize: true }), ...clientOnly },
  ]
}
