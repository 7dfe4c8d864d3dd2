import type { Plugin } from 'vite'
import { HYDRATED_ATTRIBUTE } from '../lib/hydration.ts'

// NOTE (issue #10): React, the router and the page's code (130 KB gzip) are fetched and evaluated only once
// the page has painted and loaded (its pictures and fonts are in). The server-rendered page is whole
// without them, and evaluating them first made the first paint wait (about 0.1 s here, several times that
// on a phone's CPU); on a slow network they also competed with the page's fonts and pictures. The routes'
// own chunks wait too: Start preloads them in the head (the project page had 33 of them, 100 KB, fetched
// before it could paint); they are listed in an inert JSON script instead and preloaded with the entry.
// Waiting for the load event and not only the first paint matters where the largest element is a picture
// that arrives after the first paint (the questionnaire's intro). Lighthouse's LCP went from 2.1–2.6 s to
// about 1.2–1.75 s. The price: React takes over the page a moment later (the time to fetch the entry once
// the page shows), and the native form sends are held until then (below).

/** The Start manifest's parts this plugin reads and changes (the rest passes through as it is). */
type ManifestScript = { attrs?: Record<string, unknown>; children?: string }
type ManifestPreload = string | { href: string; crossOrigin?: string }
type ManifestRoute = { preloads?: ManifestPreload[]; scripts?: ManifestScript[]; [key: string]: unknown }
export type StartManifest = { routes: Record<string, ManifestRoute>; [key: string]: unknown }

/**
 * The fallback when the page has not both painted and loaded by then (a tab opened in the background paints
 * nothing; a slow picture holds the load event back).
 */
const FALLBACK_DELAY_MS = 3000

/** The attribute of the inert JSON scripts listing a route's chunks, preloaded by the loader with the entry. */
export const DEFERRED_PRELOADS_ATTRIBUTE = 'data-deferred-preloads'

/**
 * The inline script that loads the client entry `src` as a module once the browser has reported the first
 * contentful paint and fired the load event (then after the next frame), at once where paint timing is not
 * supported, and in any case after 3 s; the routes' chunks listed in the page's deferred-preload scripts
 * are preloaded at the same time. It loads them once, even if run twice (the router re-renders its scripts
 * after hydration).
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
    `for(const list of document.querySelectorAll('script[${DEFERRED_PRELOADS_ATTRIBUTE}]'))for(const href of JSON.parse(list.textContent)){`,
    "const link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.appendChild(link)}",
    "const script=document.createElement('script');script.type='module';script.src=src;document.head.appendChild(script)};",
    "if(!(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes&&PerformanceObserver.supportedEntryTypes.includes('paint'))){load();return}",
    "let painted=false;const ready=()=>{if(painted&&document.readyState==='complete')requestAnimationFrame(()=>setTimeout(load))};",
    "addEventListener('load',ready,{once:true});",
    "new PerformanceObserver((list,observer)=>{if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();painted=true;ready()}}).observe({type:'paint',buffered:true});",
    `setTimeout(load,${FALLBACK_DELAY_MS})`,
    '})()',
  ].join('')
}

const hrefOf = (preload: ManifestPreload): string => (typeof preload === 'string' ? preload : preload.href)

/** A route's chunks as an inert JSON script for the loader (`<` escaped: the text cannot close the tag). */
function deferredPreloadsScript(hrefs: string[]): ManifestScript {
  return { attrs: { type: 'application/json', [DEFERRED_PRELOADS_ATTRIBUTE]: '' }, children: JSON.stringify(hrefs).replaceAll('<', '\\u003c') }
}

/** The route with its preloads moved into a deferred-preload script, the entry's own dropped. */
function deferRoutePreloads({ preloads = [], ...route }: ManifestRoute, entrySrc: string): ManifestRoute {
  const hrefs = preloads.map(hrefOf).filter((href) => href !== entrySrc)
  return hrefs.length === 0 ? route : { ...route, scripts: [...(route.scripts ?? []), deferredPreloadsScript(hrefs)] }
}

/**
 * The manifest with the root route's entry script replaced by `entryLoaderScript`, and no script preloaded
 * in the head: each route's chunks are listed for the loader instead (they would be fetched before the
 * first paint), the entry itself dropped from them. Throws when the manifest is not shaped as this plugin
 * expects (one module entry script on the root route): a build of another shape must not pass silently.
 */
export function deferEntryScript(manifest: StartManifest): StartManifest {
  const root = manifest.routes.__root__
  const entry = root?.scripts?.length === 1 ? root.scripts[0] : undefined
  const src = entry?.attrs?.src
  if (!root || !entry || entry.attrs?.type !== 'module' || typeof src !== 'string') {
    throw new Error('hydrate-after-paint: the Start manifest has no single module entry script on its root route')
  }
  const routes = Object.fromEntries(Object.entries(manifest.routes).map(([id, route]) => [id, deferRoutePreloads(id === '__root__' ? { ...route, scripts: [{ children: entryLoaderScript(src) }] } : route, src)]))
  return { ...manifest, routes }
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
