import type { Payload } from 'payload'
import type { File as FileDoc, User } from '../../../payload-types.ts'
import { slugs } from '../../../collections/slugs.ts'
import { relationId } from '../../../collections/fields/relation-id.ts'
import { userHasRole } from '../../../collections/access/roles-of.ts'
import { NotFoundError, UnauthenticatedError } from '../../domain/errors.ts'
import { ownershipRefusal } from '../access/ownership-refusal.ts'
import { decodeFileList, encodeFileList, type StoredFile } from '../../domain/questionnaire/index.ts'
import { PAGE_SIZES, pageResult, parsePagination, type PageResult, type PaginationQuery } from '../../domain/pagination/index.ts'
import { assertMayWriteProject, reachProject, type Requester } from './project-access.server.ts'
import { actingFor } from './project-detail.server.ts'
import { relationTo } from '../payload-relation.server.ts'
import { parseDocId } from '../../platform/payload-id.server.ts'
import type { DocId } from '../../domain/ids/index.ts'

/** One photo of a project as the spec's client reads it (section 3, Photo). */
export type WireProjectPhoto = { photo_id: string; photo_uri: string; photo_name: string; photo_thumb: string | null }

const fileUrl = (filename: string) => `/uploads/folders/img/${encodeURIComponent(filename)}`

function toWireProjectPhoto(file: FileDoc): WireProjectPhoto {
  const filename = file.filename ?? ''
  const thumbnail = file.sizes?.thumbnail?.filename
  return { photo_id: String(file.id), photo_uri: fileUrl(filename), photo_name: filename, photo_thumb: thumbnail ? fileUrl(thumbnail) : null }
}

/**
 * GET /v1/project/img/{projectId}?p&div: the project's photos (the customer's pictures, files of kind
 * 'photo'), oldest first, 4 a page by default (spec section 9).
 */
export async function listProjectPhotos(
  payload: Payload,
  { projectId, requester, query }: { projectId: DocId; requester: Requester; query: PaginationQuery },
): Promise<PageResult<WireProjectPhoto>> {
  const pagination = parsePagination(query, PAGE_SIZES.images)
  const access = await reachProject(payload, projectId, requester)
  const found = await payload.find({
    collection: slugs.files,
    where: { and: [{ project: { equals: projectId } }, { kind: { equals: 'photo' } }] },
    sort: 'createdAt',
    page: pagination.page,
    limit: pagination.pageSize,
    depth: 0,
    ...actingFor(access, requester),
  })
  return pageResult({ data: found.docs.map(toWireProjectPhoto), total: found.totalDocs, ...pagination })
}


/**
 * POST /v1/project/del/img/{photoId}: the project's owner removes one of its photos: it leaves the project
 * (its photos, its image if it was that, and the questionnaire's photo answers that list it) and the file is
 * deleted with its generated sizes.
 * Staff manage files from the back office; here only the owner may delete.
 */
export async function deleteProjectPhoto(payload: Payload, { rawPhotoId, user }: { rawPhotoId: string | undefined; user: User | null }): Promise<{ photo_id: string }> {
  const photoDocId = parseDocId(payload, rawPhotoId, 'Identifiant de photo invalide.')
  if (!user) throw new UnauthenticatedError()
  const photoId = relationTo(payload, photoDocId)
  // NOTE: read as the system; the owner check follows, and someone else's photo answers as a missing one.
  const file = await payload.findByID({ collection: slugs.files, id: photoId, depth: 0, overrideAccess: true, disableErrors: true })
  const projectId = file ? relationId(file.project) : null
  if (!file || file.kind !== 'photo' || projectId === null) throw new NotFoundError('Photo introuvable.')
  const project = await payload.findByID({ collection: slugs.projects, id: projectId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!project) throw new NotFoundError('Photo introuvable.')
  const isOwner = String(relationId(file.owner)) === String(user.id) && String(relationId(project.owner)) === String(user.id)
  if (!isOwner) throw ownershipRefusal({ mayKnowItExists: userHasRole(user, 'staff'), notFound: 'Photo introuvable.' })
  assertMayWriteProject(project, user)

  const photos = (project.photos ?? []).map((photo) => relationId(photo)).filter((id) => id !== null && String(id) !== String(photoId))
  const isImage = String(relationId(project.image)) === String(photoId)
  await payload.update({
    collection: slugs.projects,
    id: project.id,
    data: { photos: photos as number[], ...(isImage ? { image: null } : {}) },
    depth: 0,
    user,
    overrideAccess: false,
  })
  await removeFileFromAnswers(payload, { projectId: project.id, fileId: String(photoId), user })
  await payload.delete({ collection: slugs.files, id: photoId, depth: 0, user, overrideAccess: false })
  return { photo_id: String(photoId) }
}

/** A questionnaire answer that listed a file, as it stands once the file has left it. */
export type FileAnswer = { variable: string; files: StoredFile[] }

/**
 * A file leaves the stored answers of its project's file questions (types 2 and 7: lists of
 * {folder_id, folder_name}) that name it, with the requester's rights; the answers that changed, as they now read.
 */
export async function removeFileFromAnswers(
  payload: Payload,
  { projectId, fileId, user }: { projectId: number | string; fileId: string; user: User },
): Promise<FileAnswer[]> {
  // NOTE: `like`, not `contains`: the MongoDB adapter turns a `contains` whose value looks like an ObjectId
  // into an equality, so a file's id would never be found inside an answer's text there.
  const { docs: responses } = await payload.find({
    collection: slugs.responses,
    where: { and: [{ project: { equals: projectId } }, { value: { like: fileId } }] },
    limit: 100,
    depth: 0,
    user,
    overrideAccess: false,
  })
  const changed: FileAnswer[] = []
  for (const response of responses) {
    const files = decodeFileList(response.value ?? undefined)
    if (!files.some((stored) => stored.folder_id === fileId)) continue
    const remaining = files.filter((stored) => stored.folder_id !== fileId)
    await payload.update({ collection: slugs.responses, id: response.id, data: { value: encodeFileList(remaining) }, depth: 0, user, overrideAccess: false })
    changed.push({ variable: response.label ?? '', files: remaining })
  }
  return changed
}
