import type { Payload } from 'payload'
import { fileTypeFromBuffer } from 'file-type'
import { slugs } from '../../../collections/slugs.ts'
import { IMAGE_MIME_TYPES, MAX_IMAGE_BYTES, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '../../../collections/uploads/file-kinds.ts'
import { InvalidInputError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../../domain/errors.ts'
import type { StoredFile } from '../../domain/questionnaire/index.ts'
import type { ProjectAccess, Requester } from '../projects/project-access.server.ts'
import { actingFor } from '../projects/project-detail.server.ts'
import { relationTo } from '../payload-relation.server.ts'
import { toDocId } from '../../domain/ids/index.ts'
import { relationId } from '../../../collections/fields/relation-id.ts'

/** Photos of the image questions (types 2 and 7): images only, at most this many per request. */
export const MAX_PHOTOS_PER_REQUEST = 10

export const PHOTO_MESSAGES = {
  none: 'Veuillez ajouter au moins une image.',
  tooMany: `Vous pouvez envoyer au plus ${MAX_PHOTOS_PER_REQUEST} images à la fois.`,
} as const

/**
 * Checks every picked file before any is stored, so that one bad file stores nothing: an image by its
 * bytes (png, jpeg, gif, bmp, webp), not above the image size limit; with `acceptsPlans`, a PDF too (a plan
 * of the home, up to the documents' size limit).
 */
export async function readImages(files: readonly File[], { acceptsPlans = false }: { acceptsPlans?: boolean } = {}): Promise<{ file: File; data: Buffer; mime: string }[]> {
  if (files.length === 0) throw new InvalidInputError(PHOTO_MESSAGES.none)
  if (files.length > MAX_PHOTOS_PER_REQUEST) throw new InvalidInputError(PHOTO_MESSAGES.tooMany)
  const images = []
  for (const file of files) {
    if (file.size > (acceptsPlans ? MAX_UPLOAD_BYTES : MAX_IMAGE_BYTES)) throw new PayloadTooLargeError(acceptsPlans ? UPLOAD_MESSAGES.tooLarge : UPLOAD_MESSAGES.imageTooLarge)
    const data = Buffer.from(await file.arrayBuffer())
    const detected = await fileTypeFromBuffer(data)
    const isImage = detected !== undefined && (IMAGE_MIME_TYPES as readonly string[]).includes(detected.mime)
    if (isImage && file.size > MAX_IMAGE_BYTES) throw new PayloadTooLargeError(UPLOAD_MESSAGES.imageTooLarge)
    const isPlan = acceptsPlans && detected?.mime === 'application/pdf'
    if (!detected || !(isImage || isPlan)) throw new UnsupportedMediaTypeError(acceptsPlans ? UPLOAD_MESSAGES.imageOrPlanOnly : UPLOAD_MESSAGES.imageOnly)
    images.push({ file, data, mime: detected.mime })
  }
  return images
}

/**
 * Stores the photos of a project's image question in the private `files` collection (the collection's
 * hooks check the bytes again and strip EXIF) and gives them as the answer stores them:
 * {folder_id, folder_name} (spec section 5). `acceptsPlans`: the images question (2) takes plans as PDF
 * too, stored as the project's plans.
 */
export async function uploadProjectPhotos(
  payload: Payload,
  { access, requester, files, acceptsPlans = false }: { access: ProjectAccess; requester: Requester; files: readonly File[]; acceptsPlans?: boolean },
): Promise<StoredFile[]> {
  const images = await readImages(files, { acceptsPlans })
  const acting = access.via === 'user' && requester.user ? { user: requester.user, overrideAccess: false } : { overrideAccess: true }
  const stored: StoredFile[] = []
  let firstPhoto: string | null = null
  for (const { file, data, mime } of images) {
    const doc = await payload.create({
      collection: slugs.files,
      data: { kind: mime === 'application/pdf' ? 'plan' : 'photo', project: access.project.id },
      file: { data, mimetype: mime, name: file.name || 'photo', size: data.length },
      depth: 0,
      ...acting,
    })
    stored.push({ folder_id: String(doc.id), folder_name: doc.filename ?? file.name })
    if (firstPhoto === null && doc.kind === 'photo') firstPhoto = String(doc.id)
  }
  // A project without an image takes its first photo as its card's picture (the list reads one image per card).
  if (firstPhoto !== null && relationId(access.project.image) === null) {
    await payload.update({ collection: slugs.projects, id: access.project.id, data: { image: relationTo(payload, toDocId(firstPhoto)) }, depth: 0, ...acting })
  }
  return stored
}

/**
 * POST /v1/project/upload/file (form data `file`, `projectId`): one picture becomes the project's image
 * (its card's picture, `project_img`). Stored as uploadProjectPhotos stores a photo (same checks, the
 * project's private files), then set on the project with the requester's rights.
 */
export async function uploadProjectImage(
  payload: Payload,
  { access, requester, file }: { access: ProjectAccess; requester: Requester; file: File | undefined },
): Promise<{ fileId: string; filename: string }> {
  const [stored] = await uploadProjectPhotos(payload, { access, requester, files: file ? [file] : [] })
  if (!stored) throw new InvalidInputError(PHOTO_MESSAGES.none)
  await payload.update({ collection: slugs.projects, id: access.project.id, data: { image: relationTo(payload, toDocId(stored.folder_id)) }, depth: 0, ...actingFor(access, requester) })
  return { fileId: stored.folder_id, filename: stored.folder_name }
}
