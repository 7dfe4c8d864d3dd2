import type * as z from 'zod/mini'
import { checkPassword, PASSWORD_EMPTY_MESSAGE } from '../password/index.ts'
import {
  addressDraftSchema,
  choiceDraftSchema,
  draftFromStored,
  identityDraftSchema,
  imagesDraftSchema,
  multipleChoiceDraftSchema,
  passwordDraftSchema,
  photoDraftSchema,
  roomKey,
  roomsDraftSchema,
  textDraftSchema,
  type AddressDraft,
  type ChoiceDraft,
  type DraftAnswer,
  type IdentityDraft,
  type ImagesDraft,
  type MultipleChoiceDraft,
  type PasswordDraft,
  type PhotoDraft,
  type RoomsDraft,
} from './drafts.ts'
import { ANSWER_MESSAGES, TERMS_ALERT_TITLE, termsAlertMessage } from './messages.ts'
import { numberOutOfRange } from './number-ranges.ts'
import { distinctChoices, hasVariable, offeredCommuneChoices, otherCommuneChoice, QUESTION_TYPE, type Question } from './model.ts'
import { encodeFileList, isStoredAnswerEmpty, type RoomEntry } from './storage.ts'
import {
  encodeCommune,
  formatCommuneCode,
  isAcceptedImageName,
  isAcceptedPlanName,
  isEmptyValue,
  isValidEmail,
  isValidPhone,
  normalizePhone,
  parseDate,
  parseNumber,
  toIsoDate,
} from './values.ts'

/**
 * Validation and encoding of answers (spec section 5, design/questionnaire.md 'Storage of answers'). The
 * browser calls validateAnswer on the form's draft to enable 'next' and to get the value to store; the
 * server calls validateStoredAnswer on the value it receives and stores the value it gets back.
 */

/** What an answer also tells about the customer's account, for the account created at the end. */
export type AccountDetails = {
  email?: string
  firstName?: string
  lastName?: string
  phone?: string
  /** Only from a password question (6); never stored as a response. */
  password?: string
}

export type AnswerResult =
  | {
      ok: true
      /** The response value to store, encoded as spec section 5 says ('' for a skipped optional question). */
      value: string
      account?: AccountDetails
    }
  | {
      ok: false
      /** French, ready to show. */
      message: string
      /** Set when the message is shown as an alert with this title (terms question). */
      alertTitle?: string
    }

/**
 * What a password question stores as its response.
 * NOTE: the password itself never becomes a response: it travels in `account.password` to the account
 * creation, and the response only records that the question was answered.
 */
export const MASKED_PASSWORD = '********'

const ROOM_COUNT_MASK = /^\d{1,3}$/
const ROOM_SURFACE_MASK = /^\d{1,10}$/

function accept(value: string, account?: AccountDetails): AnswerResult {
  return account ? { ok: true, value, account } : { ok: true, value }
}

function refuse(message: string): AnswerResult {
  return { ok: false, message }
}

/** An empty answer: skipped when the question is optional ('Passer'), else refused with `message`. */
function skipOrRefuse(question: Question, message: string): AnswerResult {
  return question.optional ? accept('') : refuse(message)
}

function withDraft<T>(schema: z.ZodMiniType<T>, draft: unknown, validate: (draft: T) => AnswerResult): AnswerResult {
  const parsed = schema.safeParse(draft)
  return parsed.success ? validate(parsed.data) : refuse(ANSWER_MESSAGES.malformed)
}

/** The variables that turn a free-text question (0, 11, 14) into an email or a phone field. */
function specialField(question: Question): 'email' | 'phone' | null {
  const isFreeText =
    question.type === QUESTION_TYPE.text ||
    question.type === QUESTION_TYPE.number ||
    question.type === QUESTION_TYPE.longText
  if (!isFreeText) return null
  if (hasVariable(question, 'email')) return 'email'
  if (hasVariable(question, 'phone')) return 'phone'
  return null
}

/** What a new answer is checked against besides its question. */
export type AnswerContext = { today?: string }

// NOTE: built once: building an Intl.DateTimeFormat costs about 0.2 ms, 5 % of an answer's CPU (npm run profile).
const PARIS_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' })

/** Today's date in France (yyyy-mm-dd), as the browser and the server both check a date answer against it. */
export function todayInParis(now: Date): string {
  return PARIS_DAY.format(now)
}

