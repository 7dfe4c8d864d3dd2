import type { CollectionConfig } from 'payload'
import { slugs } from '../slugs.ts'
import { isStaff } from '../access/is-staff.ts'
import { isStaffOrOwner } from '../access/is-staff-or-owner.ts'
import { isStaffOrOwnerThroughProduct } from '../access/is-staff-or-owner-through-product.ts'
import { isStaffOrCustomerThroughProduct } from '../access/is-staff-or-customer-through-product.ts'
import { requireReadableRelations } from '../hooks/require-readable-relations.ts'
import { refuseCustomerDeletesOnFrozenProject, refuseCustomerWritesOnFrozenProject } from '../hooks/refuse-customer-writes-on-frozen-project.ts'
import { setOwnerFromProject } from '../hooks/set-owner-from-project.ts'
import { ownerField } from '../fields/owner.ts'
import { nobody } from '../access/nobody.ts'

/**
 * One answer of a project to a question. `part` is empty for a plain answer and names the sub-answer
 * of a rooms question (label, label_surface, label_type_renovation): (project, question, part) is unique,
 * so answering again updates instead of duplicating, even when two requests race.
 */
export const Responses: CollectionConfig = {
  slug: slugs.responses,
  labels: { singular: 'Réponse', plural: 'Réponses' },
  admin: { useAsTitle: 'label', defaultColumns: ['project', 'question', 'label', 'value'], group: 'Suivi des projets' },
  access: {
    read: isStaffOrOwner,
    readVersions: nobody,
    create: isStaffOrCustomerThroughProduct,
    update: isStaffOrOwnerThroughProduct,
    delete: isStaff,
  },
  hooks: { beforeChange: [refuseCustomerWritesOnFrozenProject, requireReadableRelations, setOwnerFromProject], beforeDelete: [refuseCustomerDeletesOnFrozenProject] },
  indexes: [{ fields: ['project', 'question', 'part'], unique: true }],
  fields: [
    { name: 'project', label: 'Projet', type: 'relationship', relationTo: slugs.projects, required: true, index: true },
    { name: 'question', label: 'Question', type: 'relationship', relationTo: slugs.questions, required: true },
    { name: 'quiz', label: 'Questionnaire', type: 'relationship', relationTo: slugs.quizzes },
    { name: 'part', label: 'Partie', type: 'text', defaultValue: '', admin: { description: 'Vide, ou la sous-réponse d’une pièce.' } },
    { name: 'label', label: 'Variable', type: 'text' },
    { name: 'value', label: 'Réponse', type: 'textarea' },
    ownerField(),
  ],
}
