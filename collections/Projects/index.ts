import type { CollectionConfig } from 'payload'
import { slugs } from '../slugs.ts'
import { HIDDEN_SYSTEM_ONLY, STAFF_ONLY, SYSTEM_ONLY, staffOnlyField } from '../access/field-access.ts'
import { isStaffOrOwner } from '../access/is-staff-or-owner.ts'
import { isStaffOrOwnerThroughProduct } from '../access/is-staff-or-owner-through-product.ts'
import { isStaffOrCustomerThroughProduct } from '../access/is-staff-or-customer-through-product.ts'
import { assignOwnerToSelf } from '../hooks/assign-owner-to-self.ts'
import { requireReadableRelations } from '../hooks/require-readable-relations.ts'
import { refuseCustomerDeletesOnFrozenProject, refuseCustomerWritesOnFrozenProject } from '../hooks/refuse-customer-writes-on-frozen-project.ts'
import { requireAttachableFiles } from './hooks/require-attachable-files.ts'
import { enforceStatusTransition } from './hooks/enforce-status-transition.ts'
import { moveToEstimateAvailable } from './hooks/move-to-estimate-available.ts'
import { moveToQuotePayment } from './hooks/move-to-quote-payment.ts'
import { requireOverrideReason } from './hooks/require-override-reason.ts'
import { recordStatusChange } from './hooks/record-status-change.ts'
import { publishProjectEvents } from './hooks/publish-project-events.ts'
import { notifyCustomerOfEstimate } from './hooks/notify-customer-of-estimate.ts'
import { notifyCustomerOfStatusMove } from './hooks/notify-customer-of-status-move.ts'
import { moveContentsToNewOwner } from './hooks/move-contents-to-new-owner.ts'
import { deleteProjectContents } from './hooks/delete-project-contents.ts'
import { fileAttachedDocuments } from './hooks/file-attached-documents.ts'
import { createProjectFolder } from './hooks/create-project-folder.ts'
import { computeIndicativeBudget } from './hooks/compute-indicative-budget.ts'
import { statusMovesEndpoint } from './endpoints/status-moves.ts'
import { hideOwnerlessDrafts } from './ownerless-drafts-filter.ts'
import { REASON_MAX_LENGTH } from '../../src/domain/workflow/index.ts'
import { ownerField } from '../fields/owner.ts'
import { APARTMENT_TYPE_OPTIONS } from '../fields/apartment-types.ts'
import { nobody } from '../access/nobody.ts'

