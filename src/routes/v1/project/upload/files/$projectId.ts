import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { parseProjectId, reachProject } from '@/server/projects/project-access.server'
import { readBody, requesterOf } from '@/server/questionnaire/requests.server'
import { uploadProjectPhotos } from '@/server/questionnaire/photos.server'

/**
 * POST /v1/project/upload/files/{projectId} (form data project_photos[]): photos of an image question,
 * answered as the answer stores them ({folder_id, folder_name}); images only, 15 MB each at most.
 */
export const Route = createFileRoute('/v1/project/upload/files/$projectId')({
  server: {
    handlers: {
      POST: v1(async ({ request, params, payload, user }) => {
        const requester = requesterOf(request, user)
        const access = await reachProject(payload, parseProjectId(params.projectId), requester)
        const { files } = await readBody(request)
        const picked = [...(files.get('project_photos[]') ?? []), ...(files.get('project_photos') ?? [])]
        return { files: await uploadProjectPhotos(payload, { access, requester, files: picked }) }
      }),
    },
  },
})
