import { z } from 'zod'
import { parseJsonSafely, roomEntrySchema, type RoomEntry } from '../../domain/questionnaire/index.ts'
import { projectStatusSchema } from '../../domain/workflow/index.ts'

/**
 * What POST /v1/project/update/{id} accepts (spec section 7), with the spec's wire names, from JSON or form
 * data (numbers may come as text). Only the fields a customer may edit are read; anything else is ignored.
 * `project_visa` goes through the status machine (the Projects hook), not through this schema's say-so.
 */

const MESSAGES = {
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
  .union([z.number(), z.string().trim().regex(/^\d{1,10}([.,]\d{1,2})?$/, MESSAGES.number)], { error: MESSAGES.number })
  .transform((value) => (typeof value === 'number' ? value : Number(value.replace(',', '.'))))
  .pipe(z.number().nonnegative({ error: MESSAGES.number }).max(1_000_000, { error: MESSAGES.number }))

const pieces = z
  .union([z.string(), z.array(z.unknown())], { error: MESSAGES.pieces })
  .transform((value) => (typeof value === 'string' ? parseJsonSafely(value) : value))
  .pipe(z.array(roomEntrySchema, { error: MESSAGES.pieces }))

/** A style id, or '' / null / 0 / -1 to clear the choice. */
const styleId = z
  .union([z.string(), z.number(), z.null()], { error: MESSAGES.style })
  .transform((value) => (value === null ? '' : String(value).trim()))
  .refine((text) => /^(|0|-1|[1-9]\d{0,15})$/.test(text), { error: MESSAGES.style })
  .transform((text) => (text === '' || text === '0' || text === '-1' ? null : Number(text)))

const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])], { error: 'Valeur attendue : 0 ou 1.' })
  .transform((value) => value === true || value === 1 || value === '1' || value === 'true')

export const projectUpdateSchema = z
  .object({
    project_title: z.string().trim().max(200, { error: MESSAGES.title }).optional(),
    project_pieces: pieces.optional(),
    project_surface: surface.optional(),
    project_apparttype: z
      .union([z.number(), z.string().trim()], { error: MESSAGES.apartmentType })
      .transform(String)
      .pipe(z.enum(['0', '1', '2', '3'], { error: MESSAGES.apartmentType }))
      .optional(),
    project_nbrpiece: wholeNumber(MESSAGES.number).optional(),
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
  .refine((input) => Object.values(input).some((value) => value !== undefined), { error: MESSAGES.empty })

export type ProjectUpdateInput = z.infer<typeof projectUpdateSchema>

/** The Projects collection's fields for a parsed update (CMS names). */
export function projectUpdateData(input: ProjectUpdateInput): Record<string, unknown> {
  const data: Record<string, unknown> = {}
  if (input.project_title !== undefined) data.title = input.project_title
  if (input.project_pieces !== undefined) data.rooms = input.project_pieces.map(roomFields)
  if (input.project_surface !== undefined) data.surface = input.project_surface
  if (input.project_apparttype !== undefined) data.apartmentType = input.project_apparttype
  if (input.project_nbrpiece !== undefined) data.roomCount = input.project_nbrpiece
  if (input.fk_project_style !== undefined) data.style = input.fk_project_style
  if (input.project_estimatifshowed !== undefined) data.estimateShown = input.project_estimatifshowed
  if (input.project_visa !== undefined) data.status = input.project_visa
  if (input.project_visa_reason) data.statusChangeReason = input.project_visa_reason
  return data
}

function roomFields(room: RoomEntry) {
  return {
    pieceId: room.piece_id,
    value: room.piece_value,
    title: room.piece_title,
    count: room.piece_nbr,
    surface: room.piece_surface,
    renovationLevel: /^[1-9]\d{0,15}$/.test(room.piece_renovation) ? Number(room.piece_renovation) : null,
  }
}
