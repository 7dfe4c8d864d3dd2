import * as z from 'zod/mini'
import { chosenChoice } from './branching.ts'
import { distinctChoices, hasVariable, otherCommuneChoice, QUESTION_TYPE, type Choice, type Question, type QuestionType } from './model.ts'
import { decodeChoiceList, decodeFileList, decodeRoomEntries } from './storage.ts'
import { formatCommuneCode, isCommuneCode, isEmptyValue, parseDate, toFrenchDate } from './values.ts'

/**
 * Draft answers: what the questionnaire form holds for a question before it is validated and encoded for
 * storage (validation.ts). One shape per question type; the zod schemas serve the server functions that
 * receive a draft. The object shapes are strict (no other keys), so that draftAnswerSchema never takes one
 * shape for another and drops its fields.
 */

/** Text (0, unlisted), rich text (5, HTML), date (8, dd/mm/yyyy or yyyy-mm-dd), number (11), long text (14). */
export const textDraftSchema = z.string()
export type TextDraft = z.infer<typeof textDraftSchema>

/**
 * Single choice (1), yes/no (3), terms (12): the chosen choice's value, and the free text typed in it when
 * the choice has an input. For the 'commune' variable, value is the commune's INSEE code.
 */
export const choiceDraftSchema = z.strictObject({ value: z.string(), input: z.optional(z.string()) })
export type ChoiceDraft = z.infer<typeof choiceDraftSchema>

/** Multiple choice (10): the checked choices' values, and the free text of each checked choice with an input. */
export const multipleChoiceDraftSchema = z.strictObject({
  values: z.array(z.string()),
  inputs: z.optional(z.record(z.string(), z.string())),
})
export type MultipleChoiceDraft = z.infer<typeof multipleChoiceDraftSchema>

/** One image already uploaded into the customer's folders (what the upload call answers). */
export const uploadedFileSchema = z.strictObject({ folderId: z.string(), folderName: z.string() })
export type UploadedFile = z.infer<typeof uploadedFileSchema>

/** Multiple image upload (2): the images uploaded so far. */
export const imagesDraftSchema = z.strictObject({ files: z.array(uploadedFileSchema) })
export type ImagesDraft = z.infer<typeof imagesDraftSchema>

/** Single photo (7): the uploaded image's name. */
export const photoDraftSchema = z.strictObject({ fileName: z.string() })
export type PhotoDraft = z.infer<typeof photoDraftSchema>

/** Address (4): the autocomplete entry picked (label shown, value kept), or only the typed label. */
export const addressDraftSchema = z.strictObject({ label: z.string(), value: z.optional(z.string()) })
export type AddressDraft = z.infer<typeof addressDraftSchema>

/** Password (6): the password and its confirmation, as typed (nothing is trimmed). */
export const passwordDraftSchema = z.strictObject({ password: z.string(), confirmation: z.string() })
export type PasswordDraft = z.infer<typeof passwordDraftSchema>

/** Identity (9): first name, last name, phone and the acceptance of the terms. */
export const identityDraftSchema = z.strictObject({
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  acceptsTerms: z.boolean(),
})
export type IdentityDraft = z.infer<typeof identityDraftSchema>

/**
 * One room of a rooms question (13). pieceId is the room choice's key (see roomKey); count (at most 3 digits)
 * and surface in m² (at most 10 digits) are the masked inputs' texts; renovation is the chosen level's id.
 */
export const roomDraftSchema = z.strictObject({
  pieceId: z.string(),
  checked: z.boolean(),
  count: z.string(),
  surface: z.string(),
  renovation: z.string(),
})
export type RoomDraft = z.infer<typeof roomDraftSchema>

/** Rooms (13): one entry per room choice, in the question's order. */
export const roomsDraftSchema = z.strictObject({ rooms: z.array(roomDraftSchema) })
export type RoomsDraft = z.infer<typeof roomsDraftSchema>

/** The draft shape of each question type. */
export type DraftByQuestionType = {
  0: TextDraft
  1: ChoiceDraft
  2: ImagesDraft
  3: ChoiceDraft
  4: AddressDraft
  5: TextDraft
  6: PasswordDraft
  7: PhotoDraft
  8: TextDraft
  9: IdentityDraft
  10: MultipleChoiceDraft
  11: TextDraft
  12: ChoiceDraft
  13: RoomsDraft
  14: TextDraft
}

/** Any draft answer. */
export type DraftAnswer = DraftByQuestionType[QuestionType]

const DRAFT_SCHEMAS = {
  0: textDraftSchema,
  1: choiceDraftSchema,
  2: imagesDraftSchema,
  3: choiceDraftSchema,
  4: addressDraftSchema,
  5: textDraftSchema,
  6: passwordDraftSchema,
  7: photoDraftSchema,
  8: textDraftSchema,
  9: identityDraftSchema,
  10: multipleChoiceDraftSchema,
  11: textDraftSchema,
  12: choiceDraftSchema,
  13: roomsDraftSchema,
  14: textDraftSchema,
} satisfies { [T in QuestionType]: z.ZodMiniType<DraftByQuestionType[T]> }

