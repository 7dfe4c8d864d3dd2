import type { HomeContent, Photo, Style, Zone } from '../../payload-types.ts'
import { toDocId } from '../domain/ids/index.ts'
import { populated } from '../domain/relation.ts'
import { responsiveImage, type ResponsiveImage } from './responsive-image.ts'
import type { ShowcaseStyle } from '../server/catalogue/catalogue.types.ts'

/** What /home shows: the 'home-content' global with its pictures ready for <img>. */
export type HomeView = {
  hero: { eyebrow: string; title: string; text: string; callToAction: string; image: ResponsiveImage | null }
  steps: { title: string; text: string }[]
  /** The featured styles (or, when marketing chose none, the first published ones). */
  showcase: ShowcaseStyle[]
  legalNotice: string
}

/** A published catalogue style with its first photo, as a showcase card; null for any other style or one without a picture. */
export function toShowcaseStyle(style: Style): ShowcaseStyle | null {
  if (style.isCustom || !style.isPublished) return null
  const photo = populated<Photo>(style.photos?.[0])
  const image = photo ? responsiveImage(photo, style.title) : null
  if (!image) return null
  return { id: toDocId(style.id), title: style.title, ambiance: populated<Zone>(style.zone)?.title ?? null, image }
}

/**
 * The global as read at depth 2 (by the server, or by the admin's live preview) as /home shows it.
 * `fallbackShowcase` stands for the featured styles when marketing chose none. NOTE: pure and free of
 * server-only imports: the live preview's chunk converts each unsaved edit with it in the browser.
 */
export function toHomeView(content: Partial<HomeContent>, fallbackShowcase: ShowcaseStyle[]): HomeView {
  const featured = (content.featuredStyles ?? []).flatMap((style) => {
    const card = populated<Style>(style)
    return card ? (toShowcaseStyle(card) ?? []) : []
  })
  const showcase = content.featuredStyles?.length ? featured : fallbackShowcase
  const heroPhoto = populated<Photo>(content.hero?.image)
  return {
    hero: {
      eyebrow: content.hero?.eyebrow ?? '',
      title: content.hero?.title ?? '',
      text: content.hero?.text ?? '',
      callToAction: content.hero?.callToAction ?? '',
      image: (heroPhoto && responsiveImage(heroPhoto, content.hero?.title ?? '')) ?? showcase[0]?.image ?? null,
    },
    steps: (content.steps ?? []).map(({ title, text }) => ({ title, text })),
    showcase,
    legalNotice: content.legalNotice ?? '',
  }
}
