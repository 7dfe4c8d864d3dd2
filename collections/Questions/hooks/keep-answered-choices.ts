import type { CollectionBeforeChangeHook } from 'payload'
import type { Question as QuestionDoc } from '../../../payload-types.ts'
import { slugs } from '../../slugs.ts'
import { toEngineQuestion } from '../../Quizzes/engine-model.ts'
import { keepPickedChoices, pickedChoiceValues, removedChoices } from '../../../src/domain/questionnaire/index.ts'

type ChoiceRow = NonNullable<QuestionDoc['choices']>[number]

/**
 * An edit that removes a choice some answer picked keeps that choice, retired: new visitors no longer see
 * it, the answers that picked it still read it (src/domain/questionnaire/retirement.ts). A choice no
 * answer picked goes.
 */
export const keepAnsweredChoices: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc || !Array.isArray(data.choices)) return data
  const previous: ChoiceRow[] = (originalDoc as QuestionDoc).choices ?? []
  const next = data.choices as ChoiceRow[]
  if (removedChoices(previous, next).length === 0) return data
  // The product decides what stays, whoever edits: every answer to the question counts.
  const { docs: responses } = await req.payload.find({
    collection: slugs.responses,
    where: { question: { equals: originalDoc.id } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
    select: { value: true },
  })
  const question = toEngineQuestion(originalDoc as QuestionDoc, 'all')
  const picked = new Set(responses.flatMap((response) => pickedChoiceValues(question, response.value ?? '')))
  return { ...data, choices: keepPickedChoices({ previous, next, picked }) }
}
