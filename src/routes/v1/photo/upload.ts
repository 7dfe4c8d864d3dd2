import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { parseProjectId, reachProject, requesterOf } from '@/server/projects/project-access.server'
import { readBody } from '@/server/v1/read-input.server'
import { WIRE_INPUT } from '@/server/questionnaire/wire-input'
import { uploadProjectPhotos } from '@/server/questionnaire/photos.server'

/**
 * POST /v1/photo/upload (form data photo_uri, project_id): the single photo of a photo question (type 7);
 * answers the stored image's name, which the answer stores.
 */
export const Route = createFileRoute('/v1/photo/upload')({
  server: {
    handlers: {
      POST: v1(async ({ request, payload, user }) => {
        const requester = requesterOf(request, user)
        const { fields, files } = await readBody(request, WIRE_INPUT)
        const access = await reachProject(payload, parseProjectId(payload, fields.project_id), requester, { forWrite: true })
        const [stored] = await uploadProjectPhotos(payload, { access, requester, files: (files.get('photo_uri') ?? []).slice(0, 1) })
        return { photo_uri: stored?.folder_name ?? null, photo_id: stored?.folder_id ?? null }
      }),
    },
  },
})
