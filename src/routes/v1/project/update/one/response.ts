import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { requesterOf } from '@/server/projects/project-access.server'
import { readInput } from '@/server/v1/read-input.server'
import { saveAnswerAgain } from '@/server/questionnaire/answers.server'
import { updateOneResponseSchema, WIRE_INPUT } from '@/server/questionnaire/wire-input'
import { toWireResponse } from '@/server/v1/serializers/response'
import { toWireProject } from '@/server/v1/serializers/project'

/** POST /v1/project/update/one/response (response_id, response_value): answers a question again. */
export const Route = createFileRoute('/v1/project/update/one/response')({
  server: {
    handlers: {
      POST: v1(async ({ request, payload, user }) => {
        const { input } = await readInput(request, updateOneResponseSchema, WIRE_INPUT)
        const saved = await saveAnswerAgain(payload, { requester: requesterOf(request, user), responseId: input.response_id, value: input.response_value })
        return { response: toWireResponse(saved.response), project: toWireProject(saved.project) }
      }),
    },
  },
})
