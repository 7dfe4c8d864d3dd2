import * as z from 'zod/mini'
import { choiceSchema, QUESTION_TYPE, type Choice, type Question } from './model.ts'
import { isEmptyValue } from './values.ts'

/**
 * How list-shaped answers are stored (spec section 5, design/questionnaire.md 'Storage of answers'), and the
 * safe readers the spec asks for: invalid question data falls back to an empty list, an invalid stored
 * answer to an empty value. None of these functions throws.
 */

/** Parses JSON, or gives undefined when the text is not JSON. */
export function parseJsonSafely(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    // Not JSON: the caller decides what the empty value is.
    return undefined
  }
}

/** A JSON text is read; anything else is taken as already parsed. */
function readJson(input: unknown): unknown {
  return typeof input === 'string' ? parseJsonSafely(input) : input
}

const choicesSchema = z.array(choiceSchema)

/**
 * A question's choices from its stored data (a JSON text or an already parsed value). Data that is not a
 * valid list of choices gives an empty list, never an error (spec section 5).
 */
export function parseQuestionData(data: unknown): Choice[] {
  const parsed = choicesSchema.safeParse(readJson(data))
  return parsed.success ? parsed.data : []
}

const scalarListSchema = z.array(z.pipe(z.union([z.string(), z.number()]), z.transform(String)))

/**
 * A multiple-choice answer (type 10): the JSON list of checked values, free text in place of its choice's
 * value. Anything else stored there reads as the empty list.
 */
export function decodeChoiceList(stored: string | undefined): string[] {
  if (stored === undefined) return []
  const parsed = scalarListSchema.safeParse(parseJsonSafely(stored))
  return parsed.success ? parsed.data : []
}

/** One uploaded image of an image-upload answer (type 2), with the spec's field names. */
export type StoredFile = { folder_id: string; folder_name: string }

const storedFilesSchema = z.array(
  z.object({
    folder_id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
    folder_name: z.string(),
  }),
)

/** An image-upload answer (type 2) as stored: a JSON list of {folder_id, folder_name}. */
export function encodeFileList(files: readonly StoredFile[]): string {
  return JSON.stringify(files.map(({ folder_id, folder_name }) => ({ folder_id, folder_name })))
}

/** Reads an image-upload answer (type 2); anything but a list of {folder_id, folder_name} is the empty list. */
export function decodeFileList(stored: string | undefined): StoredFile[] {
  if (stored === undefined) return []
  const parsed = storedFilesSchema.safeParse(parseJsonSafely(stored))
  return parsed.success ? parsed.data : []
}

/**
 * One room of a rooms answer (type 13), with the spec's field names: this is also what the project's
 * project_pieces holds. piece_surface is the surface of all `piece_nbr` rooms of that kind together.
 */
export const roomEntrySchema = z.object({
  piece_id: z.string(),
  piece_value: z.string(),
  piece_title: z.string(),
  piece_nbr: z.int().check(z.nonnegative()),
  piece_surface: z.int().check(z.nonnegative()),
  piece_renovation: z.string(),
})
export type RoomEntry = z.infer<typeof roomEntrySchema>

/** Reads a rooms answer (type 13); anything but a list of room entries is the empty list. */
export function decodeRoomEntries(stored: string | undefined): RoomEntry[] {
  if (stored === undefined) return []
  const parsed = z.array(roomEntrySchema).safeParse(parseJsonSafely(stored))
  return parsed.success ? parsed.data : []
}

/** One response row written for a room: response_label and response_value. */
export type RoomResponse = { label: string; value: string }

export type EncodedRooms = {
  /** Three per room, in room order: `label` (count), `label_surface`, `label_type_renovation`. */
  responses: RoomResponse[]
  /** What the project's fields receive: project_nbrpiece and project_surface. */
  totals: { pieceCount: number; surface: number }
}

/**
 * What a rooms answer (type 13) writes besides its own response: three responses per room, labelled with
 * the room's piece_value, and the project's room count and surface (sums over the rooms). Pass the entries
 * of a validated answer (`decodeRoomEntries(result.value)`).
 */
export function encodeRooms(rooms: readonly RoomEntry[]): EncodedRooms {
  const responses = rooms.flatMap((room) => [
    { label: room.piece_value, value: String(room.piece_nbr) },
    { label: `${room.piece_value}_surface`, value: String(room.piece_surface) },
    { label: `${room.piece_value}_type_renovation`, value: room.piece_renovation },
  ])
  const totals = rooms.reduce(
    (sum, room) => ({ pieceCount: sum.pieceCount + room.piece_nbr, surface: sum.surface + room.piece_surface }),
    { pieceCount: 0, surface: 0 },
  )
  return { responses, totals }
}

/** Markup and non-breaking spaces that a rich-text editor leaves in an otherwise empty answer. */
const RICH_TEXT_NOISE = /<[^>]*>|&nbsp;|\u00a0/g

/**
 * Whether a stored answer counts as no answer for its question: missing or empty (see isEmptyValue), an
 * empty or unreadable list for list-shaped types (2, 10, 13), markup without text for rich text (5).
 */
export function isStoredAnswerEmpty(question: Question, stored: string | undefined): boolean {
  if (stored === undefined || isEmptyValue(stored)) return true
  switch (question.type) {
    case QUESTION_TYPE.imageUpload:
      return decodeFileList(stored).length === 0
    case QUESTION_TYPE.multipleChoice:
      return decodeChoiceList(stored).length === 0
    case QUESTION_TYPE.rooms:
      return decodeRoomEntries(stored).length === 0
    case QUESTION_TYPE.richText:
      return isEmptyValue(stored.replace(RICH_TEXT_NOISE, ' '))
    default:
      return false
  }
}
