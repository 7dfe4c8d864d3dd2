import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { loadQuestionnaire } from '../../../../../collections/Quizzes/questionnaires.server'
import { toWireQuiz } from '@/server/v1/serializers/quiz'
import { toWirePrefill, toWireQuestion } from '@/server/v1/serializers/question'
import { questionsQuerySchema } from '@/server/questionnaire/wire-input'
import { parseInput } from '@/domain/parse-input'
import { prefillDrafts, type PrefillUser } from '@/domain/questionnaire'
import { isSameDoc } from '@/domain/ids'
import { ForbiddenError, UnauthenticatedError } from '@/domain/errors'

/**
 * GET /v1/project/quizz/questions?user_id&user_phone: the published questionnaire, public (spec section 7).
 * `prefill` (ours) holds the answers the caller's account prefills (fullname, email, phone, identity), by
 * quizztion_id, when `user_id` names the caller; another user's id is a 403 (and without a session a
 * 401): an id in a query string never reads someone else's data. `user_phone` is a phone the caller gave
 * (a visitor's add-account step): it prefills the phone answers as it was sent, and is never looked up.
 */
export const Route = createFileRoute('/v1/project/quizz/questions')({
  server: {
    handlers: {
      GET: v1(async ({ request, payload, user }) => {
        const query = parseInput(questionsQuerySchema, Object.fromEntries(new URL(request.url).searchParams))
        if (query.user_id !== null && !user) throw new UnauthenticatedError()
        if (query.user_id !== null && !isSameDoc(query.user_id, user?.id)) throw new ForbiddenError()
        const account: PrefillUser = query.user_id !== null && user ? { firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone } : {}
        const { quiz, questions, engine } = await loadQuestionnaire(payload)
        const prefill = prefillDrafts(engine.questions, { ...account, ...(query.user_phone ? { phone: query.user_phone } : {}) })
        return { quizz: toWireQuiz(quiz), quizztions: questions.map(toWireQuestion), prefill: toWirePrefill(prefill) }
      }),
    },
  },
})
