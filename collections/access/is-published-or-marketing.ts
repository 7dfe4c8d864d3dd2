import type { Access } from 'payload'
import { userHasRole } from './roles-of.ts'

/**
 * Questionnaire content: marketing and staff read drafts; everyone else reads only what is published.
 */
export const isPublishedOrMarketing: Access = ({ req: { user } }) => {
  if (userHasRole(user, 'marketing', 'staff')) return true
  return { _status: { equals: 'published' } }
}
