import type { CollectionBeforeValidateHook } from 'payload'
import { ValidationError } from 'payload'
import type { Question as QuestionDoc } from '../../../payload-types.ts'
import { isBlankName, withValuesFromLabels } from '../../../src/domain/questionnaire/index.ts'
import { GENERATED_NAMES_COPY } from '../../../src/domain/questionnaire/generated-names-copy.ts'

type ChoiceRow = NonNullable<QuestionDoc['choices']>[number]

/**
 * A new choice whose value was left empty (the « Avancé » section) gets one drawn from its label, unique
 * within the question (src/domain/questionnaire/generated-names.ts). A saved choice keeps its value: answers
 * and rules cite it; emptying it is refused in French on the field, as is a commune left without its INSEE code.
 */
export const fillChoiceValuesFromLabels: CollectionBeforeValidateHook<QuestionDoc> = ({ data, originalDoc, req }) => {
  if (!data || !Array.isArray(data.choices)) return data
  const previous: ChoiceRow[] = originalDoc?.choices ?? []
  const variable = data.variable ?? originalDoc?.variable ?? ''
  const type = String(data.type ?? originalDoc?.type ?? '')
  const choices = withValuesFromLabels({
    previous,
    next: data.choices,
    isCommune: type === '1' && variable.trim().toLowerCase() === 'commune',
  })
  const errors = choices.flatMap((choice, index) => {
    if (!isBlankName(choice.value)) return []
    const isSaved = Boolean(choice.id) && previous.some((row) => row.id === choice.id)
    return [{ message: isSaved ? GENERATED_NAMES_COPY.savedValueEmptied : GENERATED_NAMES_COPY.communeCodeMissing, path: `choices.${index}.value` }]
  })
  if (errors.length > 0) throw new ValidationError({ errors }, req.t)
  return { ...data, choices }
}
