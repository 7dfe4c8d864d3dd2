import type { Level, Photo, Style, Zone } from '../../../../payload-types.ts'
import { populated, wireId } from './relation.ts'
import { responsiveImage, type ResponsiveImage } from './photo.ts'

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

export function toWirePhoto(photo: Photo, alt: string): WirePhoto {
  return { photo_id: String(photo.id), photo_uri: photo.filename ?? '', image: responsiveImage(photo, alt) }
}

export function toWireZone(zone: Zone): WireZone {
  const photo = populated<Photo>(zone.image)
  return { zone_id: String(zone.id), zone_title: zone.title, zone_img: photo?.filename ?? null, image: photo ? responsiveImage(photo, zone.title) : null }
}

/** A style with its photos (populated at depth 1; photos the reader may not see are left out). */
export function toWireStyle(style: Style): WireStyle {
  const photos = (style.photos ?? []).flatMap((photo) => {
    const doc = populated<Photo>(photo)
    return doc?.filename ? [toWirePhoto(doc, style.title)] : []
  })
  return {
    style_id: String(style.id),
    style_title: style.title,
    style_description: style.description ?? '',
    style_photos: photos,
    style_visa: style.isPublished === false ? 0 : 1,
    style_custom: style.isCustom ? 1 : 0,
    fk_style_user: wireId(style.owner),
    fk_style_zone: wireId(style.zone),
  }
}

export function toWireLevel(level: Level): WireLevel {
  return { level_id: String(level.id), level_title: level.title, level_description: level.description ?? '' }
}
