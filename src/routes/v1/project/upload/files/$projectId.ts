import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { parseProjectId, reachProject, requesterOf } from '@/server/projects/project-access.server'
import { readBody } from '@/server/v1/read-input.server'
import { WIRE_INPUT } from '@/server/questionnaire/wire-input'
import { uploadProjectPhotos } from '@/server/questionnaire/photos.server'

/**
 * POST /v1/project/upload/files/{projectId} (form data project_photos[]): photos of an image question,
 * answered as the answer stores them ({folder_id, folder_name}); images (15 MB each at most) and plans as PDF
 * (50 MB).
 */
export const Route = createFileRoute('/v1/project/upload/files/$projectId')({
  server: {
    handlers: {
      POST: v1(async ({ request, params, payload, user }) => {
        const requester = requesterOf(request, user)
        const access = await reachProject(payload, parseProjectId(payload, params.projectId), requester, { forWrite: true })
        const { files } = await readBody(request, WIRE_INPUT)
        const picked = [...(files.get('project_photos[]') ?? []), ...(files.get('project_photos') ?? [])]
        return { files: await uploadProjectPhotos(payload, { access, requester, files: picked, acceptsPlans: true }) }
      }),
    },
  },
})
