import type { Payload } from 'payload'
import type { Level, Photo, Style, Zone } from '../payload-types.ts'
import { slugs } from '../collections/slugs.ts'
import { LEVELS, type LevelKey } from './content/levels.ts'
import { SCENE_LABELS, STYLE_SCENES, STYLES, ZONES, styleLook, type StyleKey, type ZoneKey } from './content/styles.ts'
import type { PictureRequest } from './uploads.ts'

/**
 * The style catalogue: renovation levels, ambiances (zones) and catalogue styles with their photos.
 * Pictures are requested here and uploaded in one batch by the caller (see seed/index.ts), so that every
 * picture of the seed is drawn with the same concurrency.
 */

export type Catalogue = {
  levelIds: Record<LevelKey, Level['id']>
  zoneIds: Record<ZoneKey, Zone['id']>
  styles: Record<StyleKey, Pick<Style, 'id' | 'title'>>
}

export async function seedLevels(payload: Payload): Promise<Record<LevelKey, Level['id']>> {
  const ids = {} as Record<LevelKey, Level['id']>
  for (const [position, level] of LEVELS.entries()) {
    const created = await payload.create({
      collection: slugs.levels,
      data: { title: level.title, description: level.description, position },
      overrideAccess: true,
    })
    ids[level.key] = created.id
  }
  return ids
}

/** Every picture of the catalogue: one per zone, then the photos of every style (one per room). */
export function cataloguePictures(): PictureRequest[] {
  const zonePictures = ZONES.map((zone) => ({
    name: `ambiance-${zone.key}.jpg`,
    alt: zone.alt,
    look: styleLook(zone.imageFrom),
    scene: 'living' as const,
    seed: `zone-${zone.key}`,
  }))
  const stylePictures = STYLES.flatMap((style) =>
    STYLE_SCENES.map((scene, index) => ({
      name: `${style.key}-${index + 1}.jpg`,
      alt: `Style ${style.title} : ${SCENE_LABELS[scene]}`,
      look: style.look,
      scene,
      seed: `${style.key}-${index + 1}`,
    })),
  )
  return [...zonePictures, ...stylePictures]
}

/** Creates zones and catalogue styles, given the uploaded pictures by file name. */
export async function seedZonesAndStyles(
  payload: Payload,
  photoByName: ReadonlyMap<string, Photo>,
): Promise<Pick<Catalogue, 'zoneIds' | 'styles'>> {
  const photoId = (name: string) => {
    const photo = photoByName.get(name)
    if (!photo) throw new Error(`Seed picture missing: ${name}`)
    return photo.id
  }
  const zoneIds = {} as Record<ZoneKey, Zone['id']>
  for (const [position, zone] of ZONES.entries()) {
    const created = await payload.create({
      collection: slugs.zones,
      data: { title: zone.title, image: photoId(`ambiance-${zone.key}.jpg`), position },
      overrideAccess: true,
    })
    zoneIds[zone.key] = created.id
  }
  const styles = {} as Record<StyleKey, Pick<Style, 'id' | 'title'>>
  for (const style of STYLES) {
    const created = await payload.create({
      collection: slugs.styles,
      data: {
        title: style.title,
        description: style.description,
        zone: zoneIds[style.zone],
        photos: STYLE_SCENES.map((_, index) => photoId(`${style.key}-${index + 1}.jpg`)),
        isCustom: false,
        isPublished: true,
      },
      overrideAccess: true,
    })
    styles[style.key] = { id: created.id, title: style.title }
  }
  return { zoneIds, styles }
}
