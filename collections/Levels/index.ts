import type { CollectionConfig } from 'payload'
import { slugs } from '../slugs.ts'
import { anyone } from '../access/anyone.ts'
import { isCurator } from '../access/is-curator.ts'
import { nobody } from '../access/nobody.ts'

/** A renovation level (rafraîchissement, rénovation partielle, ...), chosen per room. */
export const Levels: CollectionConfig = {
  slug: slugs.levels,
  labels: { singular: 'Niveau de rénovation', plural: 'Niveaux de rénovation' },
  admin: { useAsTitle: 'title', group: 'Catalogue de styles' },
  defaultSort: 'position',
  access: { read: anyone, readVersions: nobody, create: isCurator, update: isCurator, delete: isCurator },
  fields: [
    { name: 'title', label: 'Titre', type: 'text', required: true },
    { name: 'description', label: 'Description', type: 'textarea' },
    { name: 'position', label: 'Ordre', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
}
