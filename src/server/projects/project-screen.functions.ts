import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { z } from 'zod'

/** The project screen's panels (see project-screen.server.ts), for the route loader. */
export const fetchProjectPanels = createServerFn({ method: 'GET' })
  .validator(z.object({ projectId: z.number().int().positive() }))
  .handler(async ({ data }) => {
    const [{ payloadClient }, { currentUser }, { requesterOf }, { projectPanels }] = await Promise.all([
      import('../payload.server.ts'),
      import('../auth/current-user.server.ts'),
      import('../questionnaire/requests.server.ts'),
      import('./project-screen.server.ts'),
    ])
    const request = getRequest()
    const payload = await payloadClient()
    const user = await currentUser(payload, request)
    return projectPanels(payload, requesterOf(request, user), data.projectId)
  })
