import { z } from 'zod'
import { InvalidInputError } from '../../domain/errors.ts'

/**
 * What the questionnaire's /v1 calls accept, with the spec's field names (section 7). JSON and form
 * data are read the same way: numbers may come as text.
 */

const id = z.union([z.string(), z.number()]).transform((value) => String(value).trim())
/** A project id where -1 (or nothing) means 'no project yet'. */
const optionalProjectId = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((value) => {
    const text = value === null || value === undefined ? '' : String(value).trim()
    return text === '' || text === '-1' ? null : text
  })
const flag = z
  .union([z.boolean(), z.string(), z.number()])
  .optional()
  .transform((value) => value === true || value === 1 || value === '1' || value === 'true')

export const answerInputSchema = z.object({
  project_id: optionalProjectId,
  fk_response_quizztion: id,
  /** The stored encoding of the answer (spec section 5); missing or empty skips an optional question. */
  response_value: z.union([z.string(), z.number(), z.null()]).optional().transform((value) => (value === null || value === undefined ? undefined : String(value))),
  /** Identity question (9): the names and the acceptance of the terms, besides the phone in response_value. */
  user_firstname: z.string().max(200).optional(),
  user_lastname: z.string().max(200).optional(),
  user_terms: flag,
})
export type AnswerInput = z.infer<typeof answerInputSchema>

export const updateOneResponseSchema = z.object({
  response_id: id,
  response_value: z.union([z.string(), z.number(), z.null()]).optional().transform((value) => (value === null || value === undefined ? undefined : String(value))),
})

export const checkResponseSchema = z.object({ project_id: id })

export const finishInputSchema = z.object({
  /** A visitor's password (the password question's answer is never stored in clear). */
  user_password: z.string().max(200).optional(),
})

/** POST /v1/project/email/confirm/{id}: the code received by email and the password chosen (the domain checks both). */
export const confirmEmailInputSchema = z.object({
  code: z.string().max(20).optional(),
  user_password: z.string().max(200).optional(),
})

export const createProjectSchema = z.object({ project_title: z.string().trim().max(200).optional() })

/** Parses input with a schema; a malformed body is a 400 with a French message. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const parsed = schema.safeParse(input)
  if (!parsed.success) throw new InvalidInputError()
  return parsed.data
}
