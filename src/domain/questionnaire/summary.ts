import { findQuestion, QUESTION_TYPE, storedAnswer, type Answers, type Question, type Questionnaire } from './model.ts'
import { answersOnPath, resolvePath } from './path.ts'
import { decodeChoiceList, decodeFileList, decodeRoomEntries, type RoomEntry, type StoredFile } from './storage.ts'
import { parseDate, toFrenchDate } from './values.ts'

/** One answered question as staff read it: the question's title and the answer in words. */
export type AnswerLine =
  | { kind: 'text'; questionId: string; title: string; text: string }
  | { kind: 'files'; questionId: string; title: string; files: StoredFile[] }
  | { kind: 'rooms'; questionId: string; title: string; rooms: RoomEntry[] }

const RICH_TEXT_MARKUP = /<[^>]*>/g

/** The title of the choice stored as `value`, or the value itself (a free input typed in its place). */
function choiceTitle(question: Question, value: string): string {
  return question.choices.find((choice) => choice.value === value)?.title ?? value
}

/** What the account adds to the answers: its holder's name, asked by the identity question but kept on the account. */
export type AnswerAccount = { firstName?: string | null; lastName?: string | null }

function answerLine(question: Question, stored: string, account: AnswerAccount): AnswerLine | null {
  const base = { questionId: question.id, title: question.title }
  switch (question.type) {
    case QUESTION_TYPE.password:
      return null
    case QUESTION_TYPE.identity: {
      const name = [account.firstName, account.lastName].map((part) => part?.trim()).filter(Boolean).join(' ')
      return { ...base, kind: 'text', text: [name, stored].filter(Boolean).join(' · ') }
    }
    case QUESTION_TYPE.imageUpload:
      return { ...base, kind: 'files', files: decodeFileList(stored) }
    case QUESTION_TYPE.rooms:
      return { ...base, kind: 'rooms', rooms: decodeRoomEntries(stored) }
    case QUESTION_TYPE.singleChoice:
    case QUESTION_TYPE.yesNo:
    case QUESTION_TYPE.terms:
      return { ...base, kind: 'text', text: choiceTitle(question, stored) }
    case QUESTION_TYPE.multipleChoice:
      return { ...base, kind: 'text', text: decodeChoiceList(stored).map((value) => choiceTitle(question, value)).join(', ') }
    case QUESTION_TYPE.richText:
      return { ...base, kind: 'text', text: stored.replace(RICH_TEXT_MARKUP, ' ').replace(/&nbsp;|\u00a0/g, ' ').replace(/\s+/g, ' ').trim() }
    case QUESTION_TYPE.date: {
      const date = parseDate(stored)
      return { ...base, kind: 'text', text: date ? toFrenchDate(date) : stored }
    }
    default:
      return { ...base, kind: 'text', text: stored }
  }
}

/**
 * The answers of a project in the order they were asked, on the path the answers lead to (answers left
 * behind by a changed branch are not shown); never the password. The identity answer (its phone) reads with
 * the account holder's name, which the account keeps.
 */
export function readableAnswers(questionnaire: Questionnaire, answers: Answers, account: AnswerAccount = {}): AnswerLine[] {
  const onPath = answersOnPath(questionnaire, answers)
  return resolvePath(questionnaire, answers).path.flatMap((id) => {
    const question = findQuestion(questionnaire, id)
    const stored = storedAnswer(onPath, id)
    if (!question || stored === undefined) return []
    const line = answerLine(question, stored, account)
    return line ? [line] : []
  })
}
