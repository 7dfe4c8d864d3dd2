import type { Response as ResponseDoc } from '../../../../payload-types.ts'
import { wireId } from '../../../domain/relation.ts'

export type WireResponse = {
  response_id: string
  response_label: string
  response_value: string
  /** '' for the answer itself; a room sub-answer's label otherwise. */
  response_part: string
  response_visa: 1
  fk_response_quizztion: string | null
  fk_response_quizz: string | null
  fk_response_project: string | null
  fk_response_user: string | null
}

/** A response as the spec's client reads it (section 3, Response). */
export function toWireResponse(response: ResponseDoc): WireResponse {
  return {
    response_id: String(response.id),
    response_label: response.label ?? '',
    response_value: response.value ?? '',
    response_part: response.part ?? '',
    response_visa: 1,
    fk_response_quizztion: wireId(response.question),
    fk_response_quizz: wireId(response.quiz),
    fk_response_project: wireId(response.project),
    fk_response_user: wireId(response.owner),
  }
}
