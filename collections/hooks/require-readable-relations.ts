import type { CollectionBeforeChangeHook, FlattenedField, PayloadRequest } from 'payload'
import { ValidationError } from 'payload'
import { relationId } from '../fields/relation-id.ts'

type Pointer = { path: string; relationTo: string; ids: (string | number)[] }

export const UNREADABLE_RELATION_MESSAGE = 'Ce document n’existe pas ou ne vous est pas accessible.'

function idsOf(value: unknown): (string | number)[] {
  const values = Array.isArray(value) ? value : [value]
  return values.map((item) => relationId(item as Parameters<typeof relationId>[0])).filter((id): id is string | number => id !== null)
}

/** The relations a write points at that it did not point at before, field by field (named groups included). */
function newPointers(fields: FlattenedField[], data: Record<string, unknown>, original: Record<string, unknown> | undefined, prefix = ''): Pointer[] {
  return fields.flatMap((field): Pointer[] => {
    if (!(field.name in data)) return []
    if (field.type === 'group' && data[field.name] && typeof data[field.name] === 'object') {
      return newPointers(field.flattenedFields, data[field.name] as Record<string, unknown>, original?.[field.name] as Record<string, unknown> | undefined, `${prefix}${field.name}.`)
    }
    if ((field.type !== 'relationship' && field.type !== 'upload') || typeof field.relationTo !== 'string') return []
    const before = new Set(idsOf(original?.[field.name]).map(String))
    const ids = idsOf(data[field.name]).filter((id) => !before.has(String(id)))
    return ids.length > 0 ? [{ path: `${prefix}${field.name}`, relationTo: field.relationTo, ids }] : []
  })
}

async function isReadable(req: PayloadRequest, pointer: Pointer): Promise<boolean> {
  const { totalDocs } = await req.payload.count({ collection: pointer.relationTo as never, where: { id: { in: pointer.ids } }, user: req.user, overrideAccess: false, req })
  return totalDocs === new Set(pointer.ids.map(String)).size
}

/**
 * Relations carry ownership (trust-boundary.md): a writer may point a record only at documents they may
 * read themselves, so a customer cannot attach another customer's file, folder or style by its id. Only
 * the ids a write adds are checked (what is already there stays). Writes made by the product with no
 * user (jobs, webhooks) are the product's own decision.
 */
export const requireReadableRelations: CollectionBeforeChangeHook = async ({ collection, data, originalDoc, req }) => {
  if (!req.user) return data
  for (const pointer of newPointers(collection.flattenedFields, data, originalDoc)) {
    if (!(await isReadable(req, pointer))) throw new ValidationError({ collection: collection.slug, errors: [{ path: pointer.path, message: UNREADABLE_RELATION_MESSAGE }] })
  }
  return data
}
