import type { CollectionConfig } from 'payload'
import { slugs } from '../slugs.ts'
import { anyone } from '../access/anyone.ts'
import { isCurator } from '../access/is-curator.ts'
import { nobody } from '../access/nobody.ts'

/** An ambiance (zone) that groups catalogue styles. */
export const Zones: CollectionConfig = {
  slug: slugs.zones,
  labels: { singular: 'Ambiance', plural: 'Ambiances' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'position'], group: 'Catalogue de styles' },
  defaultSort: 'position',
  access: { read: anyone, readVersions: nobody, create: isCurator, update: isCurator, delete: isCurator },
  fields: [
    { name: 'title', label: 'Titre', type: 'text', required: true },
    { name: 'image', label: 'Image', type: 'upload', relationTo: slugs.photos },
    { name: 'position', label: 'Ordre', type: 'number', defaultValue: 0, index: true, admin: { position: 'sidebar' } },
  ],
}
