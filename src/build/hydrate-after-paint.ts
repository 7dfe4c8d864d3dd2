import type { Plugin } from 'vite'
import { HYDRATED_ATTRIBUTE } from '../lib/hydration.ts'

// NOTE (issue #10): React, the router and the page's code (130 KB gzip) are evaluated only once the page
// has painted. The server-rendered page is whole without them, and evaluating them first made the first
// paint wait (about 0.1 s here, several times that on a phone's CPU); on a slow network they also competed
// with the page's fonts and pictures. Lighthouse's LCP went from 2.1–2.6 s to about 1.7–1.9 s. The price:
// React takes over the page a moment later (the time to fetch the entry once the page shows).

/** The Start manifest's parts this plugin reads and changes (the rest passes through as it is). */
type ManifestScript = { attrs?: Record<string, unknown>; children?: string }
type ManifestRoute = { preloads?: string[]; scripts?: ManifestScript[]; [key: string]: unknown }
export type StartManifest = { routes: Record<string, ManifestRoute>; [key: string]: unknown }

/** The fallback when the browser reports no first paint (a tab opened in the background paints nothing). */
const FALLBACK_DELAY_MS = 3000

/**
 * The inline script that loads the client entry `src` as a module once the browser reports the first
 * contentful paint (then one task later), at once where paint timing is not supported, and in any case
 * after 3 s. It loads it once, even if run twice (the router re-renders its scripts after hydration).
 * Until the app has hydrated, no form is sent natively: every form of the site is sent by the app, and a
 * native send would put the fields (a password among them) in the address as a GET query.
 */
export function entryLoaderScript(src: string): string {
  const url = JSON.stringify(src)
  return [
    '(()=>{',
    `document.addEventListener('submit',(event)=>{if(!document.documentElement.hasAttribute('${HYDRATED_ATTRIBUTE}'))event.preventDefault()},true);`,
    `const src=${url};`,
    'const load=()=>{if(document.querySelector(`script[type="module"][src="${src}"]`))return;',
    "const script=document.createElement('script');script.type='module';script.src=src;document.head.appendChild(script)};",
    "if(!(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes&&PerformanceObserver.supportedEntryTypes.includes('paint'))){load();return}",
    "new PerformanceObserver((list,observer)=>{if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(load)}}).observe({type:'paint',buffered:true});",
    `setTimeout(load,${FALLBACK_DELAY_MS})`,
    '})()',
  ].join('')
}

/**
 * The manifest with the root route's entry script replaced by `entryLoaderScript`, and the entry no longer
 * preloaded in the head (it would be fetched before the first paint). Throws when the manifest is not
 * shaped as this plugin expects (one module entry script on the root route): a build of another shape
 * must not pass silently.
 */
export function deferEntryScript(manifest: StartManifest): StartManifest {
  const root = manifest.routes.__root__
  const entry = root?.scripts?.length === 1 ? root.scripts[0] : undefined
  const src = entry?.attrs?.src
  if (!root || !entry || entry.attrs?.type !== 'module' || typeof src !== 'string') {
    throw new Error('hydrate-after-paint: the Start manifest has no single module entry script on its root route')
  }
  return {
    ...manifest,
    routes: {
      ...manifest.routes,
      __root__: { ...root, preloads: (root.preloads ?? []).filter((preload) => preload !== src), scripts: [{ children: entryLoaderScript(src) }] },
    },
  }
}

const MANIFEST_MODULE_ID = '\0tanstack-start-manifest:v'
const MANIFEST_EXPORT = 'export const tsrStartManifest = () => ('

/** Vite plugin: applies `deferEntryScript` to TanStack Start's manifest in the production server build. */
export function hydrateAfterPaint(): Plugin {
  return {
    name: 'maisonnee:hydrate-after-paint',
    apply: 'build',
    transform(code, id) {
      if (id !== MANIFEST_MODULE_ID || !code.startsWith(MANIFEST_EXPORT)) return null
      // The manifest module is one object literal that Start serialized (seroval) from plain data.
      const expression = code.slice(MANIFEST_EXPORT.length, code.lastIndexOf(')'))
      const manifest = new Function(`return (${expression})`)() as StartManifest
      return { code: `${MANIFEST_EXPORT}${JSON.stringify(deferEntryScript(manifest))})`, map: null }
    },
  }
}
