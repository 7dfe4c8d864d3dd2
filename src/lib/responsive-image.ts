import type { Photo } from '../../payload-types.ts'

export type ResponsiveImage = {
  src: string
  srcSet: string
  width: number
  height: number
  alt: string
}

const photoUrl = (filename: string) => `/uploads/photos/img/${encodeURIComponent(filename)}`

/**
 * A catalogue photo as an <img>: the card size as `src`, every generated size (and the original) in
 * `srcSet` so the browser picks the smallest that fits. Null when the photo has no file.
 */
export function responsiveImage(photo: Photo, fallbackAlt: string): ResponsiveImage | null {
  if (!photo.filename || !photo.width || !photo.height) return null
  const sizes = [photo.sizes?.thumbnail, photo.sizes?.card, photo.sizes?.large].filter(
    (size): size is { filename: string; width: number; height: number } => Boolean(size?.filename && size.width && size.height),
  )
  const card = photo.sizes?.card
  return {
    src: card?.filename ? photoUrl(card.filename) : photoUrl(photo.filename),
    srcSet: [...sizes.map((size) => `${photoUrl(size.filename)} ${size.width}w`), `${photoUrl(photo.filename)} ${photo.width}w`].join(', '),
    width: card?.width ?? photo.width,
    height: card?.height ?? photo.height,
    alt: photo.alt || fallbackAlt,
  }
}
