import type { RoomEntry } from '../../src/domain/questionnaire/storage.ts'
import type { DemoAnswer, DemoImage, DemoProject, DemoRoom } from './demo-projects.ts'
import type { LevelKey } from './levels.ts'
import { QUESTIONNAIRE, type QuestionKey } from './questionnaire.ts'

/**
 * How a demo answer is stored (spec section 5): lists as JSON in choice order, rooms as the JSON list of
 * room entries, images as the JSON list of {folder_id, folder_name}, a photo as its file name, a date as
 * yyyy-mm-dd. The ids an answer needs (levels, uploaded files) come from resolvers: the seed passes the
 * real ones, a test can pass stand-ins and replay the answers through the branching engine.
 */

export type AnswerResolvers = {
  levelId: (level: LevelKey) => string
  file: (image: DemoImage) => { id: string; filename: string }
  seededOn: Date
}

/** The day `days` after `date` (before, when negative), at 9:00 UTC. */
export function daysFrom(date: Date, days: number): Date {
  const shifted = new Date(date.getTime())
  shifted.setUTCDate(shifted.getUTCDate() + days)
  shifted.setUTCHours(9, 0, 0, 0)
  return shifted
}

function roomChoice(pieceId: string) {
  const rooms = QUESTIONNAIRE.questions.find((question) => question.key === 'rooms')
  const choice = rooms?.choices?.find((candidate) => candidate.pieceId === pieceId)
  if (!choice) throw new Error(`Unknown room in demo answers: ${pieceId}`)
  return choice
}

/** The rooms of a rooms answer as the questionnaire stores them (what project_pieces holds). */
export function roomEntriesOf(rooms: readonly DemoRoom[], levelId: AnswerResolvers['levelId']): RoomEntry[] {
  return rooms.map((room) => {
    const choice = roomChoice(room.pieceId)
    return {
      piece_id: room.pieceId,
      piece_value: choice.pieceValue ?? choice.value,
      piece_title: choice.pieceTitle ?? choice.title,
      piece_nbr: room.count,
      piece_surface: room.surface,
      piece_renovation: levelId(room.level),
    }
  })
}

/** The stored value of one answer. */
export function encodeDemoAnswer(answer: DemoAnswer, resolvers: AnswerResolvers): string {
  if (typeof answer === 'string') return answer
  if ('list' in answer) return JSON.stringify(answer.list)
  if ('daysFromSeed' in answer) return daysFrom(resolvers.seededOn, answer.daysFromSeed).toISOString().slice(0, 10)
  if ('image' in answer) return resolvers.file(answer.image).filename
  if ('images' in answer) {
    return JSON.stringify(answer.images.map((image) => resolvers.file(image)).map((file) => ({ folder_id: file.id, folder_name: file.filename })))
  }
  return JSON.stringify(roomEntriesOf(answer.rooms, resolvers.levelId))
}

/** The images an answer uploads. */
export function imagesOf(answer: DemoAnswer): DemoImage[] {
  if (typeof answer === 'string') return []
  if ('images' in answer) return answer.images
  if ('image' in answer) return [answer.image]
  return []
}

/**
 * A demo project's answers by question key, with stand-in ids (level keys, file names): what a test feeds
 * to the engine (resolvePath, validateStoredAnswer) together with toEngineQuestionnaire().
 */
export function demoEngineAnswers(project: DemoProject, seededOn: Date = new Date()): Partial<Record<QuestionKey, string>> {
  const resolvers: AnswerResolvers = {
    levelId: (level) => level,
    file: (image) => ({ id: image.name, filename: image.name }),
    seededOn,
  }
  return Object.fromEntries(
    (Object.entries(project.answers) as [QuestionKey, DemoAnswer][]).map(([key, answer]) => [key, encodeDemoAnswer(answer, resolvers)]),
  )
}
