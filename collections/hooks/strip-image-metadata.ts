import type { CollectionBeforeOperationHook } from 'payload'
import { APIError } from 'payload'
import sharp from 'sharp'
import { unreadableImageMessage } from '../uploads/file-kinds.ts'

// BMP carries no EXIF and sharp cannot read it; every other accepted image is re-encoded.
const REENCODED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif'])

/**
 * Re-encodes an uploaded image without its metadata (EXIF position, camera, author), after applying
 * the EXIF orientation so the picture stays upright. Runs after `rejectUnexpectedFileType`, on every
 * upload of an image (photos and files: every route that stores one ends here).
 *
 * Decoding every pixel is also the check that the image is whole: one whose header reads but whose data
 * does not (a corrupt PNG, a truncated JPEG; sharp fails on libvips' warnings) is a 400 naming the file,
 * and nothing is stored.
 */
export const stripImageMetadata: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const file = req.file
  if (!file || (operation !== 'create' && operation !== 'update') || !REENCODED.has(file.mimetype)) return args
  const cleaned = await sharp(file.data, { animated: file.mimetype !== 'image/jpeg', failOn: 'warning' })
    .rotate()
    .toBuffer()
    .catch((error: unknown) => {
      // sharp's own message (libvips', in English) goes to the log, never into the answer.
      req.payload.logger.warn({ err: error, filename: file.name }, 'Image illisible refusée à l’envoi')
      throw new APIError(unreadableImageMessage(file.name), 400, null, true)
    })
  file.data = cleaned
  file.size = cleaned.length
  return args
}
