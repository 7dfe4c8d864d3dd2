import { QUESTION_TYPE_LABELS, RULE_WORDS } from '../../src/domain/questionnaire/messages.ts'

/** Spec section 2: question types by number, with the label marketing staff see in the CMS. */
export const QUESTION_TYPE_OPTIONS = Object.entries(QUESTION_TYPE_LABELS).map(([value, label]) => ({ value, label }))

export const OPERATOR_OPTIONS = Object.entries(RULE_WORDS.operators).map(([value, label]) => ({ value, label }))

export const LINK_OPTIONS = Object.entries(RULE_WORDS.links).map(([value, label]) => ({ value, label }))
