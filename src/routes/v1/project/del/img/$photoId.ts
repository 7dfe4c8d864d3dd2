import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { deleteProjectPhotoRoute } from '@/server/projects/project-routes.server'

/** POST /v1/project/del/img/$photoId: the owner removes a photo from the project and its file is deleted. */
export const Route = createFileRoute('/v1/project/del/img/$photoId')({
  server: { handlers: { POST: v1(deleteProjectPhotoRoute) } },
})
