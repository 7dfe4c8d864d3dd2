import { ANSWER_MESSAGES } from './messages.ts'
import { hasVariable, type Question } from './model.ts'

type NumberRange = { min: number; max: number; isInteger: boolean; message: string }

/**
 * The sensible values of the numbers the project is made of, by the question's variable: a floor from the
 * second basement to the 60th (0 for a ground floor), a living surface from 5 to 2,000 m².
 */
const RANGES: Readonly<Record<string, NumberRange>> = {
  floor: { min: -2, max: 60, isInteger: true, message: ANSWER_MESSAGES.floorOutOfRange },
  surface: { min: 5, max: 2000, isInteger: false, message: ANSWER_MESSAGES.surfaceOutOfRange },
}

/** The refusal of a number out of its question's range, or null (in range, or a question without one). */
export function numberOutOfRange(question: Question, value: number): string | null {
  const range = Object.entries(RANGES).find(([variable]) => hasVariable(question, variable))?.[1]
  if (!range) return null
  const isInRange = value >= range.min && value <= range.max && (!range.isInteger || Number.isInteger(value))
  return isInRange ? null : range.message
}
