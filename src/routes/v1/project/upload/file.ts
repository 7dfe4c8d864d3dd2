import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { parseProjectId, reachProject, requesterOf } from '@/server/projects/project-access.server'
import { readBody } from '@/server/v1/read-input.server'
import { parseInput } from '@/domain/parse-input'
import { singleUploadSchema, WIRE_INPUT } from '@/server/questionnaire/wire-input'
import { uploadProjectImage } from '@/server/questionnaire/photos.server'

/**
 * POST /v1/project/upload/file (form data `file`, `projectId`): the spec's single-file upload, beside
 * POST /v1/project/upload/files/{projectId} and with its checks (the project's owner, staff or the
 * visitor holding its key; one image, 15 MB at most). The picture becomes the project's image:
 * `project_img` (its stored name), with `photo_id` beside it.
 */
export const Route = createFileRoute('/v1/project/upload/file')({
  server: {
    handlers: {
      POST: v1(async ({ request, payload, user }) => {
        const { fields, files } = await readBody(request, WIRE_INPUT)
        const { projectId } = parseInput(singleUploadSchema, fields, WIRE_INPUT)
        const requester = requesterOf(request, user)
        const access = await reachProject(payload, parseProjectId(payload, projectId), requester, { forWrite: true })
        const image = await uploadProjectImage(payload, { access, requester, file: files.get('file')?.[0] })
        return { project_img: image.filename, photo_id: image.fileId }
      }),
    },
  },
})
