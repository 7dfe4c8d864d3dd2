import type { CollectionConfig } from 'payload'
import { slugs } from '../slugs.ts'
import { isMarketing } from '../access/is-marketing.ts'
import { SYSTEM_ONLY } from '../access/field-access.ts'
import { isPublishedOrMarketing } from '../access/is-published-or-marketing.ts'
import { isPublishedVersionOrMarketing } from '../access/is-published-version-or-marketing.ts'
import { checkAndSnapshotOnPublish } from './hooks/check-and-snapshot-on-publish.ts'
import { checkEndpoint } from './endpoints/check.ts'
import { canCheckQuestionnaire } from '../access/can-check-questionnaire.ts'
import { canReadQuestionnaireRules } from '../access/can-read-questionnaire-rules.ts'
import { orderEndpoint } from './endpoints/order.ts'
import { publishEndpoint } from './endpoints/publish.ts'
import { ORDER_COPY } from '../../src/domain/questionnaire/question-order-copy.ts'

export const Quizzes: CollectionConfig = {
  slug: slugs.quizzes,
  labels: { singular: 'Questionnaire', plural: 'Questionnaires' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', '_status', 'updatedAt'],
    group: 'Questionnaire',
    components: {
      // One publish model: the quiz is published from its publish panel (« Vérifier », then « Publier »).
      edit: { PublishButton: '/src/admin/questionnaire-publish/publish-shortcut.tsx#QuestionnairePublishShortcut' },
      views: {
        edit: {
          // /admin/collections/quizzes/:id/ordre: the questions reordered by drag and drop or by keyboard, saved at once.
          order: {
            Component: '/src/admin/question-order/order-view.tsx#QuestionOrderView',
            path: '/ordre',
            tab: { label: ORDER_COPY.tab, href: '/ordre', order: 140 },
          },
          // /admin/collections/quizzes/:id/graphe: the questionnaire as a flow, with the check's problems.
          graph: {
            Component: '/src/admin/questionnaire-graph/graph-view.tsx#QuestionnaireGraphView',
            path: '/graphe',
            tab: { label: 'Graphe', href: '/graphe', order: 150 },
          },
        },
      },
    },
  },
  // Every published version is kept: projects started on one keep answering it (projects.quizVersion).
  versions: { drafts: true, maxPerDoc: 0 },
  access: {
    read: isPublishedOrMarketing,
    readVersions: isPublishedVersionOrMarketing,
    create: isMarketing,
    update: isMarketing,
    delete: isMarketing,
  },
  hooks: { beforeChange: [checkAndSnapshotOnPublish] },
  endpoints: [checkEndpoint, orderEndpoint, publishEndpoint],
  fields: [
    {
      name: 'preview',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/src/admin/questionnaire-preview/preview-button.tsx#QuestionnairePreviewButton' } },
    },
    {
      name: 'rulesLink',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '/src/admin/questionnaire-rules/rules-link.tsx#QuestionnaireRulesLink' },
        condition: (_data, _siblingData, { user }) => canReadQuestionnaireRules(user),
      },
    },
    {
      name: 'publish',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '/src/admin/questionnaire-publish/publish-panel.tsx#QuestionnairePublishPanel' },
        // Shown only to those who may run the check: a curator would see it fail (403).
        condition: (_data, _siblingData, { user }) => canCheckQuestionnaire(user),
      },
    },
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
    {
      name: 'snapshot',
      label: 'Questions publiées (figées à la publication)',
      type: 'json',
      access: SYSTEM_ONLY,
      admin: { hidden: true, readOnly: true },
    },
  ],
}
