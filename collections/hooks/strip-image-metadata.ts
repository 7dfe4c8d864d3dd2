import type { CollectionBeforeOperationHook } from 'payload'
import sharp from 'sharp'

// BMP carries no EXIF and sharp cannot read it; every other accepted image is re-encoded.
const REENCODED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif'])

/**
 * Re-encodes an uploaded image without its metadata (EXIF position, camera, author), after applying
 * the EXIF orientation so the picture stays upright. Runs after `rejectUnexpectedFileType`.
 */
export const stripImageMetadata: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const file = req.file
  if (!file || (operation !== 'create' && operation !== 'update') || !REENCODED.has(file.mimetype)) return args
  const cleaned = await sharp(file.data, { animated: file.mimetype !== 'image/jpeg' }).rotate().toBuffer()
  file.data = cleaned
  file.size = cleaned.length
  return args
}
