import type { CollectionConfig } from 'payload'
import { slugs } from '../slugs.ts'
import { isMarketing } from '../access/is-marketing.ts'
import { isPublishedQuestionOrMarketing } from '../access/is-published-question-or-marketing.ts'
import { QUESTION_TYPE_OPTIONS } from '../fields/question-types.ts'
import { rulesField } from '../fields/rules.ts'
import { checkQuestionBeforePublish } from './hooks/check-before-publish.ts'
import { republishQuiz } from './hooks/republish-quiz.ts'
import { keepAnsweredChoices } from './hooks/keep-answered-choices.ts'
import { refuseDeletingAnsweredQuestion } from './hooks/refuse-deleting-answered-question.ts'
import { deleteOrRetireQuestionEndpoint, deleteOrRetireQuestionsEndpoint } from './endpoints/delete-or-retire.ts'
import { refuseUnpublishingQuestion } from './hooks/refuse-unpublishing-question.ts'
import { placeNewQuestionLast } from './hooks/place-new-question-last.ts'
import { fillVariableFromTitle } from './hooks/fill-variable-from-title.ts'
import { fillChoiceValuesFromLabels } from './hooks/fill-choice-values-from-labels.ts'
import { choiceValueField } from './fields/choice-value.ts'
import { questionPositionField } from './fields/question-position.ts'
import { drawAgainOnDuplicate } from './hooks/draw-again-on-duplicate.ts'
import { GENERATED_NAMES_COPY } from '../../src/domain/questionnaire/generated-names-copy.ts'
import { RETIREMENT_COPY } from '../../src/domain/questionnaire/retirement-copy.ts'

export const Questions: CollectionConfig = {
  slug: slugs.questions,
  labels: { singular: 'Question', plural: 'Questions' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'type', 'variable', 'quiz', 'position', 'retired'],
    group: 'Questionnaire',
    components: {
      edit: {
        // « Supprimer » says whether the question was deleted or, answered, retired (Payload's says « supprimé(e) »).
        editMenuItems: ['/src/admin/question-retirement/delete-or-retire-item.tsx#DeleteOrRetireQuestionItem'],
        // No « Dépublier »: a question leaves the live questionnaire by being deleted or retired (hooks/refuse-unpublishing-question.ts).
        UnpublishButton: '/src/admin/questionnaire-publish/no-question-unpublish.tsx#NoQuestionUnpublish',
      },
    },
  },
  defaultSort: 'position',
  versions: { drafts: true, maxPerDoc: 50 },
  access: {
    read: isPublishedQuestionOrMarketing,
    readVersions: isMarketing,
    create: isMarketing,
    update: isMarketing,
    delete: isMarketing,
  },
  hooks: {
    beforeValidate: [refuseUnpublishingQuestion, placeNewQuestionLast, fillVariableFromTitle, fillChoiceValuesFromLabels],
    beforeChange: [keepAnsweredChoices, checkQuestionBeforePublish],
    afterChange: [republishQuiz],
    beforeDelete: [refuseDeletingAnsweredQuestion],
  },
  // DELETE retires an answered question instead of deleting it (src/domain/questionnaire/retirement.ts).
  endpoints: [deleteOrRetireQuestionEndpoint, deleteOrRetireQuestionsEndpoint],
  fields: [
    { name: 'quiz', label: 'Questionnaire', type: 'relationship', relationTo: slugs.quizzes, required: true, index: true },
    questionPositionField,
    {
      name: 'retired',
      label: RETIREMENT_COPY.questionField,
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: {
        position: 'sidebar',
        description: RETIREMENT_COPY.questionFieldHelp,
        components: { Cell: '/src/admin/question-retirement/retired-cell.tsx#RetiredQuestionCell' },
      },
    },
    { name: 'title', label: 'Intitulé', type: 'text', required: true },
    { name: 'type', label: 'Type de question', type: 'select', required: true, defaultValue: '0', options: QUESTION_TYPE_OPTIONS },
    {
      type: 'collapsible',
      label: GENERATED_NAMES_COPY.advanced,
      admin: { initCollapsed: true },
      fields: [{ name: 'variable', label: 'Variable', type: 'text', hooks: { beforeDuplicate: [drawAgainOnDuplicate] }, admin: { description: GENERATED_NAMES_COPY.variableHelp } }],
    },
    { name: 'image', label: 'Image', type: 'upload', relationTo: slugs.photos },
    { name: 'optional', label: 'Facultative', type: 'checkbox', defaultValue: false },
    {
      name: 'choices',
      label: 'Choix',
      type: 'array',
      labels: { singular: 'Choix', plural: 'Choix' },
      admin: { condition: (data) => ['1', '3', '10', '12', '13'].includes(String(data?.type)) },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'title', label: 'Libellé', type: 'text', required: true },
            { name: 'hasInput', label: 'Saisie libre', type: 'checkbox', defaultValue: false },
            { name: 'retired', label: RETIREMENT_COPY.choiceField, type: 'checkbox', defaultValue: false, admin: { description: RETIREMENT_COPY.choiceFieldHelp } },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'placeholder', label: 'Texte indicatif', type: 'text' },
            { name: 'help', label: 'Aide', type: 'text' },
          ],
        },
        { type: 'collapsible', label: GENERATED_NAMES_COPY.advanced, admin: { initCollapsed: true }, fields: [choiceValueField] },
        {
          type: 'collapsible',
          label: 'Pièce (question « Liste des pièces »)',
          admin: { initCollapsed: true },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'pieceId', label: 'Identifiant de pièce', type: 'text' },
                { name: 'pieceTitle', label: 'Nom de la pièce', type: 'text' },
                { name: 'pieceValue', label: 'Valeur de la pièce', type: 'text' },
              ],
            },
          ],
        },
        rulesField('Pour les choix uniques et oui/non : les règles suivies quand ce choix est retenu.'),
      ],
    },
    rulesField('Pour tous les types sauf choix unique et oui/non : règles évaluées après la réponse.'),
  ],
}