/** The schema of the draft of a question type. */
export function draftSchemaFor<T extends QuestionType>(type: T): (typeof DRAFT_SCHEMAS)[T] {
  return DRAFT_SCHEMAS[type]
}

/** Any draft answer; validateAnswer still checks the shape against the question's type. */
export const draftAnswerSchema = z.union([
  textDraftSchema,
  choiceDraftSchema,
  multipleChoiceDraftSchema,
  imagesDraftSchema,
  photoDraftSchema,
  addressDraftSchema,
  passwordDraftSchema,
  identityDraftSchema,
  roomsDraftSchema,
])

/** The key of a room choice: its piece id, else (none or empty) its value. */
export function roomKey(choice: Choice): string {
  return choice.pieceId || choice.value
}

/**
 * The draft a form starts from for a stored answer (undefined or empty: a blank draft), so that a resumed
 * questionnaire shows what was answered. Unreadable stored values give a blank draft (spec section 5).
 * NOTE: a password (6) is never restored, and an identity (9) restores only its phone (the stored value):
 * the names belong to the account (see prefillDraft).
 */
export function draftFromStored(question: Question, stored: string | undefined): DraftAnswer {
  const text = stored === undefined || isEmptyValue(stored) ? '' : stored
  switch (question.type) {
    case QUESTION_TYPE.singleChoice:
    case QUESTION_TYPE.yesNo:
    case QUESTION_TYPE.terms:
      return choiceDraftFromStored(question, text)
    case QUESTION_TYPE.multipleChoice:
      return multipleChoiceDraftFromStored(question, text)
    case QUESTION_TYPE.imageUpload:
      return {
        files: decodeFileList(text).map((file) => ({ folderId: file.folder_id, folderName: file.folder_name })),
      }
    case QUESTION_TYPE.photo:
      return { fileName: text }
    case QUESTION_TYPE.address:
      return text === '' ? { label: '' } : { label: text, value: text }
    case QUESTION_TYPE.password:
      return { password: '', confirmation: '' }
    case QUESTION_TYPE.identity:
      return { firstName: '', lastName: '', phone: text, acceptsTerms: false }
    case QUESTION_TYPE.rooms:
      return roomsDraftFromStored(question, text)
    case QUESTION_TYPE.date: {
      // Shown as the date mask shows it; an unreadable date is kept as it is so that validation reports it.
      const date = parseDate(text)
      return date ? toFrenchDate(date) : text
    }
    case QUESTION_TYPE.text:
    case QUESTION_TYPE.richText:
    case QUESTION_TYPE.number:
    case QUESTION_TYPE.longText:
      return text
  }
}

/** A blank draft for a question. */
export function emptyDraft(question: Question): DraftAnswer {
  return draftFromStored(question, undefined)
}

function choiceDraftFromStored(question: Question, text: string): ChoiceDraft {
  if (text === '') return { value: '' }
  // The terms are read as a choice whatever their variable: only a choice question validates as a commune.
  if (question.type !== QUESTION_TYPE.terms && hasVariable(question, 'commune')) {
    const other = otherCommuneChoice(question)
    return other && !isCommuneCode(text) ? { value: other.value, input: text } : { value: formatCommuneCode(text) }
  }
  const choice = chosenChoice(question, text)
  if (!choice) return { value: text }
  return choice.value === text ? { value: text } : { value: choice.value, input: text }
}

function multipleChoiceDraftFromStored(question: Question, text: string): MultipleChoiceDraft {
  const values: string[] = []
  const inputs: [string, string][] = []
  // A choice whose value reads as empty can never be checked (validation drops it): it takes no free text.
  const choices = distinctChoices(question)
  const freeInputChoices = choices.filter((choice) => choice.hasInput && !isEmptyValue(choice.value))
  for (const item of decodeChoiceList(text)) {
    const matching = choices.find((choice) => choice.value === item)
    if (matching) {
      values.push(item)
      // A choice with an input checked without free text: its input is not free for another item.
      const index = freeInputChoices.indexOf(matching)
      if (index !== -1) freeInputChoices.splice(index, 1)
      continue
    }
    // Free text stands in place of its choice's value: give it to the next choice with an input.
    const owner = freeInputChoices.shift()
    if (owner) {
      values.push(owner.value)
      inputs.push([owner.value, item])
    } else {
      // A value the question no longer offers: kept, so that validation reports it.
      values.push(item)
    }
  }
  return { values, inputs: Object.fromEntries(inputs) }
}

function roomsDraftFromStored(question: Question, text: string): RoomsDraft {
  const entries = decodeRoomEntries(text)
  return {
    rooms: question.choices.map((choice) => {
      const pieceId = roomKey(choice)
      const entry = entries.find((candidate) => candidate.piece_id === pieceId)
      return entry
        ? {
            pieceId,
            checked: true,
            count: String(entry.piece_nbr),
            surface: String(entry.piece_surface),
            renovation: entry.piece_renovation,
          }
        : { pieceId, checked: false, count: '', surface: '', renovation: '' }
    }),
  }
}