/**
 * Validates a draft answer for its question and encodes it for storage. Empty means '', blanks, 'null' or
 * 'undefined'; an empty answer to an optional question is accepted as '' (the question is skipped). Never
 * throws: a draft of the wrong shape for the question's type is refused.
 *
 * Encodings: text trimmed; email trimmed; phone without whitespace; number as typed with '.' as decimal
 * mark; date yyyy-mm-dd; choice the choice's value or its free text; commune the INSEE code as a number;
 * multiple choice a JSON list in choice order, free text in place of its choice's value; address the
 * entry's value, else the typed label; images a JSON list of {folder_id, folder_name}; photo the image
 * name; password MASKED_PASSWORD; identity the phone; terms the first choice's value; rooms the JSON list of
 * RoomEntry (what project_pieces holds; see encodeRooms for the responses and totals it implies).
 *
 * `context.today` (yyyy-mm-dd, todayInParis): a new answer's date may not be earlier (a start date, a wish).
 * Without it, as when the engine reads answers stored earlier, a date is only checked for its form: a date
 * given last month is not refused for having passed.
 */
export function validateAnswer(question: Question, draft: DraftAnswer, context: AnswerContext = {}): AnswerResult {
  switch (question.type) {
    case QUESTION_TYPE.text:
    case QUESTION_TYPE.richText:
    case QUESTION_TYPE.longText:
    case QUESTION_TYPE.number:
    case QUESTION_TYPE.date:
      return withDraft(textDraftSchema, draft, (text) => validateText(question, text, context))
    case QUESTION_TYPE.singleChoice:
    case QUESTION_TYPE.yesNo:
      return withDraft(choiceDraftSchema, draft, (choice) => validateChoice(question, choice))
    case QUESTION_TYPE.terms:
      return withDraft(choiceDraftSchema, draft, (choice) => validateTerms(question, choice))
    case QUESTION_TYPE.multipleChoice:
      return withDraft(multipleChoiceDraftSchema, draft, (choices) => validateMultipleChoice(question, choices))
    case QUESTION_TYPE.imageUpload:
      return withDraft(imagesDraftSchema, draft, (images) => validateImages(question, images))
    case QUESTION_TYPE.photo:
      return withDraft(photoDraftSchema, draft, (photo) => validatePhoto(question, photo))
    case QUESTION_TYPE.address:
      return withDraft(addressDraftSchema, draft, (address) => validateAddress(question, address))
    case QUESTION_TYPE.password:
      return withDraft(passwordDraftSchema, draft, (password) => validatePassword(question, password))
    case QUESTION_TYPE.identity:
      return withDraft(identityDraftSchema, draft, (identity) => validateIdentity(question, identity))
    case QUESTION_TYPE.rooms:
      return withDraft(roomsDraftSchema, draft, (rooms) => validateRooms(question, rooms))
  }
}

/**
 * Validates a stored (encoded) answer, as the server receives it, and gives back its canonical encoding
 * to store. A password question accepts any non-empty value and always gives MASKED_PASSWORD; an identity
 * question's stored value is its phone, so only the phone is checked there.
 */
export function validateStoredAnswer(question: Question, stored: string | undefined, context: AnswerContext = {}): AnswerResult {
  switch (question.type) {
    case QUESTION_TYPE.password:
      return isEmptyValue(stored) ? skipOrRefuse(question, PASSWORD_EMPTY_MESSAGE) : accept(MASKED_PASSWORD)
    case QUESTION_TYPE.identity:
      return validatePhone(question, stored ?? '')
    default:
      return validateAnswer(question, draftFromStored(question, stored), context)
  }
}

function validateText(question: Question, text: string, { today }: AnswerContext): AnswerResult {
  switch (specialField(question)) {
    case 'email':
      return validateEmail(question, text)
    case 'phone':
      return validatePhone(question, text)
    case null:
      break
  }
  if (isStoredAnswerEmpty(question, text)) return skipOrRefuse(question, ANSWER_MESSAGES.required)
  const trimmed = text.trim()
  if (question.type === QUESTION_TYPE.number) {
    const value = parseNumber(trimmed)
    if (value === null) return refuse(ANSWER_MESSAGES.numberInvalid)
    const outOfRange = numberOutOfRange(question, value)
    return outOfRange ? refuse(outOfRange) : accept(trimmed.replace(',', '.'))
  }
  if (question.type === QUESTION_TYPE.date) {
    const date = parseDate(trimmed)
    if (!date) return refuse(ANSWER_MESSAGES.dateInvalid)
    const iso = toIsoDate(date)
    return today !== undefined && iso < today ? refuse(ANSWER_MESSAGES.dateInPast) : accept(iso)
  }
  return accept(trimmed)
}

