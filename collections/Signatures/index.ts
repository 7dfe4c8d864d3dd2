import type { CollectionConfig } from 'payload'
import { slugs } from '../slugs.ts'
import { isStaffOrOwner } from '../access/is-staff-or-owner.ts'
import { ownerField } from '../fields/owner.ts'
import { resetCodeLimitEndpoint } from './endpoints/reset-code-limit.ts'
import { nobody } from '../access/nobody.ts'

export const SIGNATURE_STATUS_LABELS = { pending: 'En attente de signature', signed: 'Signé' } as const

/**
 * The contract signatures of the built-in e-signature: one signing ceremony seals the quote (or the contract
 * staff attached in its place) and the fee presentation (issue #36). The signing link's token and the one-time
 * code (as hashes, never readable), then the signer, when, from where, and each document's SHA-256, original
 * and signed. Written by the signing service only; a signed record never changes and nobody deletes one.
 */
export const Signatures: CollectionConfig = {
  slug: slugs.signatures,
  labels: { singular: 'Signature électronique', plural: 'Signatures électroniques' },
  admin: {
    useAsTitle: 'documentName',
    defaultColumns: ['documentName', 'project', 'status', 'signerName', 'signedAt'],
    group: 'Suivi des projets',
    description: 'Les contrats signés en ligne par les clients, avec leur piste d’audit. Non modifiables.',
  },
  access: { read: isStaffOrOwner, readVersions: nobody, create: () => false, update: () => false, delete: () => false },
  defaultSort: '-createdAt',
  endpoints: [resetCodeLimitEndpoint],
  fields: [
    { name: 'project', label: 'Projet', type: 'relationship', relationTo: slugs.projects, required: true, index: true },
    { name: 'document', label: 'Devis (ou contrat) à signer', type: 'upload', relationTo: slugs.files, required: true },
    { name: 'documentName', label: 'Devis (ou contrat)', type: 'text', required: true },
    { name: 'originalSha256', label: 'Empreinte SHA-256 du devis (ou contrat)', type: 'text', required: true },
    { name: 'presentationDocument', label: 'Présentation des honoraires à signer', type: 'upload', relationTo: slugs.files },
    { name: 'presentationName', label: 'Présentation des honoraires', type: 'text' },
    { name: 'presentationSha256', label: 'Empreinte SHA-256 de la présentation des honoraires', type: 'text' },
    {
      name: 'status',
      label: 'Statut',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: Object.entries(SIGNATURE_STATUS_LABELS).map(([value, label]) => ({ value, label })),
      admin: { position: 'sidebar' },
    },
    { name: 'tokenHash', type: 'text', required: true, unique: true, access: { read: nobody }, admin: { hidden: true } },
    { name: 'codeHash', type: 'text', access: { read: nobody }, admin: { hidden: true } },
    { name: 'codeExpiresAt', type: 'date', access: { read: nobody }, admin: { hidden: true } },
    { name: 'codeAttempts', type: 'number', defaultValue: 0, access: { read: nobody }, admin: { hidden: true } },
    { name: 'codeSends', type: 'number', defaultValue: 0, access: { read: nobody }, admin: { hidden: true } },
    {
      name: 'codeLimit',
      type: 'ui',
      admin: {
        position: 'sidebar',
        condition: (data) => data?.status === 'pending',
        components: { Field: '/src/admin/signature-code-limit/reset-code-limit-button.tsx#ResetCodeLimitButton' },
      },
    },
    { name: 'codeSentAt', label: 'Code envoyé le', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'signerName', label: 'Signataire', type: 'text' },
    { name: 'signerEmail', label: 'Email du signataire', type: 'email' },
    { name: 'method', label: 'Signature', type: 'select', options: [{ value: 'drawn', label: 'Dessinée' }, { value: 'typed', label: 'Écrite' }] },
    { name: 'signedAt', label: 'Signé le', type: 'date', admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'signedIp', label: 'Adresse IP', type: 'text' },
    { name: 'signedUserAgent', label: 'Navigateur', type: 'textarea' },
    { name: 'signedFile', label: 'Devis (ou contrat) signé', type: 'upload', relationTo: slugs.files },
    { name: 'signedSha256', label: 'Empreinte SHA-256 du devis (ou contrat) signé', type: 'text' },
    { name: 'signedPresentationFile', label: 'Présentation des honoraires signée', type: 'upload', relationTo: slugs.files },
    { name: 'signedPresentationSha256', label: 'Empreinte SHA-256 de la présentation des honoraires signée', type: 'text' },
    ownerField({ required: true }),
  ],
}
