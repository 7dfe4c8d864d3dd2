import type { FieldAccess } from 'payload'
import { userHasRole } from './roles-of.ts'
import { isProductCall } from './product-door.ts'

/** What a customer's own upload may be: the kinds of staff's documents and of signed contracts are never theirs to claim. */
export const CUSTOMER_FILE_KINDS: readonly string[] = ['document', 'plan', 'photo']
/**
 * The signed contract and the payment receipt are made by the product alone (the signing service, the
 * Payments hook, with overrideAccess); no one marks a file as one.
 */
const SYSTEM_FILE_KINDS: readonly string[] = ['signed-contract', 'receipt']

/**
 * A file's kind is set by the server: staff choose any kind but a signed contract; a customer's upload,
 * through the product only, is a document, a plan or a photo. A value the writer may not set is dropped.
 */
export const canSetFileKind: FieldAccess = ({ req, siblingData }) => {
  const kind = String(siblingData?.kind ?? '')
  if (SYSTEM_FILE_KINDS.includes(kind)) return false
  if (userHasRole(req.user, 'staff')) return true
  return userHasRole(req.user, 'customer') && isProductCall(req) && CUSTOMER_FILE_KINDS.includes(kind)
}
