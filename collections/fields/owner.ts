import type { Field } from 'payload'
import { slugs } from '../slugs.ts'

/**
 * The customer who owns a document. Set by hooks, never trusted from a customer's input;
 * indexed because every customer read filters on it.
 */
export const ownerField = (options: { required?: boolean } = {}): Field => ({
  name: 'owner',
  label: 'Propriétaire',
  type: 'relationship',
  relationTo: slugs.users,
  index: true,
  required: options.required ?? false,
  admin: { position: 'sidebar' },
})
