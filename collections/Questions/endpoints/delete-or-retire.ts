import type { Endpoint, PayloadRequest } from 'payload'
import type { User } from '../../../payload-types.ts'
import { APIError, parseParams } from 'payload'
import { DomainError } from '../../../src/domain/errors.ts'
import { RETIREMENT_COPY } from '../../../src/domain/questionnaire/retirement-copy.ts'
import { isWellFormedDocId } from '../../../src/platform/payload-id.server.ts'
import { UNEXPECTED_ERROR } from '../../hooks/answer-payload-english-in-french.ts'
import { slugs } from '../../slugs.ts'
import { refusal } from '../../endpoints/answers.ts'
import { deleteOrRetireQuestion } from '../question-deletion.server.ts'

/** The French message of a failure the user may read; an unexpected one is logged and answered in general terms. */
function publicMessage(req: PayloadRequest, error: unknown): string {
  if (error instanceof DomainError) return error.message
  if (error instanceof APIError && error.isPublic) return error.message
  req.payload.logger.error({ err: error, msg: 'Deleting a question failed' })
  return UNEXPECTED_ERROR
}

/**
 * DELETE /api/questions/:id, in place of Payload's own (custom endpoints come first): an answered question
 * is retired instead of deleted (question-deletion.server.ts). Answers `{ doc, retired, message }`.
 */
export const deleteOrRetireQuestionEndpoint: Endpoint = {
  path: '/:id',
  method: 'delete',
  handler: async (req) => {
    const id = String(req.routeParams?.id ?? '')
    if (!isWellFormedDocId(req.payload, id)) return refusal({ message: RETIREMENT_COPY.notFound, status: 404 })
    try {
      const { doc, fate, message } = await deleteOrRetireQuestion(req.payload, { user: req.user as User | null, id, req })
      return Response.json({ doc, retired: fate === 'retire', message })
    } catch (error) {
      if (error instanceof DomainError) return refusal(error)
      throw error
    }
  },
}

/**
 * DELETE /api/questions?where=… (the admin's bulk delete), in place of Payload's own: each question the
 * user may read is deleted or, when answered, retired. Answers Payload's shape, `{ docs, errors, message }`,
 * 400 when one failed.
 */
export const deleteOrRetireQuestionsEndpoint: Endpoint = {
  path: '/',
  method: 'delete',
  handler: async (req) => {
    const { where } = parseParams(req.query)
    if (!where) return refusal({ message: RETIREMENT_COPY.noneChosen, status: 400 })
    const { docs: chosen } = await req.payload.find({
      collection: slugs.questions,
      where,
      depth: 0,
      pagination: false,
      user: req.user,
      overrideAccess: false,
      req,
    })
    const docs = []
    const errors = []
    for (const question of chosen) {
      try {
        docs.push((await deleteOrRetireQuestion(req.payload, { user: req.user as User | null, id: question.id, req })).doc)
      } catch (error) {
        errors.push({ id: question.id, message: publicMessage(req, error) })
      }
    }
    const message = errors.length === 0 ? RETIREMENT_COPY.manyDone(docs.length) : errors.map((error) => error.message).join('\n')
    return Response.json({ docs, errors, message }, { status: errors.length === 0 ? 200 : 400 })
  },
}
