import type { Payload, Where } from 'payload'
import type { User } from '../../../payload-types.ts'
import { slugs } from '../../../collections/slugs.ts'
import { MAIN_PART } from '../../../collections/Responses/stored-answers.server.ts'
import { QUESTION_TYPE, unaskedAnswers, type Answers, type Questionnaire } from '../../domain/questionnaire/index.ts'
import { payloadIdOf } from '../../platform/payload-id.server.ts'

/**
 * Whether the customer accepted a consent question (12) of this questionnaire on one of their projects:
 * one count of their own responses, read with their rights; no query when the questionnaire asks none.
 */
async function hasConsented(payload: Payload, user: User, questionnaire: Questionnaire): Promise<boolean> {
  const consents = questionnaire.questions.filter((question) => question.type === QUESTION_TYPE.terms && question.choices[0] !== undefined)
  if (consents.length === 0) return false
  const { totalDocs } = await payload.count({
    collection: slugs.responses,
    where: {
      and: [
        { owner: { equals: user.id } },
        { part: { equals: MAIN_PART } },
        { or: consents.map((question): Where => ({ and: [{ question: { equals: payloadIdOf(payload, question.id) } }, { value: { equals: question.choices[0]?.value } }] })) },
      ],
    },
    user,
    overrideAccess: false,
  })
  return totalDocs > 0
}

/**
 * The answers the questionnaire does not ask this requester (src/domain/questionnaire/unasked-answers.ts):
 * from the signed-in user's account, or a visitor's password (chosen after the emailed code).
 */
export async function unaskedAnswersFor(payload: Payload, user: User | null, questionnaire: Questionnaire): Promise<Answers> {
  if (!user) return unaskedAnswers(questionnaire, { account: null })
  const account = {
    email: user.email ?? '',
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    phone: user.phone ?? '',
    hasConsented: await hasConsented(payload, user, questionnaire),
  }
  return unaskedAnswers(questionnaire, { account })
}
