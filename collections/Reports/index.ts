import type { CollectionConfig } from 'payload'
import { slugs } from '../slugs.ts'
import { isStaff } from '../access/is-staff.ts'
import { isStaffOrOwner } from '../access/is-staff-or-owner.ts'
import { setOwnerFromProject } from '../hooks/set-owner-from-project.ts'
import { ownerField } from '../fields/owner.ts'
import { publishReportEvent } from './hooks/publish-report-event.ts'
import { notifyCustomerOfReport } from './hooks/notify-customer-of-report.ts'
import { requireAttachableReportFiles } from './hooks/require-attachable-report-files.ts'
import { fileReportAttachments } from './hooks/file-report-attachments.ts'
import { nobody } from '../access/nobody.ts'

/** A works follow-up report written by staff for one project; its PDF and photos become the project's files. */
export const Reports: CollectionConfig = {
  slug: slugs.reports,
  labels: { singular: 'Rapport de suivi', plural: 'Rapports de suivi' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'project', 'createdAt'], group: 'Suivi des projets' },
  defaultSort: '-createdAt',
  access: { read: isStaffOrOwner, readVersions: nobody, create: isStaff, update: isStaff, delete: isStaff },
  hooks: { beforeChange: [setOwnerFromProject, requireAttachableReportFiles], afterChange: [fileReportAttachments, publishReportEvent, notifyCustomerOfReport] },
  fields: [
    { name: 'project', label: 'Projet', type: 'relationship', relationTo: slugs.projects, required: true, index: true },
    { name: 'title', label: 'Titre', type: 'text', required: true },
    { name: 'file', label: 'Rapport (PDF)', type: 'upload', relationTo: slugs.files },
    { name: 'description', label: 'Description', type: 'textarea' },
    { name: 'photos', label: 'Photos', type: 'upload', relationTo: slugs.files, hasMany: true },
    ownerField(),
  ],
}
