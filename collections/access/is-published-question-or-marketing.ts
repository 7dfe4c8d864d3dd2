import type { Access, Where } from 'payload'
import { userHasRole } from './roles-of.ts'

/**
 * A question is public only when it is published, not retired, and belongs to a published questionnaire;
 * marketing and staff read drafts and retired questions too.
 */
export const isPublishedQuestionOrMarketing: Access = ({ req: { user } }) => {
  if (userHasRole(user, 'marketing', 'staff')) return true
  const published: Where = {
    and: [
      { _status: { equals: 'published' } },
      { 'quiz._status': { equals: 'published' } },
      // NOTE: a question saved before the field existed has no value (MongoDB): it is not retired.
      { or: [{ retired: { equals: false } }, { retired: { exists: false } }] },
    ],
  }
  return published
}
