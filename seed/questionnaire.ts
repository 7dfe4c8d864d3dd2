import type { Payload } from 'payload'
import type { Photo, Question, Quiz } from '../payload-types.ts'
import { slugs } from '../collections/slugs.ts'
import { QUESTIONNAIRE, type QuestionKey, type SeedChoice, type SeedImage, type SeedRule } from './content/questionnaire.ts'
import { styleLook } from './content/styles.ts'
import type { PictureRequest } from './uploads.ts'

/**
 * Loads the demo questionnaire: the quiz, then every question in order (position), then the branching
 * rules, which can only name questions once they all exist. Everything is published.
 */

export type SeededQuestionnaire = {
  quizId: Quiz['id']
  questionIds: Record<QuestionKey, Question['id']>
}

const pictureName = (slot: string) => `questionnaire-${slot}.jpg`

function picture(slot: string, image: SeedImage): PictureRequest {
  return { name: pictureName(slot), alt: image.alt, look: styleLook(image.style), scene: image.scene, seed: `questionnaire-${slot}` }
}

/** The pictures of the questionnaire: its two intro images and the questions' illustrations. */
export function questionnairePictures(): PictureRequest[] {
  return [
    picture('intro', QUESTIONNAIRE.image),
    picture('intro-2', QUESTIONNAIRE.image2),
    ...QUESTIONNAIRE.questions.flatMap((question) => (question.image ? [picture(question.key, question.image)] : [])),
  ]
}

type RuleData = NonNullable<Question['rules']>[number]
type ChoiceData = NonNullable<Question['choices']>[number]

function toRuleData(rule: SeedRule, idOf: (key: QuestionKey) => Question['id']): RuleData {
  return {
    noCondition: rule.noCondition,
    conditions: rule.conditions.map((condition) => ({
      link: condition.link,
      question: idOf(condition.question),
      operator: condition.operator,
      value: condition.value,
    })),
    goto: idOf(rule.goto),
  }
}

function toChoiceData(choice: SeedChoice, idOf?: (key: QuestionKey) => Question['id']): ChoiceData {
  return {
    value: choice.value,
    title: choice.title,
    hasInput: choice.hasInput ?? false,
    placeholder: choice.placeholder ?? null,
    help: choice.help ?? null,
    pieceId: choice.pieceId ?? null,
    pieceTitle: choice.pieceTitle ?? null,
    pieceValue: choice.pieceValue ?? null,
    rules: idOf ? (choice.rules ?? []).map((rule) => toRuleData(rule, idOf)) : [],
  }
}

export async function seedQuestionnaire(payload: Payload, photoByName: ReadonlyMap<string, Photo>): Promise<SeededQuestionnaire> {
  const photoId = (slot: string) => {
    const photo = photoByName.get(pictureName(slot))
    if (!photo) throw new Error(`Seed picture missing: ${pictureName(slot)}`)
    return photo.id
  }
  const quiz = await payload.create({
    collection: slugs.quizzes,
    data: {
      title: QUESTIONNAIRE.title,
      subtitle: QUESTIONNAIRE.subtitle,
      image: photoId('intro'),
      image2: photoId('intro-2'),
      _status: 'published',
    },
    draft: false,
    overrideAccess: true,
  })

  // First pass: the questions, without rules (their targets do not exist yet).
  const questionIds = {} as Record<QuestionKey, Question['id']>
  for (const [position, question] of QUESTIONNAIRE.questions.entries()) {
    const created = await payload.create({
      collection: slugs.questions,
      data: {
        quiz: quiz.id,
        position,
        title: question.title,
        type: question.type,
        variable: question.variable ?? null,
        optional: question.optional ?? false,
        ...(question.image ? { image: photoId(question.key) } : {}),
        choices: (question.choices ?? []).map((choice) => toChoiceData(choice)),
        rules: [],
        _status: 'published',
      },
      draft: false,
      overrideAccess: true,
    })
    questionIds[question.key] = created.id
  }

  // Second pass: the rules, on the questions and on their choices, now that every id is known.
  const idOf = (key: QuestionKey) => questionIds[key]
  for (const question of QUESTIONNAIRE.questions) {
    const hasChoiceRules = (question.choices ?? []).some((choice) => (choice.rules ?? []).length > 0)
    if (!hasChoiceRules && (question.rules ?? []).length === 0) continue
    await payload.update({
      collection: slugs.questions,
      id: questionIds[question.key],
      data: {
        choices: (question.choices ?? []).map((choice) => toChoiceData(choice, idOf)),
        rules: (question.rules ?? []).map((rule) => toRuleData(rule, idOf)),
        _status: 'published',
      },
      draft: false,
      overrideAccess: true,
    })
  }
  return { quizId: quiz.id, questionIds }
}
