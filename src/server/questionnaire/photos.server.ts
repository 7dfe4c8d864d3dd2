import type { Payload } from 'payload'
import { fileTypeFromBuffer } from 'file-type'
import { slugs } from '../../../collections/slugs.ts'
import { IMAGE_MIME_TYPES, MAX_IMAGE_BYTES, UPLOAD_MESSAGES } from '../../../collections/uploads/file-kinds.ts'
import { InvalidInputError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../../domain/errors.ts'
import type { StoredFile } from '../../domain/questionnaire/index.ts'
import type { ProjectAccess, Requester } from '../projects/project-access.server.ts'

/** Photos of the image questions (types 2 and 7): images only, at most this many per request. */
export const MAX_PHOTOS_PER_REQUEST = 10

export const PHOTO_MESSAGES = {
  none: 'Veuillez ajouter au moins une image.',
  tooMany: `Vous pouvez envoyer au plus ${MAX_PHOTOS_PER_REQUEST} images à la fois.`,
} as const

/**
 * Checks every picked file before any is stored, so that one bad file stores nothing: an image by its
 * bytes (png, jpeg, gif, bmp, webp), not above the image size limit.
 */
export async function readImages(files: readonly File[]): Promise<{ file: File; data: Buffer }[]> {
  if (files.length === 0) throw new InvalidInputError(PHOTO_MESSAGES.none)
  if (files.length > MAX_PHOTOS_PER_REQUEST) throw new InvalidInputError(PHOTO_MESSAGES.tooMany)
  const images = []
  for (const file of files) {
    if (file.size > MAX_IMAGE_BYTES) throw new PayloadTooLargeError(UPLOAD_MESSAGES.imageTooLarge)
    const data = Buffer.from(await file.arrayBuffer())
    const detected = await fileTypeFromBuffer(data)
    if (!detected || !(IMAGE_MIME_TYPES as readonly string[]).includes(detected.mime)) {
      throw new UnsupportedMediaTypeError(UPLOAD_MESSAGES.imageOnly)
    }
    images.push({ file, data })
  }
  return images
}

/**
 * Stores the photos of a project's image question in the private `files` collection (the collection's
 * hooks check the bytes again and strip EXIF) and gives them as the answer stores them:
 * {folder_id, folder_name} (spec section 5).
 */
export async function uploadProjectPhotos(
  payload: Payload,
  { access, requester, files }: { access: ProjectAccess; requester: Requester; files: readonly File[] },
): Promise<StoredFile[]> {
  const images = await readImages(files)
  const acting = access.via === 'user' && requester.user ? { user: requester.user, overrideAccess: false } : { overrideAccess: true }
  const stored: StoredFile[] = []
  for (const { file, data } of images) {
    const doc = await payload.create({
      collection: slugs.files,
      data: { kind: 'photo', project: access.project.id },
      file: { data, mimetype: file.type || 'application/octet-stream', name: file.name || 'photo', size: data.length },
      depth: 0,
      ...acting,
    })
    stored.push({ folder_id: String(doc.id), folder_name: doc.filename ?? file.name })
  }
  return stored
}
