import { distinctChoices, hasVariable, QUESTION_TYPE, type Question } from '../questionnaire/model.ts'
import { draftFromStored, type ChoiceDraft, type MultipleChoiceDraft } from '../questionnaire/drafts.ts'
import { isEmptyValue } from '../questionnaire/values.ts'
import { ratio } from './figures.ts'

/** The question types whose answers are counted per choice: single choice, yes/no, multiple choice. */
const CHOICE_TYPES: ReadonlySet<number> = new Set([QUESTION_TYPE.singleChoice, QUESTION_TYPE.yesNo, QUESTION_TYPE.multipleChoice])

/**
 * Whether the answers of a question are counted per choice. Not the terms (a single « J'accepte ») nor a
 * commune question: its answers are INSEE codes of any French commune, whose names are not in the question.
 */
export function isChoiceQuestion(question: Question): boolean {
  return CHOICE_TYPES.has(question.type) && !hasVariable(question, 'commune')
}

/**
 * The values of the choices a stored answer picks, decoded as the questionnaire engine reads it back
 * (draftFromStored): free text typed in a choice with an input counts for that choice. A value the question
 * no longer offers is kept as it is.
 */
export function chosenValues(question: Question, stored: string): string[] {
  if (question.type === QUESTION_TYPE.multipleChoice) {
    // NOTE: draftFromStored gives the draft shape of the question's type: a list for a multiple choice.
    return [...new Set((draftFromStored(question, stored) as MultipleChoiceDraft).values)]
  }
  const { value } = draftFromStored(question, stored) as ChoiceDraft
  return isEmptyValue(value) ? [] : [value]
}

/** How many projects picked one choice, and their share of the projects that answered the question. */
export type ChoiceCount = { value: string; label: string; count: number; share: number }

export type ChoiceDistribution = {
  questionId: string
  title: string
  /** Several choices per answer: the shares may add up to more than 1. */
  isMultiple: boolean
  /** Projects with an answer to the question. */
  answered: number
  /** Every choice the question offers, in its order, with 0 for those never picked. */
  choices: ChoiceCount[]
  /** Picks of a value the question no longer offers (a choice removed since). */
  unlisted: number
  /** Their share of the projects that answered. */
  unlistedShare: number
}

/**
 * The answer distribution of a choice question over stored answers (one per project): per choice, the count
 * of projects that picked it, labelled with the choice's title.
 */
export function choiceDistribution(question: Question, storedAnswers: readonly string[]): ChoiceDistribution {
  const choices = distinctChoices(question)
  const counts = new Map<string, number>(choices.map((choice) => [choice.value, 0]))
  let answered = 0
  let unlisted = 0
  for (const stored of storedAnswers) {
    const values = chosenValues(question, stored)
    if (values.length === 0) continue
    answered += 1
    for (const value of values) {
      const count = counts.get(value)
      if (count === undefined) unlisted += 1
      else counts.set(value, count + 1)
    }
  }
  return {
    questionId: question.id,
    title: question.title,
    isMultiple: question.type === QUESTION_TYPE.multipleChoice,
    answered,
    choices: choices.map((choice) => {
      const count = counts.get(choice.value) ?? 0
      return { value: choice.value, label: choice.title, count, share: ratio(count, answered) ?? 0 }
    }),
    unlisted,
    unlistedShare: ratio(unlisted, answered) ?? 0,
  }
}
