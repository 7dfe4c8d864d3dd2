import type { Payload } from 'payload'
import type { Response as ResponseDoc } from '../../payload-types.ts'
import type { Answers } from '../../src/domain/questionnaire/index.ts'
import { slugs } from '../slugs.ts'
import { relationId } from '../fields/relation-id.ts'

/** The part of the main response of a question; room sub-answers are named after the room. */
export const MAIN_PART = ''

/** The stored main answers of a project, by question id (what the engine reads). */
export async function storedAnswers(payload: Payload, projectId: number | string): Promise<{ answers: Answers; responses: ResponseDoc[] }> {
  const { docs } = await payload.find({
    collection: slugs.responses,
    where: { project: { equals: projectId } },
    depth: 0,
    limit: 2000,
    pagination: false,
    overrideAccess: true,
    sort: 'createdAt',
  })
  const answers: Answers = {}
  for (const response of docs) {
    if ((response.part ?? '') === MAIN_PART) answers[String(relationId(response.question))] = response.value ?? ''
  }
  return { answers, responses: docs }
}
