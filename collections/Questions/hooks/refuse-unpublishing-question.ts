import type { CollectionBeforeValidateHook } from 'payload'
import { APIError } from 'payload'
import { RETIREMENT_COPY } from '../../../src/domain/questionnaire/retirement-copy.ts'

/**
 * Payload's « Dépublier » (a REST write of `_status: 'draft'` that is not a draft save, one question or the
 * list's many) is refused in French (400): it answered success while the question stayed in the live
 * questionnaire, whose published version holds it, and the questionnaire's « Publier » would publish it again.
 * A question leaves the live questionnaire by being deleted or retired (endpoints/delete-or-retire.ts).
 * NOTE: a hook is not told whether the write is a draft save; a REST draft save says so in its query
 * (`?draft=true`). The product's own Local API writes never unpublish a question.
 */
export const refuseUnpublishingQuestion: CollectionBeforeValidateHook = ({ data, operation, req }) => {
  const isDraftSave = String(req.query?.draft) === 'true'
  if (operation === 'update' && req.payloadAPI !== 'local' && data?._status === 'draft' && !isDraftSave) {
    throw new APIError(RETIREMENT_COPY.unpublishRefused, 400, undefined, true)
  }
  return data
}
