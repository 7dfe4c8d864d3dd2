import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { loadQuestionnaire } from '@/server/questionnaire/questionnaires.server'
import { toWireQuiz } from '@/server/v1/serializers/quiz'
import { toWireQuestion } from '@/server/v1/serializers/question'

/** GET /v1/project/quizz/questions: the published questionnaire, public (spec section 7). */
export const Route = createFileRoute('/v1/project/quizz/questions')({
  server: {
    handlers: {
      GET: v1(async ({ payload }) => {
        const { quiz, questions } = await loadQuestionnaire(payload)
        return { quizz: toWireQuiz(quiz), quizztions: questions.map(toWireQuestion) }
      }),
    },
  },
})
