import type { ResponsiveImage } from '../../../lib/responsive-image.ts'
import type { Ambiance, CataloguePhoto, CatalogueStyle, RenovationLevel } from '../../catalogue/catalogue.types.ts'

/** A photo of a style or a zone as the spec reads it (photo_id, photo_uri: the stored file's name) and as an <img>. */
export type WirePhoto = { photo_id: string; photo_uri: string; image: ResponsiveImage | null }

export type WireZone = { zone_id: string; zone_title: string; zone_img: string | null; image: ResponsiveImage | null }

export type WireStyle = {
  style_id: string
  style_title: string
  style_description: string
  style_photos: WirePhoto[]
  /** 1: published in the catalogue (a custom style is always 1 for its owner). */
  style_visa: 0 | 1
  style_custom: 0 | 1
  fk_style_user: string | null
  fk_style_zone: string | null
}

export type WireLevel = { level_id: string; level_title: string; level_description: string }

export function toWirePhoto(photo: CataloguePhoto): WirePhoto {
  return { photo_id: photo.id, photo_uri: photo.filename, image: photo.image }
}

export function toWireZone(ambiance: Ambiance): WireZone {
  return { zone_id: ambiance.id, zone_title: ambiance.title, zone_img: ambiance.imageFilename, image: ambiance.image }
}

export function toWireStyle(style: CatalogueStyle): WireStyle {
  return {
    style_id: style.id,
    style_title: style.title,
    style_description: style.description,
    style_photos: style.photos.map(toWirePhoto),
    style_visa: style.isPublished ? 1 : 0,
    style_custom: style.isCustom ? 1 : 0,
    fk_style_user: style.ownerId,
    fk_style_zone: style.ambianceId,
  }
}

export function toWireLevel(level: RenovationLevel): WireLevel {
  return { level_id: level.id, level_title: level.title, level_description: level.description }
}
