// NOTE: zod/mini (the same schemas, functions instead of methods): these load in the browser with the
// questionnaire, and zod/mini's parts are tree-shaken where classic zod comes whole (about 25 KB gzip).
import * as z from 'zod/mini'

/**
 * The questionnaire as the engine sees it. The CMS collections (questionnaires, questions) are mapped onto
 * these shapes; ids are opaque strings (never assume they are numbers).
 */

/** Question types by number (spec section 2). Unlisted numbers are read as text: see {@link toQuestionType}. */
export const QUESTION_TYPE = {
  text: 0,
  singleChoice: 1,
  imageUpload: 2,
  yesNo: 3,
  address: 4,
  richText: 5,
  password: 6,
  photo: 7,
  date: 8,
  identity: 9,
  multipleChoice: 10,
  number: 11,
  terms: 12,
  rooms: 13,
  longText: 14,
} as const

export const questionTypeSchema = z.literal([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14])
export type QuestionType = z.infer<typeof questionTypeSchema>

/** Condition operators, as the spec names them (French). */
export const OPERATORS = ['est', 'nestpas', 'superieura', 'inferieura', 'contient'] as const
export const operatorSchema = z.enum(OPERATORS)
export type Operator = z.infer<typeof operatorSchema>

/** A condition's link to the others of its rule; one 'ou' anywhere makes the whole rule an 'any'. */
export const conditionLinkSchema = z.enum(['et', 'ou'])
export type ConditionLink = z.infer<typeof conditionLinkSchema>

export const conditionSchema = z.object({
  questionId: z.string(),
  operator: operatorSchema,
  value: z.string(),
  link: conditionLinkSchema,
})
export type Condition = z.infer<typeof conditionSchema>

export const ruleSchema = z.object({
  noCondition: z.boolean(),
  conditions: z.array(conditionSchema),
  /** Id of the question to jump to; null means 'no jump'. */
  goto: z.nullable(z.string()),
})
export type Rule = z.infer<typeof ruleSchema>

export const choiceSchema = z.object({
  value: z.string(),
  title: z.string(),
  /** The choice carries a free input (type 3's 'other', type 10's free text). */
  hasInput: z.boolean(),
  placeholder: z.optional(z.string()),
  help: z.optional(z.string()),
  /** Room questions (type 13): the room this choice stands for. */
  pieceId: z.optional(z.string()),
  pieceTitle: z.optional(z.string()),
  pieceValue: z.optional(z.string()),
  rules: z.array(ruleSchema),
})
export type Choice = z.infer<typeof choiceSchema>

export const questionSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: questionTypeSchema,
  /** The spec's quizztion_variable (fullname, email, phone, commune...); '' when none. */
  variable: z.string(),
  optional: z.boolean(),
  choices: z.array(choiceSchema),
  rules: z.array(ruleSchema),
})
export type Question = z.infer<typeof questionSchema>

export const questionnaireSchema = z.object({
  id: z.string(),
  /** In the order they are asked when no rule jumps. */
  questions: z.array(questionSchema),
})
export type Questionnaire = z.infer<typeof questionnaireSchema>

/** Stored answers by question id; each value is encoded as spec section 5 says (see validation.ts). */
export const answersSchema = z.record(z.string(), z.string())
export type Answers = z.infer<typeof answersSchema>

/** Reads a stored type number; the spec shows unlisted numbers as text (type 0). */
export function toQuestionType(type: number): QuestionType {
  const parsed = questionTypeSchema.safeParse(type)
  return parsed.success ? parsed.data : QUESTION_TYPE.text
}

/** Whether the question's variable is `name` (compared trimmed, case-insensitive). */
export function hasVariable(question: Question, name: string): boolean {
  return question.variable.trim().toLowerCase() === name
}

/**
 * A commune question's « Autre commune » choice: its choice with a free input, whose answer is the commune
 * typed in (stored as text, not as a code).
 */
export function otherCommuneChoice(question: Question): Choice | undefined {
  return hasVariable(question, 'commune') ? question.choices.find((choice) => choice.hasInput) : undefined
}

/**
 * The communes a commune question offers when it limits them (the served area): its choices without a free
 * input, whose values are INSEE codes. Empty: every French commune.
 */
export function offeredCommuneChoices(question: Question): Choice[] {
  return question.choices.filter((choice) => !choice.hasInput)
}

/**
 * The question's choices, one per value: a value offered twice is one choice, its first (the questionnaire
 * check reports the repeat).
 */
export function distinctChoices(question: Question): Choice[] {
  return question.choices.filter((choice, index, choices) => choices.findIndex((other) => other.value === choice.value) === index)
}

/** The question with this id, or undefined. */
export function findQuestion(questionnaire: Questionnaire, questionId: string): Question | undefined {
  return questionnaire.questions.find((question) => question.id === questionId)
}

/** The stored answer of a question, read safely (an id such as 'constructor' is not an answer). */
export function storedAnswer(answers: Answers, questionId: string): string | undefined {
  return Object.hasOwn(answers, questionId) ? answers[questionId] : undefined
}