export const Projects: CollectionConfig = {
  slug: slugs.projects,
  labels: { singular: 'Projet', plural: 'Projets' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'owner', 'status', 'address', 'updatedAt'],
    group: 'Suivi des projets',
    // Visitors' unfinished drafts (no owner) are left out of the list until staff ask for them.
    baseFilter: hideOwnerlessDrafts,
    components: { beforeListTable: ['/src/admin/project-list/ownerless-drafts-toggle.tsx#OwnerlessDraftsToggle'] },
    // NOTE: Payload's delete confirmation says the same thing for every collection (`general:aboutToDelete`):
    // what goes with a project is said here, above the list and the project.
    description:
      'Supprimer un projet supprime aussi ses réponses, ses rapports de suivi, ses fichiers, ses rendez-vous, ses signatures, ses dossiers et son historique. Ses paiements sont conservés.',
  },
  access: {
    read: isStaffOrOwner,
    readVersions: nobody,
    create: isStaffOrCustomerThroughProduct,
    update: isStaffOrOwnerThroughProduct,
    delete: isStaffOrOwnerThroughProduct,
  },
  hooks: {
    beforeChange: [refuseCustomerWritesOnFrozenProject, requireReadableRelations, assignOwnerToSelf, requireAttachableFiles, moveToEstimateAvailable, moveToQuotePayment, enforceStatusTransition, requireOverrideReason, computeIndicativeBudget],
    afterChange: [createProjectFolder, moveContentsToNewOwner, recordStatusChange, fileAttachedDocuments, publishProjectEvents, notifyCustomerOfEstimate, notifyCustomerOfStatusMove],
    beforeDelete: [refuseCustomerDeletesOnFrozenProject, deleteProjectContents],
  },
  endpoints: [statusMovesEndpoint],
  fields: [
    { name: 'title', label: 'Titre', type: 'text' },
    // NOTE: a visitor's project has no owner until the questionnaire creates their account; until then
    // only the holder of the visitor key (its hash below) reaches it, through /v1 (src/server/projects).
    ownerField({ access: STAFF_ONLY, label: 'Client', Cell: '/src/admin/project-list/customer-cell.tsx#ProjectCustomerCell', isShownInAdmin: true }),
    {
      name: 'visitorKeyHash',
      label: 'Clé du visiteur (empreinte)',
      type: 'text',
      index: true,
      hidden: true,
      access: HIDDEN_SYSTEM_ONLY,
    },
    // The code a visitor finishing the questionnaire receives by email, or by SMS without an email (src/server/questionnaire/contact-proof.server.ts):
    // its hash (bound to the address or number), expiry and wrong tries. Written by that service only, never returned.
    { name: 'emailCodeHash', type: 'text', hidden: true, access: HIDDEN_SYSTEM_ONLY },
    { name: 'emailCodeExpiresAt', type: 'date', hidden: true, access: HIDDEN_SYSTEM_ONLY },
    { name: 'emailCodeAttempts', type: 'number', hidden: true, access: HIDDEN_SYSTEM_ONLY },
    {
      name: 'status',
      label: 'Statut',
      type: 'number',
      required: true,
      defaultValue: 0,
      min: 0,
      max: 13,
      index: true,
      // A project starts where the product puts it; every later move goes through the status guard.
      access: { create: staffOnlyField },
      admin: {
        position: 'sidebar',
        description: 'L’étape du projet, de « Initialisé » à « Livré », ou « Exception ».',
        // One status change at a time, with its reason: never through the bulk edit.
        disableBulkEdit: true,
        components: {
          Field: '/src/admin/project-view/project-status-field.tsx#ProjectStatusField',
          Cell: '/src/admin/project-list/status-cell.tsx#ProjectStatusCell',
        },
      },
    },
    {
      // NOTE: never stored: the reason travels with one status change into its history entry.
      name: 'statusChangeReason',
      label: 'Motif du changement de statut',
      type: 'textarea',
      virtual: true,
      maxLength: REASON_MAX_LENGTH,
      access: STAFF_ONLY,
      admin: { hidden: true },
    },
    {
      name: 'statusBeforeException',
      label: 'Statut avant exception',
      type: 'number',
      access: SYSTEM_ONLY,
      admin: { readOnly: true, position: 'sidebar', condition: (data) => data?.statusBeforeException !== null && data?.statusBeforeException !== undefined },
    },
    { name: 'quiz', label: 'Questionnaire', type: 'relationship', relationTo: slugs.quizzes, access: STAFF_ONLY, admin: { position: 'sidebar' } },
    {
      // The published version of the questionnaire the project started on: it keeps it when a new one is published.
      name: 'quizVersion',
      label: 'Version du questionnaire',
      type: 'text',
      access: SYSTEM_ONLY,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Réponses',
          description: 'Les réponses du client au questionnaire, telles qu’il les a données.',
          fields: [
            {
              name: 'answersOverview',
              type: 'ui',
              admin: { components: { Field: '/src/admin/project-view/project-answers.tsx#ProjectAnswers' } },
            },
          ],
        },
        {
          label: 'Projet',
          fields: [
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
            {
              // NOTE: presentational, so the fields keep their own names (budgetLow, budgetHigh) at the project's top level.
              type: 'collapsible',
              label: 'Budget indicatif',
              admin: {
                description:
                  'Calculé depuis la grille de prix quand le client termine le questionnaire et à chaque changement des pièces. Montants TTC, arrondis à la centaine d’euros.',
              },
              fields: [
                // NOTE: written by `computeIndicativeBudget` only, which ignores any value sent with a change; shown in euros by the field below.
                { name: 'budgetLow', label: 'Budget bas (centimes TTC)', type: 'number', access: SYSTEM_ONLY, admin: { readOnly: true, hidden: true } },
                { name: 'budgetHigh', label: 'Budget haut (centimes TTC)', type: 'number', access: SYSTEM_ONLY, admin: { readOnly: true, hidden: true } },
                { name: 'budgetView', type: 'ui', admin: { components: { Field: '/src/admin/project-view/indicative-budget.tsx#IndicativeBudget' } } },
              ],
            },
            { name: 'image', label: 'Image', type: 'upload', relationTo: slugs.files },
            { name: 'photos', label: 'Photos', type: 'upload', relationTo: slugs.files, hasMany: true },
            { name: 'style', label: 'Style choisi', type: 'relationship', relationTo: slugs.styles },
            { name: 'folder', label: 'Dossier', type: 'relationship', relationTo: slugs.folders, access: SYSTEM_ONLY },
          ],
        },
        {
          label: 'Documents',
          description: 'Joindre l’estimatif d’un projet « En attente de l’estimatif » le fait passer à « Estimatif disponible » et prévient le client par email.',
          fields: [
            { name: 'estimateFile', label: 'Estimatif (PDF)', type: 'upload', relationTo: slugs.files, access: STAFF_ONLY },
            { name: 'estimateShown', label: 'Estimatif consulté', type: 'checkbox', defaultValue: false },
            { name: 'presentationFile', label: 'Présentation des honoraires (PDF)', type: 'upload', relationTo: slugs.files, access: STAFF_ONLY },
            { name: 'quoteFile', label: 'Devis (PDF)', type: 'upload', relationTo: slugs.files, access: STAFF_ONLY },
          ],
        },
        {
          label: 'Paiements et signature',
          description:
            'Les montants à régler par le client pour l’audit et le devis, puis le contrat qu’il signe en ligne. Un virement reçu se confirme dans Paiements.',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'auditAmount', label: 'Montant de l’audit (€ TTC)', type: 'number', min: 0, access: STAFF_ONLY },
                { name: 'quoteAmount', label: 'Montant du devis à régler (€ TTC)', type: 'number', min: 0, access: STAFF_ONLY },
              ],
            },
            {
              name: 'contractFile',
              label: 'Contrat à signer (PDF)',
              type: 'upload',
              relationTo: slugs.files,
              access: STAFF_ONLY,
              admin: { description: 'Sans contrat joint, le client signe le devis.' },
            },
            {
              name: 'signedContractFile',
              label: 'Contrat signé',
              type: 'upload',
              relationTo: slugs.files,
              access: SYSTEM_ONLY,
              admin: { readOnly: true, description: 'Produit par la signature en ligne, avec sa page d’audit. Non modifiable.' },
            },
            {
              name: 'payments',
              label: 'Paiements',
              type: 'join',
              collection: slugs.payments,
              on: 'project',
              defaultSort: '-createdAt',
              admin: { defaultColumns: ['reference', 'purpose', 'method', 'amountLabel', 'status', 'paidAt'], allowCreate: false },
            },
          ],
        },
        {
          label: 'Promotion',
          fields: [
            {
              type: 'group',
              label: 'Promotion',
              admin: { description: 'Champs inutilisés : ils ne changent aucun prix, ni le budget indicatif, ni les devis.' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'promoPrice', label: 'Prix promotionnel (€)', type: 'number', defaultValue: 700, access: STAFF_ONLY },
                    { name: 'promoDiscount', label: 'Remise (€)', type: 'number', defaultValue: -200, access: STAFF_ONLY },
                    { name: 'promoCode', label: 'Code promotionnel', type: 'text', maxLength: 40, access: STAFF_ONLY },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Historique',
          fields: [
            {
              name: 'history',
              label: 'Historique des statuts',
              type: 'join',
              collection: slugs.projectHistory,
              on: 'project',
              defaultSort: '-createdAt',
              admin: { defaultColumns: ['createdAt', 'from', 'to', 'reason', 'changedByName', 'move'], allowCreate: false },
            },
          ],
        },
      ],
    },
  ],
}
