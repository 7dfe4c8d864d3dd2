import type { Access } from 'payload'
import { userHasRole } from './roles-of.ts'
import { isProductCall } from './product-door.ts'

/**
 * Uploading an image: curators (styles, zones) and marketing (questionnaire pictures) through any door;
 * customers (their custom styles and avatar) through the product. Staff upload documents to `files`.
 */
export const canUploadPhoto: Access = ({ req }) => {
  if (userHasRole(req.user, 'curator', 'marketing')) return true
  return userHasRole(req.user, 'customer') && isProductCall(req)
}
