import type { Payload } from 'payload'
import { globalSlugs } from '../../../collections/slugs.ts'
import { homeShowcase } from '../catalogue/showcase.server.ts'
import { toHomeView, type HomeView } from '../../lib/home-view.ts'

/**
 * NOTE: /home is the hottest page: its content is read at most once per CACHE_MS per instance (a read is
 * the global, its styles and their photos). An edit shows on every instance within that delay, with no
 * invalidation to carry between instances.
 */
const CACHE_MS = 5_000
let cache: { at: number; view: Promise<HomeView> } | null = null

/** /home's content as marketing saved it, read with the public's access rules (published styles only). */
export function homeView(payload: Payload): Promise<HomeView> {
  if (cache && Date.now() - cache.at < CACHE_MS) return cache.view
  const view = readHomeView(payload)
  cache = { at: Date.now(), view }
  // A failed read is not kept: the next visit tries again.
  view.catch(() => {
    if (cache?.view === view) cache = null
  })
  return view
}

async function readHomeView(payload: Payload): Promise<HomeView> {
  const content = await payload.findGlobal({ slug: globalSlugs.homeContent, depth: 2, overrideAccess: false })
  return toHomeView(content, content.featuredStyles?.length ? [] : await homeShowcase(payload))
}

/**
 * The footer's legal notice as marketing saved it in the home page's global, for every public page's
 * footer: read through /home's cache (one read per CACHE_MS per instance, shared with /home). Null when it
 * cannot be read: the footer then shows its default rather than failing the page it ends (logged).
 */
export async function footerNotice(payload: Payload): Promise<string | null> {
  try {
    return (await homeView(payload)).legalNotice || null
  } catch (error) {
    console.error('footer legal notice: the home page global could not be read, the default notice is shown', error)
    return null
  }
}
