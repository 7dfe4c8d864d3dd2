import type { CollectionConfig } from 'payload'
import { slugs } from '../slugs.ts'
import { isCatalogueOrOwner } from '../access/is-catalogue-or-owner.ts'
import { catalogueEditorOrOwner } from '../access/catalogue-editor-or-owner.ts'
import { canUploadPhoto } from '../access/can-upload-photo.ts'
import { assignOwnerToSelf } from '../hooks/assign-owner-to-self.ts'
import { rejectUnexpectedFileType } from '../hooks/reject-unexpected-file-type.ts'
import { stripImageMetadata } from '../hooks/strip-image-metadata.ts'
import { ownerField } from '../fields/owner.ts'
import { IMAGE_MIME_TYPES } from '../uploads/file-kinds.ts'
import { uploadDir } from '../uploads/upload-dir.ts'
import { nobody } from '../access/nobody.ts'

/**
 * Images: the catalogue's (styles, zones, questionnaire; public) and customers' own (custom styles,
 * avatars; private to them and staff). Responsive sizes are generated at upload.
 */
export const Photos: CollectionConfig = {
  slug: slugs.photos,
  labels: { singular: 'Photo', plural: 'Photos' },
  admin: { useAsTitle: 'filename', defaultColumns: ['filename', 'alt', 'owner'], group: 'Catalogue de styles' },
  access: { read: isCatalogueOrOwner, readVersions: nobody, create: canUploadPhoto, update: catalogueEditorOrOwner('curator', 'marketing'), delete: catalogueEditorOrOwner('curator', 'marketing') },
  hooks: {
    beforeOperation: [rejectUnexpectedFileType({ allowed: IMAGE_MIME_TYPES, imagesOnly: true }), stripImageMetadata],
    beforeChange: [assignOwnerToSelf],
  },
  upload: {
    staticDir: uploadDir(slugs.photos),
    mimeTypes: [...IMAGE_MIME_TYPES],
    focalPoint: false,
    imageSizes: [
      { name: 'thumbnail', width: 320, height: 240, position: 'centre', formatOptions: { format: 'webp', options: { quality: 78 } } },
      { name: 'card', width: 640, formatOptions: { format: 'webp', options: { quality: 80 } } },
      { name: 'large', width: 1280, formatOptions: { format: 'webp', options: { quality: 82 } } },
    ],
    adminThumbnail: 'thumbnail',
  },
  fields: [
    { name: 'alt', label: 'Texte alternatif', type: 'text' },
    ownerField(),
  ],
}
