/**
 * In place of Payload's « Dépublier » on a question: nothing. A question does not leave the live
 * questionnaire by itself (its version keeps it, and the questionnaire's « Publier » publishes every draft);
 * it leaves by being deleted or retired. The API refuses it too (collections/Questions/hooks/refuse-unpublishing-question.ts).
 */
export function NoQuestionUnpublish() {
  return null
}
