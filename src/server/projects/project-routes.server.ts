import type { V1Context } from '../v1/handler.server.ts'
import { toWireProjectDetail } from '../v1/serializers/project-detail.ts'
import { toWireProject } from '../v1/serializers/project.ts'
import { readBody } from '../v1/read-input.server.ts'
import { UPLOAD_BODY_LIMIT } from '../http/body-limits.ts'
import { acceptEstimate } from './accept-estimate.server.ts'
import { parseProjectId, reachProject, requesterOf } from './project-access.server.ts'
import { projectDocumentResponse } from './project-documents.server.ts'
import { loadProjectDetail } from './project-detail.server.ts'
import { deleteProjectPhoto, listProjectPhotos } from './project-photos.server.ts'
import { updateProject } from './project-update.server.ts'
import { checkPromoCode } from './promo-code.server.ts'

/**
 * The project calls of /v1 (spec section 7) as thin adapters: read the path and body, call the service,
 * serialize to the wire names. Ownership is checked in every service (reachProject or the file's owner).
 */

/** GET /v1/project/{id} and /v1/project/one/{id}. */
export async function projectDetailRoute({ request, params, payload, user }: V1Context) {
  const requester = requesterOf(request, user)
  const access = await reachProject(payload, parseProjectId(payload, params.id), requester)
  return toWireProjectDetail(await loadProjectDetail(payload, access, requester))
}

/** POST /v1/project/update/{id}. */
export async function updateProjectRoute({ request, params, payload, user }: V1Context) {
  const projectId = parseProjectId(payload, params.id)
  const { fields } = await readBody(request, UPLOAD_BODY_LIMIT)
  return toWireProjectDetail(await updateProject(payload, { projectId, user, body: fields }))
}

/** GET /v1/project/docs/{name} (inline) and /v1/project/download/pdf/{name} (attachment). */
export function projectDocumentRoute(disposition: 'inline' | 'attachment') {
  return ({ request, params, payload, user }: V1Context) =>
    projectDocumentResponse(payload, { name: params.name ?? '', requester: requesterOf(request, user), disposition })
}

/** GET /v1/project/img/{projectId}?p&div. */
export function projectPhotosRoute({ request, params, payload, user }: V1Context) {
  const search = new URL(request.url).searchParams
  return listProjectPhotos(payload, {
    projectId: parseProjectId(payload, params.projectId),
    requester: requesterOf(request, user),
    query: { p: search.get('p'), div: search.get('div') },
  })
}

/** POST /v1/project/del/img/{photoId}. */
export function deleteProjectPhotoRoute({ params, payload, user }: V1Context) {
  return deleteProjectPhoto(payload, { rawPhotoId: params.photoId, user })
}

/** GET /v1/project/accept/estimatif/{id}. */
export async function acceptEstimateRoute({ params, payload, user }: V1Context) {
  return toWireProject(await acceptEstimate(payload, { projectId: parseProjectId(payload, params.id), user }))
}

/** GET /v1/project/check/code/{code}?type. */
export async function checkPromoCodeRoute({ request, params, user }: V1Context) {
  return checkPromoCode({ user, code: params.code, type: new URL(request.url).searchParams.get('type') })
}