function validateEmail(question: Question, text: string): AnswerResult {
  const email = text.trim()
  if (isEmptyValue(email)) return skipOrRefuse(question, ANSWER_MESSAGES.emailRequired)
  return isValidEmail(email) ? accept(email, { email }) : refuse(ANSWER_MESSAGES.emailInvalid)
}

function validatePhone(question: Question, text: string): AnswerResult {
  const phone = normalizePhone(text)
  if (isEmptyValue(phone)) return skipOrRefuse(question, ANSWER_MESSAGES.phoneRequired)
  return isValidPhone(phone) ? accept(phone, { phone }) : refuse(ANSWER_MESSAGES.phoneInvalid)
}

function validateChoice(question: Question, draft: ChoiceDraft): AnswerResult {
  if (isEmptyValue(draft.value)) return skipOrRefuse(question, ANSWER_MESSAGES.required)
  if (hasVariable(question, 'commune')) return validateCommune(question, draft)
  const choice = question.choices.find((candidate) => candidate.value === draft.value)
  if (!choice) return refuse(ANSWER_MESSAGES.choiceInvalid)
  const input = draft.input?.trim() ?? ''
  return accept(choice.hasInput && !isEmptyValue(input) ? input : choice.value)
}

/**
 * The commune list comes from the communes data, not from the question, so a commune question may offer no
 * communes of its own: then any INSEE code is accepted; with some (the served area), only theirs. Its
 * « Autre commune » choice (the one with a free input) takes the commune typed in, as text.
 */
function validateCommune(question: Question, draft: ChoiceDraft): AnswerResult {
  const other = otherCommuneChoice(question)
  if (other && draft.value === other.value) {
    const typed = draft.input?.trim() ?? ''
    return isEmptyValue(typed) ? refuse(ANSWER_MESSAGES.otherCommuneRequired) : accept(typed)
  }
  const encoded = encodeCommune(draft.value)
  if (encoded === null) return refuse(ANSWER_MESSAGES.communeInvalid)
  const offered = offeredCommuneChoices(question)
  const isOffered = offered.length === 0 || offered.some((choice) => formatCommuneCode(choice.value) === formatCommuneCode(draft.value))
  return isOffered ? accept(encoded) : refuse(ANSWER_MESSAGES.communeInvalid)
}

function validateTerms(question: Question, draft: ChoiceDraft): AnswerResult {
  if (isEmptyValue(draft.value)) return skipOrRefuse(question, ANSWER_MESSAGES.required)
  const [accepting] = question.choices
  if (!accepting) return refuse(ANSWER_MESSAGES.choiceInvalid)
  if (draft.value === accepting.value) return accept(accepting.value)
  return { ok: false, message: termsAlertMessage(accepting.title), alertTitle: TERMS_ALERT_TITLE }
}

function validateMultipleChoice(question: Question, draft: MultipleChoiceDraft): AnswerResult {
  const checked = new Set(draft.values.filter((value) => !isEmptyValue(value)))
  if (checked.size === 0) return skipOrRefuse(question, ANSWER_MESSAGES.required)
  const isEveryValueOffered = [...checked].every((value) => question.choices.some((choice) => choice.value === value))
  if (!isEveryValueOffered) return refuse(ANSWER_MESSAGES.choiceInvalid)
  const inputs = draft.inputs ?? {}
  const encoded = distinctChoices(question)
    .filter((choice) => checked.has(choice.value))
    .map((choice) => {
      const input = Object.hasOwn(inputs, choice.value) ? (inputs[choice.value]?.trim() ?? '') : ''
      return choice.hasInput && !isEmptyValue(input) ? input : choice.value
    })
  return accept(JSON.stringify(encoded))
}

function validateImages(question: Question, draft: ImagesDraft): AnswerResult {
  if (draft.files.length === 0) return skipOrRefuse(question, ANSWER_MESSAGES.imagesRequired)
  if (!draft.files.every((file) => isAcceptedPlanName(file.folderName))) {
    return refuse(ANSWER_MESSAGES.planTypeInvalid)
  }
  return accept(encodeFileList(draft.files.map((file) => ({ folder_id: file.folderId, folder_name: file.folderName }))))
}

