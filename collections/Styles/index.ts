import type { CollectionConfig } from 'payload'
import { slugs } from '../slugs.ts'
import { isCatalogueOrOwner } from '../access/is-catalogue-or-owner.ts'
import { isCuratorOrOwner } from '../access/is-curator-or-owner.ts'
import { isCustomerOrCurator } from '../access/is-customer-or-curator.ts'
import { assignOwnerToSelf } from '../hooks/assign-owner-to-self.ts'
import { ownerField } from '../fields/owner.ts'

/** A moodboard: catalogue styles (no owner) are public; custom styles belong to one customer. */
export const Styles: CollectionConfig = {
  slug: slugs.styles,
  labels: { singular: 'Style', plural: 'Styles' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'zone', 'isCustom', 'isPublished'], group: 'Catalogue de styles' },
  access: { read: isCatalogueOrOwner, create: isCustomerOrCurator, update: isCuratorOrOwner, delete: isCuratorOrOwner },
  hooks: { beforeChange: [assignOwnerToSelf] },
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
      admin: { components: { Field: '/collections/admin/style-card-preview/style-card-preview.tsx#StyleCardPreview' } },
    },
    { name: 'isCustom', label: 'Style personnalisé', type: 'checkbox', defaultValue: false, index: true },
    { name: 'isPublished', label: 'Publié', type: 'checkbox', defaultValue: true, admin: { position: 'sidebar' } },
    ownerField(),
  ],
}
