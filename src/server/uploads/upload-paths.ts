import { slugs } from '../../../collections/slugs.ts'

/**
 * The spec's /uploads paths (section 3) and the upload collection each one serves from.
 * Catalogue paths are public; folders and reports are customer files (owner and staff only,
 * enforced by the collection's read access).
 */
const UPLOAD_PATHS: Record<string, typeof slugs.photos | typeof slugs.files> = {
  'photos/img': slugs.photos,
  'quizzs/img': slugs.photos,
  'quizztions/img': slugs.photos,
  'zones/img': slugs.photos,
  'artisans/img': slugs.photos,
  'folders/img': slugs.files,
  'folders/file': slugs.files,
  'rapports/file': slugs.files,
}

/** `/uploads/zones/img/salon.jpg` -> { collection: 'photos', filename: 'salon.jpg' }, or null for anything else. */
export function resolveUploadPath(splat: string): { collection: typeof slugs.photos | typeof slugs.files; filename: string } | null {
  const parts = splat.split('/')
  if (parts.length !== 3) return null
  const [area, kind, filename] = parts
  const collection = UPLOAD_PATHS[`${area}/${kind}`]
  if (!collection || !filename || filename.startsWith('.') || filename.includes('\\')) return null
  return { collection, filename: decodeURIComponent(filename) }
}
