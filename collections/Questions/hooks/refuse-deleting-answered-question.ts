import type { CollectionBeforeDeleteHook } from 'payload'
import { APIError } from 'payload'
import { deletionOfQuestion } from '../../../src/domain/questionnaire/index.ts'
import { RETIREMENT_COPY } from '../../../src/domain/questionnaire/retirement-copy.ts'
import { answerCount } from '../question-answers.server.ts'

/**
 * An answered question is never deleted (its answers cite it): DELETE /api/questions retires it instead
 * (endpoints/delete-or-retire.ts); any other delete of it (the Local API, a script) is refused in French (409)
 * rather than failing on the answers' reference to it.
 */
export const refuseDeletingAnsweredQuestion: CollectionBeforeDeleteHook = async ({ id, req }) => {
  if (deletionOfQuestion(await answerCount(req.payload, { questionId: id, req })) === 'retire') {
    throw new APIError(RETIREMENT_COPY.answeredCannotBeDeleted, 409, undefined, true)
  }
}
