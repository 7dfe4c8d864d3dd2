import type { Access } from 'payload'
import { userHasRole } from './roles-of.ts'

/** Catalogue images are changed by curators and marketing (questionnaire pictures); a customer changes only their own. */
export const isPhotoEditorOrOwner: Access = ({ req: { user } }) => {
  if (!user) return false
  if (userHasRole(user, 'curator', 'marketing')) return true
  return { owner: { equals: user.id } }
}
