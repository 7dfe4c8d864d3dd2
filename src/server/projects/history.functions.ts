import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { requestContext } from '@/server/http/request-context'
import { parseDocId } from '@/platform/payload-id.server'
import { listProjectHistory } from '@/server/projects/history.server'

/** The project's status history for its owner (or staff), newest first: the timeline on the project screen. */
export const fetchProjectHistory = createServerFn({ method: 'GET' })
  .middleware([requestContext])
  .validator(z.object({ projectId: z.string().max(40) }))
  .handler(({ data, context: { payload, user } }) => listProjectHistory(payload, user, parseDocId(payload, data.projectId, 'Identifiant de projet invalide.')))
