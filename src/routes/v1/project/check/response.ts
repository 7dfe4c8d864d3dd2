import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { parseProjectId, reachProject } from '@/server/projects/project-access.server'
import { readBody, requesterOf } from '@/server/questionnaire/requests.server'
import { storedAnswers } from '@/server/questionnaire/answers.server'
import { checkResponseSchema, parseInput } from '@/server/questionnaire/wire-input'
import { toWireResponse } from '@/server/v1/serializers/response'

/** POST /v1/project/check/response (project_id): the project's last saved response, or null. */
export const Route = createFileRoute('/v1/project/check/response')({
  server: {
    handlers: {
      POST: v1(async ({ request, payload, user }) => {
        const input = parseInput(checkResponseSchema, (await readBody(request)).fields)
        const { project } = await reachProject(payload, parseProjectId(input.project_id), requesterOf(request, user))
        const { responses } = await storedAnswers(payload, project.id)
        const last = responses.filter((response) => !response.part).sort((a, b) => a.updatedAt.localeCompare(b.updatedAt)).at(-1)
        return last ? toWireResponse(last) : null
      }),
    },
  },
})
