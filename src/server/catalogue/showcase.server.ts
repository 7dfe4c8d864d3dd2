import type { Payload } from 'payload'
import type { Photo, Style, Zone } from '../../../payload-types.ts'
import { slugs } from '../../../collections/slugs.ts'
import { toDocId } from '../../domain/ids/index.ts'
import { responsiveImage } from '../media/responsive-image.ts'
import type { ShowcaseStyle } from './catalogue.types.ts'
import { populated } from '../../domain/relation.ts'


const SHOWCASE_SIZE = 6
const CACHE_MS = 60_000
let cache: { at: number; styles: ShowcaseStyle[] } | null = null

/**
 * A few published catalogue styles with their first photo, for the home page. Public content read
 * with anonymous access rules; kept a minute in memory so the home page costs no query per visit.
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
  const styles = docs.flatMap((style: Style) => {
    const photo = populated<Photo>(style.photos?.[0])
    const image = photo ? responsiveImage(photo, style.title) : null
    if (!image) return []
    return [{ id: toDocId(style.id), title: style.title, ambiance: populated<Zone>(style.zone)?.title ?? null, image }]
  })
  cache = { at: Date.now(), styles }
  return styles
}
