import type { Field, FieldAccess } from 'payload'
import { slugs } from '../slugs.ts'
import { SYSTEM_ONLY } from '../access/field-access.ts'

type WriteAccess = { create: FieldAccess; update: FieldAccess }

/**
 * The customer who owns a document. Set by hooks (the owner hooks, from the writer or the project),
 * never from a request: by default no role writes it (trust-boundary.md); projects let staff assign one.
 * Indexed because every customer read filters on it. Hidden in the admin unless `isShownInAdmin`.
 */
export const ownerField = (options: { required?: boolean; access?: WriteAccess; label?: string; Cell?: string; isShownInAdmin?: boolean } = {}): Field => ({
  name: 'owner',
  label: options.label ?? 'Propriétaire',
  type: 'relationship',
  relationTo: slugs.users,
  index: true,
  required: options.required ?? false,
  access: options.access ?? SYSTEM_ONLY,
  // An internal field (issue #23): no form or list shows it unless the collection asks (projects: « Client »).
  admin: { position: 'sidebar', hidden: options.isShownInAdmin !== true, ...(options.Cell ? { components: { Cell: options.Cell } } : {}) },
})
