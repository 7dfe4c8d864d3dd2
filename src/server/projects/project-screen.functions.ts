import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { requestContext } from '@/server/http/request-context'
import { isWellFormedDocId } from '@/platform/payload-id.server'
import { projectPanels } from '@/server/projects/project-screen.server'

/** The project screen's panels (see project-screen.server.ts), for the route loader; a malformed id is a wrong link. */
export const fetchProjectPanels = createServerFn({ method: 'GET' })
  .middleware([requestContext])
  .validator(z.object({ projectId: z.string().max(40) }))
  .handler(async ({ data, context: { payload, requester } }) =>
    isWellFormedDocId(payload, data.projectId) ? projectPanels(payload, requester, data.projectId) : { kind: 'wrong-link' as const },
  )
