import type { CollectionConfig } from 'payload'
import { slugs } from '../slugs.ts'
import { isStaffOrOwner } from '../access/is-staff-or-owner.ts'
import { isStaffOrOwnerThroughProduct } from '../access/is-staff-or-owner-through-product.ts'
import { isStaffOrCustomerThroughProduct } from '../access/is-staff-or-customer-through-product.ts'
import { canSetFileKind } from '../access/can-set-file-kind.ts'
import { HIDDEN_SYSTEM_ONLY, SYSTEM_ONLY } from '../access/field-access.ts'
import { requireReadableRelations } from '../hooks/require-readable-relations.ts'
import { refuseCustomerDeletesOnFrozenProject, refuseCustomerWritesOnFrozenProject } from '../hooks/refuse-customer-writes-on-frozen-project.ts'
import { setOwnerFromProject } from '../hooks/set-owner-from-project.ts'
import { assignOwnerToSelf } from '../hooks/assign-owner-to-self.ts'
import { rejectUnexpectedFileType } from '../hooks/reject-unexpected-file-type.ts'
import { stripImageMetadata } from '../hooks/strip-image-metadata.ts'
import { ownerField } from '../fields/owner.ts'
import { DOCUMENT_MIME_TYPES } from '../uploads/file-kinds.ts'
import { uploadDir } from '../uploads/upload-dir.ts'
import { notifyCustomerOfDocument } from './hooks/notify-customer-of-document.ts'
import { keepSignedContracts, keepSignedContractsUnchanged } from './hooks/keep-signed-contracts.ts'
import { nobody } from '../access/nobody.ts'

export const FILE_KIND_OPTIONS = [
  { value: 'document', label: 'Document' },
  { value: 'plan', label: 'Plan' },
  { value: 'photo', label: 'Photo du projet' },
  { value: 'estimate', label: 'Estimatif' },
  { value: 'presentation', label: 'Présentation des honoraires' },
  { value: 'quote', label: 'Devis' },
  { value: 'report', label: 'Rapport de suivi' },
  { value: 'contract', label: 'Contrat' },
  { value: 'signed-contract', label: 'Contrat signé' },
  { value: 'receipt', label: 'Reçu de paiement' },
]

/** A customer's document: private to its owner and staff, always. */
export const Files: CollectionConfig = {
  slug: slugs.files,
  labels: { singular: 'Fichier', plural: 'Fichiers' },
  admin: { useAsTitle: 'filename', defaultColumns: ['filename', 'kind', 'project', 'owner'], group: 'Suivi des projets' },
  access: { read: isStaffOrOwner, readVersions: nobody, create: isStaffOrCustomerThroughProduct, update: isStaffOrOwnerThroughProduct, delete: isStaffOrOwnerThroughProduct },
  hooks: {
    beforeOperation: [rejectUnexpectedFileType({ allowed: DOCUMENT_MIME_TYPES, imagesOnly: false }), stripImageMetadata],
    beforeChange: [keepSignedContractsUnchanged, refuseCustomerWritesOnFrozenProject, requireReadableRelations, assignOwnerToSelf, setOwnerFromProject],
    beforeDelete: [keepSignedContracts, refuseCustomerDeletesOnFrozenProject],
    afterChange: [notifyCustomerOfDocument],
  },
  upload: {
    staticDir: uploadDir(slugs.files),
    mimeTypes: [...DOCUMENT_MIME_TYPES],
    focalPoint: false,
    imageSizes: [{ name: 'thumbnail', width: 320, height: 240, position: 'centre', formatOptions: { format: 'webp' } }],
    adminThumbnail: 'thumbnail',
  },
  fields: [
    { name: 'kind', label: 'Nature', type: 'select', options: FILE_KIND_OPTIONS, defaultValue: 'document', index: true, access: { create: canSetFileKind, update: canSetFileKind } },
    { name: 'project', label: 'Projet', type: 'relationship', relationTo: slugs.projects, index: true },
    { name: 'folder', label: 'Dossier', type: 'relationship', relationTo: slugs.folders, index: true },
    {
      // Set by the server on the quotes it generates from the price grid, so that a new one replaces them.
      name: 'isGenerated',
      label: 'Généré depuis la grille de prix',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      access: SYSTEM_ONLY,
      admin: { readOnly: true, position: 'sidebar' },
    },
    ownerField(),
    {
      // NOTE: a key that may exist once: 'signed-contract:{projectId}' makes a second signed contract of a project
      // impossible, even when two signings race (the unique index settles it).
      name: 'onceKey',
      type: 'text',
      unique: true,
      access: HIDDEN_SYSTEM_ONLY,
      admin: { hidden: true },
    },
  ],
}
