import { z } from 'zod'
import { INVALID_INPUT_MESSAGE } from '../../domain/errors.ts'
import { UPLOAD_BODY_LIMIT } from '../http/body-limits.ts'
import { phoneSchema } from '../../domain/accounts/schemas.ts'

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

/** POST /v1/project/upload/file: the project the picture (form field `file`) is for. */
export const singleUploadSchema = z.object({ projectId: id })

/** An absent id as the spec's client may send it: nothing, '', -1, 'null' or 'undefined'. */
const optionalUserId = z
  .string()
  .optional()
  .transform((value) => {
    const text = (value ?? '').trim()
    return ['', '-1', 'null', 'undefined'].includes(text) ? null : text
  })

/**
 * GET /v1/project/quizz/questions?user_id&user_phone: whose account prefills the answers (it must be the
 * caller's own), and a phone the visitor already gave (the add-account step), echoed as a prefill only.
 */
export const questionsQuerySchema = z.object({
  user_id: optionalUserId,
  user_phone: z.optional(phoneSchema).transform((phone) => phone || null),
})

/**
 * GET|POST /v1/project/demande/estimatif/{id}?furtif=0|1. NOTE: 'furtif' is the spec's 'silent' request
 * (section 7: a request marked silent shows no loading spinner), a mark of the client's own display: it
 * is read and checked, and changes nothing here. The estimate request's emails (the code that proves a
 * visitor's address, the team's notice) are steps of the workflow, never skipped on a client's say-so.
 */
export const estimateRequestQuerySchema = z.object({
  furtif: z.enum(['0', '1'], { error: 'Le paramètre furtif vaut 1 (requête silencieuse) ou 0.' }).optional(),
})

export const createProjectSchema = z.object({ project_title: z.string().trim().max(200).optional() })

/**
 * How the questionnaire's /v1 handlers read their body (readInput's options): the upload limit, and the
 * one French message for input that does not fit its schema.
 */
export const WIRE_INPUT = { ...UPLOAD_BODY_LIMIT, message: INVALID_INPUT_MESSAGE } as const
