import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { parseProjectId, reachProject, requesterOf } from '@/server/projects/project-access.server'
import { readInput } from '@/server/v1/read-input.server'
import { storedAnswers } from '../../../../../collections/Responses/stored-answers.server'
import { checkResponseSchema, WIRE_INPUT } from '@/server/questionnaire/wire-input'
import { toWireResponse } from '@/server/v1/serializers/response'

/** POST /v1/project/check/response (project_id): the project's last saved response, or null. */
export const Route = createFileRoute('/v1/project/check/response')({
  server: {
    handlers: {
      POST: v1(async ({ request, payload, user }) => {
        const { input } = await readInput(request, checkResponseSchema, WIRE_INPUT)
        const { project } = await reachProject(payload, parseProjectId(payload, input.project_id), requesterOf(request, user))
        const { responses } = await storedAnswers(payload, project.id)
        const last = responses.filter((response) => !response.part).sort((a, b) => a.updatedAt.localeCompare(b.updatedAt)).at(-1)
        return last ? toWireResponse(last) : null
      }),
    },
  },
})
