import type { CollectionConfig } from 'payload'
import { slugs } from '../slugs.ts'
import { isPublishedCatalogueOrOwner } from '../access/is-published-catalogue-or-owner.ts'
import { catalogueEditorOrOwner } from '../access/catalogue-editor-or-owner.ts'
import { isCuratorOrCustomerThroughProduct } from '../access/is-curator-or-customer-through-product.ts'
import { CURATOR_ONLY } from '../access/field-access.ts'
import { requireReadableRelations } from '../hooks/require-readable-relations.ts'
import { markCustomStyles } from './hooks/mark-custom-styles.ts'
import { assignOwnerToSelf } from '../hooks/assign-owner-to-self.ts'
import { ownerField } from '../fields/owner.ts'
import { nobody } from '../access/nobody.ts'

/** A moodboard: published catalogue styles (no owner) are public; custom styles belong to one customer. */
export const Styles: CollectionConfig = {
  slug: slugs.styles,
  labels: { singular: 'Style', plural: 'Styles' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'zone', 'isCustom', 'isPublished'], group: 'Catalogue de styles' },
  access: { read: isPublishedCatalogueOrOwner, readVersions: nobody, create: isCuratorOrCustomerThroughProduct, update: catalogueEditorOrOwner('curator'), delete: catalogueEditorOrOwner('curator') },
  hooks: { beforeChange: [requireReadableRelations, assignOwnerToSelf, markCustomStyles] },
  fields: [
    { name: 'title', label: 'Titre', type: 'text', required: true },
    { name: 'description', label: 'Description', type: 'textarea' },
    { name: 'zone', label: 'Ambiance', type: 'relationship', relationTo: slugs.zones, index: true },
    {
      name: 'photos',
      label: 'Photos',
      type: 'upload',
      relationTo: slugs.photos,
      hasMany: true,
      // Drag many files onto the field to upload them at once (Payload's bulk upload, with progress); drag rows to reorder.
      admin: { isSortable: true, description: 'Glissez-déposez plusieurs images pour les ajouter d’un coup ; faites glisser les photos pour changer leur ordre.' },
    },
    {
      name: 'cardPreview',
      type: 'ui',
      admin: { components: { Field: '/src/admin/style-card-preview/style-card-preview.tsx#StyleCardPreview' } },
    },
    { name: 'isCustom', label: 'Style personnalisé', type: 'checkbox', defaultValue: false, index: true, access: CURATOR_ONLY },
    {
      name: 'isPublished',
      label: 'Publié',
      type: 'checkbox',
      // A new catalogue style waits in the admin until a curator publishes it on purpose.
      defaultValue: false,
      access: CURATOR_ONLY,
      admin: { position: 'sidebar', description: 'Cochez pour montrer ce style dans le catalogue public.' },
    },
    ownerField(),
  ],
}
