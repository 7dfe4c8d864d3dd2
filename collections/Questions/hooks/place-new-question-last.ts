import type { CollectionBeforeValidateHook } from 'payload'
import type { Question as QuestionDoc } from '../../../payload-types.ts'
import { slugs } from '../../slugs.ts'
import { relationId } from '../../fields/relation-id.ts'
import { positionAfter } from '../../../src/domain/questionnaire/index.ts'

/**
 * A question created without a position (the admin's form has none to type: the order is set in the
 * questionnaire's « Ordre des questions » tab) comes last in its questionnaire, after every question of it,
 * drafts and retired ones included. It used to get 0 and tie with the first question.
 */
export const placeNewQuestionLast: CollectionBeforeValidateHook<QuestionDoc> = async ({ data, operation, req }) => {
  if (operation !== 'create' || !data || typeof data.position === 'number') return data
  const quizId = relationId(data.quiz)
  // NOTE: as the system: where the new question goes is not the marketer's read (the hook reads positions only).
  const { docs } =
    quizId === null
      ? { docs: [] }
      : await req.payload.find({
          collection: slugs.questions,
          where: { quiz: { equals: quizId } },
          draft: true,
          depth: 0,
          pagination: false,
          overrideAccess: true,
          req,
          select: { position: true },
        })
  return { ...data, position: positionAfter(docs.map((question) => question.position)) }
}
