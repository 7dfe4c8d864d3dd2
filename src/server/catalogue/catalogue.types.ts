import type { DocId } from '../../domain/ids/index.ts'
import type { ResponsiveImage } from '../../lib/responsive-image.ts'
import type { ProjectStatus } from '../../domain/workflow/index.ts'

/** A photo of a style or an ambiance: its stored file's name and the <img> to show it with. */
export type CataloguePhoto = { id: DocId; filename: string; image: ResponsiveImage | null }

/** An ambiance ('Choix d'ambiance'; a zone in the spec's API): the first step of the style choice. */
export type Ambiance = { id: DocId; title: string; imageFilename: string | null; image: ResponsiveImage | null }

/** A style of the catalogue, or a customer's custom style, with the photos its reader may see. */
export type CatalogueStyle = {
  id: DocId
  title: string
  description: string
  photos: CataloguePhoto[]
  /** Shown in the catalogue (a custom style is always published for its owner). */
  isPublished: boolean
  isCustom: boolean
  ownerId: DocId | null
  ambianceId: DocId | null
}

/** A renovation level of the rooms question. */
export type RenovationLevel = { id: DocId; title: string; description: string }

/** The project after 'Je valide ce style': its status (6 after a first validation) and its style. */
export type StyleValidation = { projectId: DocId; status: ProjectStatus; styleId: DocId }

/** A catalogue style on the home page: its first photo and its ambiance's title. */
export type ShowcaseStyle = { id: DocId; title: string; ambiance: string | null; image: ResponsiveImage }
