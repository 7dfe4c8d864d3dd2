import type { Payload } from 'payload'
import { z } from 'zod'
import type { DocId } from '../../domain/ids/index.ts'
import { parseJsonSafely, projectFieldsFromRooms, roomEntrySchema } from '../../domain/questionnaire/index.ts'
import { projectStatusSchema } from '../../domain/workflow/project-status-schema.ts'
import { APARTMENT_TYPE_VALUES } from '../../domain/projects/index.ts'
import { relationTo } from '../payload-relation.server.ts'
import { storedRooms } from './stored-rooms.server.ts'

/**
 * What POST /v1/project/update/{id} accepts (spec section 7), with the spec's wire names, from JSON or form
 * data (numbers may come as text). Only the fields a customer may edit are read; anything else is ignored.
 * `project_visa` goes through the status machine (the Projects hook), not through this schema's say-so.
 */

export const PROJECT_UPDATE_MESSAGES = {
  number: 'Veuillez saisir un nombre positif.',
  apartmentType: 'Type d’appartement inconnu (0 à 3).',
  pieces: 'La liste des pièces est illisible.',
  style: 'Identifiant de style invalide.',
  title: 'Le titre ne peut pas dépasser 200 caractères.',
  empty: 'Aucun champ modifiable n’a été envoyé.',
} as const

/** A whole number >= 0 sent as a number or as digits ('' is not 0). */
const wholeNumber = (message: string) =>
  z.union([z.number(), z.string().trim().regex(/^\d{1,10}$/, message)], { error: message }).transform(Number).pipe(z.number().int({ error: message }).nonnegative({ error: message }))

/** A surface in m²: a number >= 0, with a decimal comma or point. */
const surface = z
  .union([z.number(), z.string().trim().regex(/^\d{1,10}([.,]\d{1,2})?$/, PROJECT_UPDATE_MESSAGES.number)], { error: PROJECT_UPDATE_MESSAGES.number })
  .transform((value) => (typeof value === 'number' ? value : Number(value.replace(',', '.'))))
  .pipe(z.number().nonnegative({ error: PROJECT_UPDATE_MESSAGES.number }).max(1_000_000, { error: PROJECT_UPDATE_MESSAGES.number }))

const pieces = z
  .union([z.string(), z.array(z.unknown())], { error: PROJECT_UPDATE_MESSAGES.pieces })
  .transform((value) => (typeof value === 'string' ? parseJsonSafely(value) : value))
  .pipe(z.array(roomEntrySchema, { error: PROJECT_UPDATE_MESSAGES.pieces }))

/**
 * A style id (opaque: whether it is an id of this database is checked before the write), or '' / null /
 * 0 / -1 to clear the choice.
 */
const styleId = z
  .union([z.string(), z.number(), z.null()], { error: PROJECT_UPDATE_MESSAGES.style })
  .transform((value) => (value === null ? '' : String(value).trim()))
  .refine((text) => /^(|-1|[0-9a-zA-Z]{1,40})$/.test(text), { error: PROJECT_UPDATE_MESSAGES.style })
  .transform((text): DocId | null => (text === '' || text === '0' || text === '-1' ? null : text))

const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])], { error: 'Valeur attendue : 0 ou 1.' })
  .transform((value) => value === true || value === 1 || value === '1' || value === 'true')

export const projectUpdateSchema = z
  .object({
    project_title: z.string().trim().max(200, { error: PROJECT_UPDATE_MESSAGES.title }).optional(),
    project_pieces: pieces.optional(),
    project_surface: surface.optional(),
    project_apparttype: z
      .union([z.number(), z.string().trim()], { error: PROJECT_UPDATE_MESSAGES.apartmentType })
      .transform(String)
      .pipe(z.enum(APARTMENT_TYPE_VALUES, { error: PROJECT_UPDATE_MESSAGES.apartmentType }))
      .optional(),
    project_nbrpiece: wholeNumber(PROJECT_UPDATE_MESSAGES.number).optional(),
    fk_project_style: styleId.optional(),
    project_estimatifshowed: flag.optional(),
    project_visa: z
      .union([z.number(), z.string().trim().regex(/^\d{1,2}$/, 'Statut de projet inconnu.')], { error: 'Statut de projet inconnu.' })
      .transform(Number)
      .pipe(projectStatusSchema)
      .optional(),
    /** Why staff move a project outside the workflow (required then, design/workflow.md): its history says it. */
    project_visa_reason: z.string().trim().max(500).optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), { error: PROJECT_UPDATE_MESSAGES.empty })

export type ProjectUpdateInput = z.infer<typeof projectUpdateSchema>

/**
 * The Projects collection's fields for a parsed update (CMS names); the style, once its id is known to be
 * one of this database's (updateProject checks it), as a relation.
 */
export function projectUpdateData(payload: Payload, input: ProjectUpdateInput): Record<string, unknown> {
  const data: Record<string, unknown> = {}
  if (input.project_title !== undefined) data.title = input.project_title
  if (input.project_pieces !== undefined) data.rooms = storedRooms(payload, projectFieldsFromRooms(input.project_pieces).rooms)
  if (input.project_surface !== undefined) data.surface = input.project_surface
  if (input.project_apparttype !== undefined) data.apartmentType = input.project_apparttype
  if (input.project_nbrpiece !== undefined) data.roomCount = input.project_nbrpiece
  if (input.fk_project_style !== undefined) data.style = input.fk_project_style === null ? null : relationTo(payload, input.fk_project_style)
  if (input.project_estimatifshowed !== undefined) data.estimateShown = input.project_estimatifshowed
  if (input.project_visa !== undefined) data.status = input.project_visa
  if (input.project_visa_reason) data.statusChangeReason = input.project_visa_reason
  return data
}

