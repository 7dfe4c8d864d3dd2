import type { Access } from 'payload'
import { userHasRole } from './roles-of.ts'

/**
 * Uploading an image: curators (styles, zones), marketing (questionnaire pictures) and customers
 * (their custom styles and avatar). Staff upload documents to `files`, not here.
 */
export const canUploadPhoto: Access = ({ req: { user } }) => userHasRole(user, 'customer', 'curator', 'marketing')
