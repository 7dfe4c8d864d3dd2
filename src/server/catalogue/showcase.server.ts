import type { Payload } from 'payload'
import { slugs } from '../../../collections/slugs.ts'
import type { ShowcaseStyle } from './catalogue.types.ts'
import { toShowcaseStyle } from '../../lib/home-view.ts'

const SHOWCASE_SIZE = 6
const CACHE_MS = 60_000
let cache: { at: number; styles: ShowcaseStyle[] } | null = null

/**
 * A few published catalogue styles with their first photo, for the home page when marketing featured none.
 * Public content read with anonymous access rules; kept a minute in memory so the home page costs no query per visit.
 */
export async function homeShowcase(payload: Payload): Promise<ShowcaseStyle[]> {
  if (cache && Date.now() - cache.at < CACHE_MS) return cache.styles
  const { docs } = await payload.find({
    collection: slugs.styles,
    where: { and: [{ isCustom: { equals: false } }, { isPublished: { equals: true } }] },
    sort: 'title',
    limit: SHOWCASE_SIZE,
    depth: 1,
    overrideAccess: false,
  })
  const styles = docs.flatMap((style) => toShowcaseStyle(style) ?? [])
  cache = { at: Date.now(), styles }
  return styles
}
