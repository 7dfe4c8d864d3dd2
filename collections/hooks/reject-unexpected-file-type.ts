import type { CollectionBeforeOperationHook } from 'payload'
import { APIError } from 'payload'
import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'
import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, UPLOAD_MESSAGES } from '../uploads/file-kinds.ts'

type Options = { allowed: readonly string[]; imagesOnly: boolean }

const EXTENSION_BY_MIME: Record<string, string> = { 'application/json': 'json', 'application/x-cfb': 'doc' }

function looksLikeJson(data: Buffer): boolean {
  try {
    JSON.parse(data.toString('utf8'))
    return true
  } catch {
    // NOTE: not JSON is an answer here, not a failure: the caller refuses the file.
    return false
  }
}

/**
 * Refuses an image whose header declares more pixels than MAX_IMAGE_PIXELS (413), or whose header cannot be
 * read (415), before anything decodes it: only the header is parsed here.
 */
async function refuseImageBomb(data: Buffer, refusal: string): Promise<void> {
  // NOTE: an unreadable header is an answer here (the file is not the image it claims to be), not a failure.
  const metadata = await sharp(data, { limitInputPixels: false }).metadata().catch(() => null)
  if (!metadata?.width || !metadata.height) throw new APIError(refusal, 415, null, true)
  const pixels = metadata.width * (metadata.pageHeight ?? metadata.height) * (metadata.pages ?? 1)
  if (pixels > MAX_IMAGE_PIXELS) throw new APIError(UPLOAD_MESSAGES.tooManyPixels, 413, null, true)
}

/**
 * Refuses an upload whose content is not one of the allowed types, whatever its name says
 * (a .html renamed .jpg is refused) or an image bomb, then records the detected type and extension so
 * that the stored file is served with the type it really has.
 */
export const rejectUnexpectedFileType =
  ({ allowed, imagesOnly }: Options): CollectionBeforeOperationHook =>
  async ({ args, operation, req }) => {
    const file = req.file
    if (!file || (operation !== 'create' && operation !== 'update')) return args
    const refusal = imagesOnly ? UPLOAD_MESSAGES.imageOnly : UPLOAD_MESSAGES.documentOnly
    if (imagesOnly && file.size > MAX_IMAGE_BYTES) throw new APIError(UPLOAD_MESSAGES.imageTooLarge, 413, null, true)

    const detected = await fileTypeFromBuffer(file.data)
    const mime = detected?.mime ?? (allowed.includes('application/json') && looksLikeJson(file.data) ? 'application/json' : null)
    if (!mime || !allowed.includes(mime)) throw new APIError(refusal, 415, null, true)
    if (mime.startsWith('image/')) await refuseImageBomb(file.data, refusal)

    const extension = detected?.ext ?? EXTENSION_BY_MIME[mime] ?? 'bin'
    const base = file.name.replace(/\.[^.]*$/, '') || 'fichier'
    file.mimetype = mime
    file.name = `${base}.${extension}`
    return args
  }
