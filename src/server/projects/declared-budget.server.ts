import type { Payload } from 'payload'
import type { Project } from '../../../payload-types.ts'
import { relationId } from '../../../collections/fields/relation-id.ts'
import { questionnaireOf } from '../../../collections/Quizzes/questionnaires.server.ts'
import { storedAnswers } from '../../../collections/Responses/stored-answers.server.ts'
import { hasVariable, QUESTION_TYPE } from '../../domain/questionnaire/index.ts'
import { declaredBudgetOf, isEstimateAboveBudget } from '../../domain/pricing/index.ts'

/** The question whose answer is the customer's budget: its variable (the spec's quizztion_variable). */
const BUDGET_VARIABLE = 'budget'

/** The budget the customer declared (the choice's title, « Moins de 15 000 € ») and whether the estimate stands above it. */
export type DeclaredBudgetView = { label: string; isEstimateAbove: boolean }

/**
 * The budget answered in the project's questionnaire, set against its estimate (the indicative range, cents
 * TTC); null when the questionnaire asks no budget, it is not answered, or its choice names no amount.
 * A system read: the caller has checked that the requester may open the project.
 */
export async function declaredBudgetOfProject(payload: Payload, project: Project, estimate: { low: number; high: number } | null): Promise<DeclaredBudgetView | null> {
  if (estimate === null || relationId(project.quiz) === null) return null
  const [{ engine }, { answers }] = await Promise.all([questionnaireOf(payload, project), storedAnswers(payload, project.id)])
  const question = engine.questions.find((candidate) => candidate.type === QUESTION_TYPE.singleChoice && hasVariable(candidate, BUDGET_VARIABLE))
  const stored = question ? answers[question.id] : undefined
  const label = question?.choices.find((choice) => choice.value === stored)?.title
  const declared = label ? declaredBudgetOf(label) : null
  return label && declared ? { label, isEstimateAbove: isEstimateAboveBudget({ estimate, declared }) } : null
}
