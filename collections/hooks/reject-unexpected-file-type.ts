import type { CollectionBeforeOperationHook } from 'payload'
import { APIError } from 'payload'
import { fileTypeFromBuffer } from 'file-type'
import { MAX_IMAGE_BYTES, UPLOAD_MESSAGES } from '../uploads/file-kinds.ts'

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
 * Refuses an upload whose content is not one of the allowed types, whatever its name says
 * (a .html renamed .jpg is refused), then records the detected type and extension so that the
 * stored file is served with the type it really has.
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

    const extension = detected?.ext ?? EXTENSION_BY_MIME[mime] ?? 'bin'
    const base = file.name.replace(/\.[^.]*$/, '') || 'fichier'
    file.mimetype = mime
    file.name = `${base}.${extension}`
    return args
  }
