import type { Level, Photo, Style, Zone } from '../../../payload-types.ts'
import { toDocId } from '../../domain/ids/index.ts'
import { populated, wireId as relationId } from '../../domain/relation.ts'
import { responsiveImage } from '../../lib/responsive-image.ts'
import type { Ambiance, CataloguePhoto, CatalogueStyle, RenovationLevel } from './catalogue.types.ts'

/** Payload's catalogue documents (populated at depth 1) as the catalogue's model. */

export function toCataloguePhoto(photo: Photo, alt: string): CataloguePhoto {
  return { id: toDocId(photo.id), filename: photo.filename ?? '', image: responsiveImage(photo, alt) }
}

export function toAmbiance(zone: Zone): Ambiance {
  const photo = populated<Photo>(zone.image)
  return { id: toDocId(zone.id), title: zone.title, imageFilename: photo?.filename ?? null, image: photo ? responsiveImage(photo, zone.title) : null }
}

/** A style with its photos (photos the reader may not see are left out). */
export function toCatalogueStyle(style: Style): CatalogueStyle {
  const photos = (style.photos ?? []).flatMap((photo) => {
    const doc = populated<Photo>(photo)
    return doc?.filename ? [toCataloguePhoto(doc, style.title)] : []
  })
  return {
    id: toDocId(style.id),
    title: style.title,
    description: style.description ?? '',
    photos,
    // A customer's own style needs no curator: it counts as published for its owner (style_visa 1) whatever the
    // field holds (new styles are stored unpublished until a curator publishes them, custom ones included).
    isPublished: Boolean(style.isCustom) || style.isPublished !== false,
    isCustom: Boolean(style.isCustom),
    ownerId: relationId(style.owner),
    ambianceId: relationId(style.zone),
  }
}

export function toRenovationLevel(level: Level): RenovationLevel {
  return { id: toDocId(level.id), title: level.title, description: level.description ?? '' }
}
