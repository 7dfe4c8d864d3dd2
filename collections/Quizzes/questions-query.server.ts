import type { Payload, PayloadRequest } from 'payload'
import type { Question as QuestionDoc, User } from '../../payload-types.ts'
import { slugs } from '../slugs.ts'

type QuestionsQuery = {
  quizId: number | string
  /** The latest version of each question, drafts included (what publishing would put live); false: the published ones. */
  draft: boolean
  depth?: 0 | 1
  limit?: number
} & (
  /** Read as this user, through the Questions collection's access control (null: as a visitor). */
  | { user: User | null; req?: never }
  /** Read inside this request with access control off (a hook or an endpoint that already checked who acts). */
  | { req: PayloadRequest; user?: never }
)

/** The questions of a quiz in their order (marketing's `position`, first asked first). The one query that lists them. */
export async function quizQuestionsInOrder(payload: Payload, { quizId, draft, depth = 0, limit, ...reader }: QuestionsQuery): Promise<QuestionDoc[]> {
  const { docs } = await payload.find({
    collection: slugs.questions,
    where: { quiz: { equals: quizId } },
    sort: 'position',
    depth,
    pagination: false,
    ...(limit === undefined ? {} : { limit }),
    draft,
    ...(reader.req ? { req: reader.req, overrideAccess: true } : { user: reader.user, overrideAccess: false }),
  })
  return docs
}
