import type { CollectionConfig } from 'payload'
import { slugs } from '../slugs.ts'
import { staffOnlyField } from '../access/field-access.ts'
import { isStaffOrOwner } from '../access/is-staff-or-owner.ts'
import { isLoggedIn } from '../access/is-logged-in.ts'
import { assignOwnerToSelf } from '../hooks/assign-owner-to-self.ts'
import { enforceStatusTransition } from './hooks/enforce-status-transition.ts'
import { ownerField } from '../fields/owner.ts'
import { APARTMENT_TYPE_OPTIONS } from '../fields/apartment-types.ts'

export const Projects: CollectionConfig = {
  slug: slugs.projects,
  labels: { singular: 'Projet', plural: 'Projets' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'owner', 'status', 'address', 'updatedAt'],
    group: 'Suivi des projets',
  },
  access: {
    read: isStaffOrOwner,
    create: isLoggedIn,
    update: isStaffOrOwner,
    delete: isStaffOrOwner,
  },
  hooks: { beforeChange: [assignOwnerToSelf, enforceStatusTransition] },
  fields: [
    { name: 'title', label: 'Titre', type: 'text' },
    // NOTE: a visitor's project has no owner until the questionnaire creates their account; until then
    // only the holder of the visitor key (its hash below) reaches it, through /v1 (src/server/projects).
    ownerField(),
    {
      name: 'visitorKeyHash',
      label: 'Clé du visiteur (empreinte)',
      type: 'text',
      index: true,
      hidden: true,
      access: { read: () => false, create: () => false, update: () => false },
    },
    {
      name: 'status',
      label: 'Statut',
      type: 'number',
      required: true,
      defaultValue: 0,
      min: 0,
      max: 13,
      index: true,
      admin: { position: 'sidebar', description: 'project_visa : de 0 (Initialisé) à 13 (Exception).' },
    },
    { name: 'statusBeforeException', label: 'Statut avant exception', type: 'number', admin: { readOnly: true, position: 'sidebar' } },
    { name: 'quiz', label: 'Questionnaire', type: 'relationship', relationTo: slugs.quizzes, admin: { position: 'sidebar' } },
    { name: 'address', label: 'Adresse', type: 'text', index: true },
    { name: 'surface', label: 'Surface (m²)', type: 'number', min: 0 },
    { name: 'apartmentType', label: 'Type d’appartement', type: 'select', options: APARTMENT_TYPE_OPTIONS, index: true },
    { name: 'roomCount', label: 'Nombre de pièces', type: 'number', min: 0 },
    {
      name: 'rooms',
      label: 'Pièces',
      type: 'array',
      labels: { singular: 'Pièce', plural: 'Pièces' },
      fields: [
        { name: 'pieceId', label: 'Identifiant', type: 'text' },
        { name: 'value', label: 'Valeur', type: 'text' },
        { name: 'title', label: 'Pièce', type: 'text' },
        { name: 'count', label: 'Nombre', type: 'number', min: 0 },
        { name: 'surface', label: 'Surface (m²)', type: 'number', min: 0 },
        { name: 'renovationLevel', label: 'Type de rénovation', type: 'relationship', relationTo: slugs.levels },
      ],
    },
    { name: 'image', label: 'Image', type: 'upload', relationTo: slugs.files },
    { name: 'photos', label: 'Photos', type: 'upload', relationTo: slugs.files, hasMany: true },
    { name: 'style', label: 'Style choisi', type: 'relationship', relationTo: slugs.styles },
    { name: 'folder', label: 'Dossier', type: 'relationship', relationTo: slugs.folders },
    {
      type: 'collapsible',
      label: 'Documents du projet',
      fields: [
        { name: 'estimateFile', label: 'Estimatif (PDF)', type: 'upload', relationTo: slugs.files, access: { update: staffOnlyField } },
        { name: 'estimateShown', label: 'Estimatif consulté', type: 'checkbox', defaultValue: false },
        { name: 'presentationFile', label: 'Présentation des honoraires (PDF)', type: 'upload', relationTo: slugs.files, access: { update: staffOnlyField } },
        { name: 'quoteFile', label: 'Devis (PDF)', type: 'upload', relationTo: slugs.files, access: { update: staffOnlyField } },
      ],
    },
  ],
}
