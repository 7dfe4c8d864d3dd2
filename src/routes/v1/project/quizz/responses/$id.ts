import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { parseProjectId, reachProject, requesterOf } from '@/server/projects/project-access.server'
import { questionnaireState } from '@/server/questionnaire/state.server'
import { toWireResponse } from '@/server/v1/serializers/response'
import { toWireProject } from '@/server/v1/serializers/project'

/**
 * GET /v1/project/quizz/responses/{id}: a project's responses, and where its questionnaire resumes
 * (the first unanswered question of the path, the progress, whether 'Terminer' is possible).
 */
export const Route = createFileRoute('/v1/project/quizz/responses/$id')({
  server: {
    handlers: {
      GET: v1(async ({ request, params, payload, user }) => {
        const { project } = await reachProject(payload, parseProjectId(payload, params.id), requesterOf(request, user))
        const state = await questionnaireState(payload, project)
        return {
          project: toWireProject(project),
          responses: state.responses.map(toWireResponse),
          resume: {
            quizztion_id: state.currentId,
            index: state.index,
            path: state.path,
            progress: state.progress,
            complete: state.isComplete ? 1 : 0,
          },
        }
      }),
    },
  },
})
