import type { Access, Where } from 'payload'
import { userHasRole } from './roles-of.ts'

/**
 * A question is public only when it is published and belongs to a published questionnaire;
 * marketing and staff read drafts too.
 */
export const isPublishedQuestionOrMarketing: Access = ({ req: { user } }) => {
  if (userHasRole(user, 'marketing', 'staff')) return true
  const published: Where = { and: [{ _status: { equals: 'published' } }, { 'quiz._status': { equals: 'published' } }] }
  return published
}
