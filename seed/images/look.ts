/**
 * What a style looks like, for the picture generator: a palette and a few choices of materials and
 * shapes. Each catalogue style declares one (seed/content/styles.ts); every photo of the style is drawn
 * from it, with variations.
 */
export type Palette = {
  /** Main wall colour. */
  wall: string
  /** Second wall colour (panelling, lower wall, accent wall). */
  wallAlt: string
  floor: string
  wood: string
  /** Sofa, bed linen, curtains. */
  textile: string
  textileAlt: string
  accent: string
  accentAlt: string
  /** Lamps, legs, handles, frames. */
  metal: string
  plant: string
  ceramic: string
  /** Window frames and skirting boards. */
  trim: string
  sky: string
}

export type WallFinish = 'plain' | 'brick' | 'mouldings' | 'limewash' | 'slats' | 'stripes' | 'wainscot' | 'two-tone'
export type FloorFinish = 'planks' | 'wide-planks' | 'herringbone' | 'terracotta' | 'checker' | 'concrete'
export type WindowShape = 'arch' | 'grid' | 'french' | 'round' | 'wide'
export type SeatingShape = 'rounded' | 'boxy' | 'low' | 'curved' | 'tufted' | 'rattan'
export type LampShape = 'globe' | 'dome' | 'paper' | 'arc' | 'tripod' | 'rattan' | 'brass'
export type ArtKind = 'circles' | 'arches' | 'waves' | 'sunburst' | 'rainbow' | 'botanical' | 'lines' | 'landscape' | 'gallery'
export type PlantKind = 'fiddle' | 'palm' | 'snake' | 'olive' | 'branches' | 'monstera' | 'pampas'
export type RugKind = 'none' | 'plain' | 'berber' | 'stripes' | 'geometric' | 'round' | 'jute'
export type Extra = 'beams' | 'fireplace' | 'macrame' | 'shelves' | 'arch-niche' | 'curtains'

export type InteriorLook = {
  palette: Palette
  wall: WallFinish
  floor: FloorFinish
  window: WindowShape
  seating: SeatingShape
  lamp: LampShape
  art: ArtKind
  plants: readonly PlantKind[]
  rug: RugKind
  extras: readonly Extra[]
}

/** The rooms a style is shown in; a moodboard shows one style across several rooms. */
export const SCENES = ['living', 'dining', 'bedroom', 'kitchen', 'bathroom', 'corner'] as const
export type Scene = (typeof SCENES)[number]
