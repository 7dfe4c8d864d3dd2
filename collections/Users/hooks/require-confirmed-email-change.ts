import type { CollectionBeforeChangeHook } from 'payload'
import { ValidationError } from 'payload'
import { userHasRole } from '../../access/roles-of.ts'

export const EMAIL_CHANGE_NEEDS_CONFIRMATION = 'Pour changer d’adresse email, passez par « Mon compte » : un lien de confirmation est envoyé à la nouvelle adresse.'

/**
 * A customer's email changes only through the re-verification link (the account service sets
 * `context.confirmedEmailChange` when the link is followed); an admin may correct an address directly.
 */
export const requireConfirmedEmailChange: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req, context }) => {
  if (operation !== 'update' || data.email === undefined || !originalDoc) return data
  const isChanging = String(data.email).trim().toLowerCase() !== String(originalDoc.email).toLowerCase()
  if (!isChanging || context.confirmedEmailChange || !req.user || userHasRole(req.user, 'admin')) return data
  throw new ValidationError({ errors: [{ message: EMAIL_CHANGE_NEEDS_CONFIRMATION, path: 'email' }] }, req.t)
}
