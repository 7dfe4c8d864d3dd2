import type { ResponsiveImage } from '@/lib/responsive-image'

/** The hero's main picture: drawn 40% of the window wide, on screens from 768 px (hidden below). */
export const HERO_IMAGE = { sizes: '(min-width: 768px) 40vw, 100vw', media: '(min-width: 768px)' } as const

/**
 * The /home head's preload of the hero's main picture: fetched at high priority as the page arrives, in the
 * size the <img> will pick, and only where the hero shows, so that a phone (which does not show it) never
 * downloads it.
 */
export function heroImagePreload(image: ResponsiveImage | null | undefined) {
  if (!image) return []
  return [{ rel: 'preload', as: 'image', href: image.src, imageSrcSet: image.srcSet, imageSizes: HERO_IMAGE.sizes, media: HERO_IMAGE.media, fetchPriority: 'high' as const }]
}
