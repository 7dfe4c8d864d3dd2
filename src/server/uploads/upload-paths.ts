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

/**
 * `/uploads/zones/img/salon.jpg` -> { collection: 'photos', filename: 'salon.jpg', path: 'zones/img/salon.jpg' },
 * or null for anything else. `splat` is the path as sent (percent-encoded); the name and the path are decoded once.
 */
export function resolveUploadPath(splat: string): { collection: typeof slugs.photos | typeof slugs.files; filename: string; path: string } | null {
  const parts = splat.split('/')
  if (parts.length !== 3) return null
  const [area, kind, filename] = parts
  const collection = UPLOAD_PATHS[`${area}/${kind}`]
  if (!collection || !filename) return null
  const decoded = decodedName(filename)
  // Only a name stored in the database is ever served, read from disk by its base name: a name that cannot be one
  // (a separator, '.' or '..') is refused here. A stored name may begin with dots or hold an escape
  // (`..%2F..%2Fevil.json`, issue #37): it is looked up as it is.
  // NOTE: no stored name holds NUL, and PostgreSQL refuses it in a query (a 500): such a name is simply unknown.
  if (decoded === null || decoded === '.' || decoded === '..' || /[/\\\u0000]/.test(decoded)) return null
  return { collection, filename: decoded, path: `${area}/${kind}/${decoded}` }
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