function validatePhoto(question: Question, draft: PhotoDraft): AnswerResult {
  const fileName = draft.fileName.trim()
  if (isEmptyValue(fileName)) return skipOrRefuse(question, ANSWER_MESSAGES.photoRequired)
  return isAcceptedImageName(fileName) ? accept(fileName) : refuse(ANSWER_MESSAGES.imageTypeInvalid)
}

function validateAddress(question: Question, draft: AddressDraft): AnswerResult {
  const address = (isEmptyValue(draft.value) ? draft.label : (draft.value ?? '')).trim()
  return isEmptyValue(address) ? skipOrRefuse(question, ANSWER_MESSAGES.required) : accept(address)
}

function validatePassword(question: Question, draft: PasswordDraft): AnswerResult {
  if (draft.password === '' && draft.confirmation === '') return skipOrRefuse(question, PASSWORD_EMPTY_MESSAGE)
  const check = checkPassword(draft.password)
  if (!check.ok) return refuse(check.message)
  if (draft.confirmation !== draft.password) return refuse(ANSWER_MESSAGES.passwordMismatch)
  return accept(MASKED_PASSWORD, { password: draft.password })
}

/**
 * Names and terms are always required once anything is filled in; the phone only when the question is not
 * optional. An optional identity left entirely blank is skipped.
 */
function validateIdentity(question: Question, draft: IdentityDraft): AnswerResult {
  const firstName = draft.firstName.trim()
  const lastName = draft.lastName.trim()
  const phone = normalizePhone(draft.phone)
  const isBlank = isEmptyValue(firstName) && isEmptyValue(lastName) && isEmptyValue(phone) && !draft.acceptsTerms
  if (isBlank && question.optional) return accept('')
  if (isEmptyValue(firstName)) return refuse(ANSWER_MESSAGES.firstNameRequired)
  if (isEmptyValue(lastName)) return refuse(ANSWER_MESSAGES.lastNameRequired)
  const phoneResult = validatePhone(question, phone)
  if (!phoneResult.ok) return phoneResult
  if (!draft.acceptsTerms) return refuse(ANSWER_MESSAGES.termsRequired)
  const account = phoneResult.value === '' ? { firstName, lastName } : { firstName, lastName, phone }
  return accept(phoneResult.value, account)
}

/**
 * A rooms answer needs at least one checked room with a count above 0, a surface above 0 and a renovation
 * type. In a checked room a surface needs a count above 0 and a type needs a surface above 0; unchecked
 * rooms are ignored, and so are checked rooms left incomplete. The stored list keeps complete rooms only.
 */
function validateRooms(question: Question, draft: RoomsDraft): AnswerResult {
  const checkedRooms = draft.rooms.filter((room) => room.checked)
  if (checkedRooms.length === 0) return skipOrRefuse(question, ANSWER_MESSAGES.roomsRequired)
  const entries: RoomEntry[] = []
  for (const choice of question.choices) {
    const room = checkedRooms.find((candidate) => candidate.pieceId === roomKey(choice))
    if (!room) continue
    const count = room.count.trim()
    const surface = room.surface.trim()
    const renovation = room.renovation.trim()
    if (count !== '' && !ROOM_COUNT_MASK.test(count)) return refuse(ANSWER_MESSAGES.roomCountInvalid)
    if (surface !== '' && !ROOM_SURFACE_MASK.test(surface)) return refuse(ANSWER_MESSAGES.roomSurfaceInvalid)
    const pieceCount = Number(count)
    const pieceSurface = Number(surface)
    if (surface !== '' && pieceCount === 0) return refuse(ANSWER_MESSAGES.roomSurfaceWithoutCount)
    if (renovation !== '' && pieceSurface === 0) return refuse(ANSWER_MESSAGES.roomTypeWithoutSurface)
    if (pieceCount > 0 && pieceSurface > 0 && renovation !== '') {
      entries.push({
        piece_id: roomKey(choice),
        piece_value: choice.pieceValue || choice.value,
        piece_title: choice.pieceTitle || choice.title,
        piece_nbr: pieceCount,
        piece_surface: pieceSurface,
        piece_renovation: renovation,
      })
    }
  }
  const isEveryRoomOffered = checkedRooms.every((room) =>
    question.choices.some((choice) => roomKey(choice) === room.pieceId),
  )
  if (!isEveryRoomOffered) return refuse(ANSWER_MESSAGES.malformed)
  return entries.length === 0 ? refuse(ANSWER_MESSAGES.roomsRequired) : accept(JSON.stringify(entries))
}
