import type { Access } from 'payload'
import { userHasRole } from './roles-of.ts'

/**
 * Questionnaire versions: a published one is public content (a project keeps the version it started on);
 * marketing and staff read drafts too.
 */
export const isPublishedVersionOrMarketing: Access = ({ req: { user } }) => {
  if (userHasRole(user, 'marketing', 'staff')) return true
  return { 'version._status': { equals: 'published' } }
}
