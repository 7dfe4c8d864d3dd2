import type { CollectionConfig } from 'payload'
import { slugs } from '../slugs.ts'
import { isMarketing } from '../access/is-marketing.ts'
import { isPublishedOrMarketing } from '../access/is-published-or-marketing.ts'

export const Quizzes: CollectionConfig = {
  slug: slugs.quizzes,
  labels: { singular: 'Questionnaire', plural: 'Questionnaires' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', '_status', 'updatedAt'], group: 'Questionnaire' },
  versions: { drafts: true, maxPerDoc: 50 },
  access: {
    read: isPublishedOrMarketing,
    readVersions: isMarketing,
    create: isMarketing,
    update: isMarketing,
    delete: isMarketing,
  },
  fields: [
    { name: 'title', label: 'Titre', type: 'text', required: true },
    { name: 'subtitle', label: 'Sous-titre', type: 'textarea' },
    { name: 'image', label: 'Image d’introduction', type: 'upload', relationTo: slugs.photos },
    { name: 'image2', label: 'Image secondaire', type: 'upload', relationTo: slugs.photos },
    {
      name: 'questions',
      label: 'Questions',
      type: 'join',
      collection: slugs.questions,
      on: 'quiz',
      defaultSort: 'position',
      defaultLimit: 100,
    },
  ],
}
