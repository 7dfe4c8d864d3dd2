import type { CollectionConfig } from 'payload'
import { slugs } from '../slugs.ts'
import { isStaffOrOwner } from '../access/is-staff-or-owner.ts'
import { isStaffOrOwnerThroughProduct } from '../access/is-staff-or-owner-through-product.ts'
import { isStaffOrCustomerThroughProduct } from '../access/is-staff-or-customer-through-product.ts'
import { requireReadableRelations } from '../hooks/require-readable-relations.ts'
import { refuseCustomerDeletesOnFrozenProject, refuseCustomerWritesOnFrozenProject } from '../hooks/refuse-customer-writes-on-frozen-project.ts'
import { assignOwnerToSelf } from '../hooks/assign-owner-to-self.ts'
import { setOwnerFromProject } from '../hooks/set-owner-from-project.ts'
import { ownerField } from '../fields/owner.ts'
import { nobody } from '../access/nobody.ts'

/** A customer's folder of documents; a project has its own, and folders nest. */
export const Folders: CollectionConfig = {
  slug: slugs.folders,
  labels: { singular: 'Dossier', plural: 'Dossiers' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'project', 'parent', 'owner'], group: 'Suivi des projets' },
  access: { read: isStaffOrOwner, readVersions: nobody, create: isStaffOrCustomerThroughProduct, update: isStaffOrOwnerThroughProduct, delete: isStaffOrOwnerThroughProduct },
  hooks: { beforeChange: [refuseCustomerWritesOnFrozenProject, requireReadableRelations, assignOwnerToSelf, setOwnerFromProject], beforeDelete: [refuseCustomerDeletesOnFrozenProject] },
  fields: [
    { name: 'name', label: 'Nom', type: 'text', required: true },
    { name: 'project', label: 'Projet', type: 'relationship', relationTo: slugs.projects, index: true },
    { name: 'parent', label: 'Dossier parent', type: 'relationship', relationTo: slugs.folders, index: true },
    ownerField(),
  ],
}
