import type { PayloadRequest } from 'payload'
import type { Question } from '../../payload-types.ts'
import { slugs } from '../slugs.ts'
import { relationId } from '../fields/relation-id.ts'

/**
 * Every question of the questionnaire `quiz` names (drafts and retired ones too), with only the `field` a
 * create hook reads; none when no questionnaire is named yet.
 * NOTE: as the system: what a new question's hooks read (variables taken, positions used) is not the marketer's read.
 */
export async function questionsOfQuiz<Field extends 'variable' | 'position'>(
  req: PayloadRequest,
  quiz: Question['quiz'] | undefined,
  field: Field,
): Promise<Pick<Question, Field>[]> {
  const quizId = relationId(quiz)
  if (quizId === null) return []
  const { docs } = await req.payload.find({
    collection: slugs.questions,
    where: { quiz: { equals: quizId } },
    draft: true,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
    select: { [field]: true } as Record<Field, true>,
  })
  return docs as Pick<Question, Field>[]
}
