import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { answerRoute } from '@/server/questionnaire/answer-route.server'

/** POST /v1/project/quizz/create/single/response: saves one answer (creates the project on the first one). */
export const Route = createFileRoute('/v1/project/quizz/create/single/response')({
  server: { handlers: { POST: v1(answerRoute) } },
})
