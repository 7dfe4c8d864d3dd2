import type { Payload } from 'payload'
import type { File, Level, Project, User } from '../../../payload-types.ts'
import { slugs } from '../../../collections/slugs.ts'
import { relationId } from '../../../collections/fields/relation-id.ts'
import { readableAnswers, type AnswerLine } from '../../domain/questionnaire/index.ts'
import { withCommuneName } from '../questionnaire/communes.server.ts'
import { questionnaireOf } from '../../../collections/Quizzes/questionnaires.server.ts'
import { storedAnswers } from '../../../collections/Responses/stored-answers.server.ts'
import { relationTo } from '../payload-relation.server.ts'
import { isWellFormedDocId } from '../../platform/payload-id.server.ts'

/** A customer's image as staff see it in the back office: a thumbnail linking to the file. */
export type StaffImage = { id: number; name: string; url: string; thumbnailUrl: string }

export type StaffAnswerLine =
  | Extract<AnswerLine, { kind: 'text' }>
  | (Omit<Extract<AnswerLine, { kind: 'files' }>, 'files'> & { images: StaffImage[] })
  /** Rooms with the renovation level's title in place of its id. */
  | Extract<AnswerLine, { kind: 'rooms' }>

export type StaffRoomRow = { title: string; count: number | null; surface: number | null; level: string | null }

export type StaffProjectView = { answers: StaffAnswerLine[]; rooms: StaffRoomRow[]; photos: StaffImage[]; hasQuestionnaire: boolean }

function imageOf(file: File): StaffImage | null {
  if (!file.url) return null
  return { id: file.id, name: file.filename ?? `#${file.id}`, url: file.url, thumbnailUrl: file.sizes?.thumbnail?.url ?? file.thumbnailURL ?? file.url }
}

/**
 * What the back office shows staff on a project: the questionnaire answers in words (on the path
 * taken, the commune by its name), the rooms as rows and the photos. The project is read with the staff member's own access
 * (overrideAccess: false); its answers and files then with the system's, as the questionnaire does.
 */
export async function staffProjectView(payload: Payload, user: User, projectId: number | string): Promise<StaffProjectView> {
  const project = (await payload.findByID({ collection: slugs.projects, id: projectId, depth: 1, user: { ...user, collection: slugs.users }, overrideAccess: false, joins: false })) as Project
  const rooms = (project.rooms ?? []).map((room) => ({
    title: room.title || room.value || room.pieceId || '—',
    count: room.count ?? null,
    surface: room.surface ?? null,
    level: typeof room.renovationLevel === 'object' && room.renovationLevel ? (room.renovationLevel as Level).title : null,
  }))
  // The customer's pictures are the project's files of kind 'photo' (as GET /v1/project/img lists them): the ones
  // the questionnaire's photo question uploaded are not all in the project's `photos` relation.
  const { docs: photoFiles } = await payload.find({
    collection: slugs.files,
    where: { and: [{ project: { equals: project.id } }, { kind: { equals: 'photo' } }] },
    sort: 'createdAt',
    depth: 0,
    pagination: false,
    user: { ...user, collection: slugs.users },
    overrideAccess: false,
  })
  const photos = photoFiles.map(imageOf).filter((image): image is StaffImage => image !== null)
  if (relationId(project.quiz) === null) return { answers: [], rooms, photos, hasQuestionnaire: false }

  const [loaded, { answers }] = await Promise.all([questionnaireOf(payload, { ...project, quiz: relationId(project.quiz) } as Project), storedAnswers(payload, project.id)])
  const owner = typeof project.owner === 'object' && project.owner ? project.owner : {}
  const lines = readableAnswers(loaded.engine, answers, owner).map((line) => withCommuneName(loaded.engine, line))
  const fileIds = lines.flatMap((line) => (line.kind === 'files' ? line.files.map((file) => file.folder_id) : [])).filter((id) => isWellFormedDocId(payload, id)).map((id) => relationTo(payload, id))
  const files = fileIds.length
    ? (await payload.find({ collection: slugs.files, where: { and: [{ id: { in: fileIds } }, { project: { equals: project.id } }] }, depth: 0, pagination: false, overrideAccess: true })).docs
    : []
  const images = new Map(files.map((file) => [String(file.id), imageOf(file)]))
  const levelIds = lines.flatMap((line) => (line.kind === 'rooms' ? line.rooms.map((room) => String(room.piece_renovation)) : [])).filter((id) => isWellFormedDocId(payload, id)).map((id) => relationTo(payload, id))
  const levels = levelIds.length
    ? (await payload.find({ collection: slugs.levels, where: { id: { in: levelIds } }, depth: 0, pagination: false, overrideAccess: true })).docs
    : []
  const levelTitles = new Map(levels.map((level) => [String(level.id), level.title]))
  return {
    hasQuestionnaire: true,
    rooms,
    photos,
    answers: lines.map((line) =>
      line.kind === 'files'
        ? { kind: 'files', questionId: line.questionId, title: line.title, images: line.files.flatMap((file) => {
            const image = images.get(file.folder_id)
            return image ? [image] : []
          }) }
        : line.kind === 'rooms'
          ? { ...line, rooms: line.rooms.map((room) => ({ ...room, piece_renovation: levelTitles.get(room.piece_renovation) ?? room.piece_renovation })) }
          : line,
    ),
  }
}
