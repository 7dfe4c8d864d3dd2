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
  const decoded = decodedName(filename)
  // NOTE: no stored name holds NUL, and PostgreSQL refuses it in a query (a 500): such a name is simply unknown.
  return decoded === null || decoded.includes('\u0000') ? null : { collection, filename: decoded }
}

/** A name's percent-decoding, or null when it is malformed (a stray '%E0%A4'). */
function decodedName(name: string): string | null {
  try {
    return decodeURIComponent(name)
  } catch {
    // NOTE: a malformed escape names no stored file: the caller answers 404.
    return null
  }
}
