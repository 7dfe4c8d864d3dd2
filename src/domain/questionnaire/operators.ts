import { QUESTION_TYPE, type Operator, type QuestionType } from './model.ts'

/**
 * Which operators a condition may use on a question, by the question's type, as the branching engine
 * (branching.ts) evaluates the stored answer:
 * - a multiple choice (10) is a list: 'est' (that one value only), 'nestpas', 'contient' (one of them);
 *   a list has no order, so 'superieura' and 'inferieura' never hold;
 * - a number (11) or a date (8) is compared as a number or as a date: every operator but 'contient' (a
 *   substring of '120' or of '2026-05-01' means nothing to marketing);
 * - a single choice, yes/no or terms question (1, 3, 12) stores one choice's code: 'est', 'nestpas';
 * - free text (0, 5, 14), an address (4) and an identity (9, its phone) are text: 'est', 'nestpas' and
 *   'contient' (a substring); text is compared in code-unit order, which no rule means, so no 'superieura';
 * - images (2), a photo (7), a password (6, always stored masked) and rooms (13, a JSON list of rooms)
 *   store nothing a condition can compare: no operator.
 */
const OPERATORS_BY_TYPE: Record<QuestionType, readonly Operator[]> = {
  [QUESTION_TYPE.text]: ['est', 'nestpas', 'contient'],
  [QUESTION_TYPE.singleChoice]: ['est', 'nestpas'],
  [QUESTION_TYPE.imageUpload]: [],
  [QUESTION_TYPE.yesNo]: ['est', 'nestpas'],
  [QUESTION_TYPE.address]: ['est', 'nestpas', 'contient'],
  [QUESTION_TYPE.richText]: ['est', 'nestpas', 'contient'],
  [QUESTION_TYPE.password]: [],
  [QUESTION_TYPE.photo]: [],
  [QUESTION_TYPE.date]: ['est', 'nestpas', 'superieura', 'inferieura'],
  [QUESTION_TYPE.identity]: ['est', 'nestpas', 'contient'],
  [QUESTION_TYPE.multipleChoice]: ['est', 'nestpas', 'contient'],
  [QUESTION_TYPE.number]: ['est', 'nestpas', 'superieura', 'inferieura'],
  [QUESTION_TYPE.terms]: ['est', 'nestpas'],
  [QUESTION_TYPE.rooms]: [],
  [QUESTION_TYPE.longText]: ['est', 'nestpas', 'contient'],
}

/**
 * The operators a condition on a question of this type may use, in the builder's order. The CMS's rule
 * builder offers only these, and the authoring check (check.ts) reports any other as an error.
 */
export function operatorsFor(type: QuestionType): readonly Operator[] {
  return OPERATORS_BY_TYPE[type]
}

/** Whether a condition on a question of this type may use `operator`. */
export function isOperatorSuitable(type: QuestionType, operator: Operator): boolean {
  return OPERATORS_BY_TYPE[type].includes(operator)
}
