import { Forbidden } from 'payload'
import { payloadClient } from '../payload.server.ts'
import { currentUser } from '../auth/current-user.server.ts'
import { resolveUploadPath } from './upload-paths.ts'
import { isSignedUploadRequest } from './signed-links.server.ts'
import { storedFileResponse } from '../../platform/storage/stored-files.server.ts'

/** The stored file a request names: the original, or one of its generated sizes. */
function storedVariant(doc: { filename?: string | null; mimeType?: string | null; sizes?: Record<string, { filename?: string | null; mimeType?: string | null } | undefined> }, requested: string) {
  if (doc.filename === requested) return { filename: doc.filename, mimeType: doc.mimeType }
  const size = Object.values(doc.sizes ?? {}).find((variant) => variant?.filename === requested)
  return size?.filename ? { filename: size.filename, mimeType: size.mimeType } : null
}

const INLINE_TYPES = /^(image\/(png|jpeg|gif|webp|bmp)|application\/pdf|video\/)/

const notFound = () => Response.json({ s: 0, error: 'Fichier introuvable.' }, { status: 404 })

const UPLOADS = '/uploads/'

/**
 * The path under /uploads as the client sent it, still percent-encoded: `resolveUploadPath` decodes it, once.
 * NOTE: not the router's `_splat`, which is already decoded: decoding that again turned a stored name holding
 * « %2F » into another name (issue #37: `..%2F..%2Fevil.json`'s own link answered 404).
 */
function uploadPathOf(request: Request): string | null {
  const { pathname } = new URL(request.url)
  return pathname.startsWith(UPLOADS) ? pathname.slice(UPLOADS.length) : null
}

/**
 * Serves a file under the spec's /uploads paths, only to whoever may read its document: the same
 * access rules as the CMS (a customer's file to its owner and staff; catalogue images to all).
 * Another customer's file answers 404, not 403, so that its existence is not revealed. A link signed by
 * GET /v1/folders/sign/{folderId} is its own access, until it expires.
 */
export async function serveUpload(request: Request): Promise<Response> {
  const path = uploadPathOf(request)
  const target = path === null ? null : resolveUploadPath(path)
  if (!target) return notFound()
  const payload = await payloadClient()
  const isSigned = isSignedUploadRequest(new URL(request.url), target.path)
  const user = isSigned ? null : await currentUser(payload, request)
  // The responsive sizes generated at upload are served like their original.
  const uploadConfig = payload.collections[target.collection].config.upload
  const sizeNames = (uploadConfig.imageSizes ?? []).map((size) => size.name)
  const doc = await payload
    .find({
      collection: target.collection,
      where: { or: [{ filename: { equals: target.filename } }, ...sizeNames.map((size) => ({ [`sizes.${size}.filename`]: { equals: target.filename } }))] },
      limit: 1,
      depth: 0,
      user,
      // NOTE: the signature, checked above, stands for the owner's session.
      overrideAccess: isSigned,
    })
    .then(({ docs }) => docs[0])
    .catch((error: unknown) => {
      // A visitor with no read access at all (e.g. anonymous on customer files) gets the same 404.
      if (error instanceof Forbidden) return undefined
      throw error
    })
  const variant = doc ? storedVariant(doc, target.filename) : null
  if (!doc || !variant) return notFound()

  const mimeType = variant.mimeType ?? 'application/octet-stream'
  const isPublic = target.collection === 'photos' && !('owner' in doc && doc.owner)
  return (
    (await storedFileResponse(payload, {
      collection: target.collection,
      doc,
      filename: variant.filename,
      mimeType,
      disposition: INLINE_TYPES.test(mimeType) ? 'inline' : 'attachment',
      isPublic,
    })) ?? notFound()
  )
}
