import type { Payload } from 'payload'
import type { File as FileDoc, Folder, Level, Project, Question, Quiz, User } from '../payload-types.ts'
import { slugs } from '../collections/slugs.ts'
import { encodeRooms, type RoomEntry } from '../src/domain/questionnaire/storage.ts'
import { ACCOUNTS, type AccountContent } from './content/accounts.ts'
import { DEMO_PROJECTS, EXISTING_LOOK, type DemoAnswer, type DemoImage, type DemoProject, type DemoRoom } from './content/demo-projects.ts'
import type { LevelKey } from './content/levels.ts'
import { QUESTIONNAIRE, type QuestionKey } from './content/questionnaire.ts'
import { styleLook } from './content/styles.ts'
import type { Catalogue } from './catalogue.ts'
import { renderDocumentPdf, type DocumentContent } from './documents/pdf.ts'
import { daysFrom, estimateDocument, feesDocument, quoteDocument, quoteTotal, reportDocument, type DocumentContext } from './documents/project-documents.ts'
import { mapWithConcurrency, UPLOAD_CONCURRENCY, uploadProjectFile, uploadProjectPicture, type PictureRequest } from './uploads.ts'

/**
 * The demo customer's projects, with everything a project at that stage has: its own folder tree, the
 * answers to the questionnaire (one response per question on its path, rooms split as spec section 5
 * says), the customer's photos, and, for the advanced one, the estimate, fee presentation, quote and site
 * reports as PDF documents.
 */

export type DemoProjectsContext = {
  customerId: User['id']
  quizId: Quiz['id']
  questionIds: Record<QuestionKey, Question['id']>
  levelIds: Record<LevelKey, Level['id']>
  styles: Catalogue['styles']
  seededOn: Date
}

function account(key: AccountContent['key']): AccountContent {
  const found = ACCOUNTS.find((candidate) => candidate.key === key)
  if (!found) throw new Error(`Unknown demo account: ${key}`)
  return found
}

function pictureOf(image: DemoImage, projectKey: string): PictureRequest {
  return {
    name: image.name,
    alt: image.alt,
    look: image.look === 'existing' ? EXISTING_LOOK : styleLook(image.look),
    scene: image.scene,
    seed: `demo-${projectKey}-${image.name}`,
  }
}

function roomChoice(pieceId: string) {
  const rooms = QUESTIONNAIRE.questions.find((question) => question.key === 'rooms')
  const choice = rooms?.choices?.find((candidate) => candidate.pieceId === pieceId)
  if (!choice) throw new Error(`Unknown room in demo answers: ${pieceId}`)
  return choice
}

function roomEntries(rooms: readonly DemoRoom[], levelIds: Record<LevelKey, Level['id']>): RoomEntry[] {
  return rooms.map((room) => {
    const choice = roomChoice(room.pieceId)
    return {
      piece_id: room.pieceId,
      piece_value: choice.pieceValue ?? choice.value,
      piece_title: choice.pieceTitle ?? choice.title,
      piece_nbr: room.count,
      piece_surface: room.surface,
      piece_renovation: String(levelIds[room.level]),
    }
  })
}

/**
 * The seed puts a project straight at its demo status, as staff may (workflow.md: staff may set any status);
 * the status hook reads who acts from the request context.
 */
const SEED_ACTOR = { actor: 'staff' } as const

const isoDate = (date: Date) => date.toISOString().slice(0, 10)

async function createFolder(payload: Payload, data: { name: string; project: Project['id']; parent?: Folder['id'] }): Promise<Folder> {
  return payload.create({ collection: slugs.folders, data, overrideAccess: true })
}

async function uploadPdf(
  payload: Payload,
  content: DocumentContent,
  target: { name: string; kind: NonNullable<FileDoc['kind']>; project: Project['id']; folder: Folder['id'] },
): Promise<FileDoc> {
  const data = await renderDocumentPdf(content)
  return uploadProjectFile(payload, { ...target, data, mimetype: 'application/pdf' })
}

/** Uploads the pictures an answer or the project needs, by file name. */
async function uploadPictures(
  payload: Payload,
  project: DemoProject,
  projectId: Project['id'],
  folders: { root: Folder['id']; photos: Folder['id'] },
): Promise<Map<string, FileDoc>> {
  const existing = Object.values(project.answers).flatMap((answer) =>
    typeof answer === 'object' && 'images' in answer ? answer.images.map((image) => ({ image, folder: folders.photos })) : [],
  )
  const others = [
    ...Object.values(project.answers).flatMap((answer) => (typeof answer === 'object' && 'image' in answer ? [answer.image] : [])),
    ...(project.image ? [project.image] : []),
  ].map((image) => ({ image, folder: folders.root }))
  const requests = [...existing, ...others]
  const uploaded = await mapWithConcurrency(requests, UPLOAD_CONCURRENCY, ({ image, folder }) =>
    uploadProjectPicture(payload, pictureOf(image, project.key), { project: projectId, folder }),
  )
  return new Map(requests.map(({ image }, index) => [image.name, uploaded[index] as FileDoc]))
}

type ResponseData = { question: Question['id']; part: string; label: string; value: string }

/** The responses a demo answer is stored as (spec section 5). */
function responsesFor(
  key: QuestionKey,
  answer: DemoAnswer,
  context: { questionId: Question['id']; pictures: Map<string, FileDoc>; levelIds: Record<LevelKey, Level['id']>; seededOn: Date },
): ResponseData[] {
  const question = QUESTIONNAIRE.questions.find((candidate) => candidate.key === key)
  const label = question?.variable ?? key
  const plain = (value: string): ResponseData[] => [{ question: context.questionId, part: '', label, value }]
  const picture = (name: string) => {
    const file = context.pictures.get(name)
    if (!file) throw new Error(`Demo picture missing: ${name}`)
    return file
  }
  if (typeof answer === 'string') return plain(answer)
  if ('list' in answer) return plain(JSON.stringify(answer.list))
  if ('daysFromSeed' in answer) return plain(isoDate(daysFrom(context.seededOn, answer.daysFromSeed)))
  if ('image' in answer) return plain(picture(answer.image.name).filename ?? answer.image.name)
  if ('images' in answer) {
    const files = answer.images.map((image) => picture(image.name))
    return plain(JSON.stringify(files.map((file) => ({ folder_id: String(file.id), folder_name: file.filename ?? '' }))))
  }
  const entries = roomEntries(answer.rooms, context.levelIds)
  const rooms = encodeRooms(entries).responses.map((response) => ({ question: context.questionId, part: response.label, label: response.label, value: response.value }))
  return [...plain(JSON.stringify(entries)), ...rooms]
}

async function seedDemoProject(payload: Payload, project: DemoProject, context: DemoProjectsContext): Promise<Project> {
  const customer = account('customer')
  const projectManager = account('staff')
  const roomsAnswer = project.answers.rooms
  const demoRooms = roomsAnswer && typeof roomsAnswer === 'object' && 'rooms' in roomsAnswer ? roomsAnswer.rooms : []
  const entries = roomEntries(demoRooms, context.levelIds)
  const { totals } = encodeRooms(entries)
  const style = project.style ? context.styles[project.style] : undefined

  const created = await payload.create({
    collection: slugs.projects,
    data: {
      title: project.title,
      owner: context.customerId,
      status: project.status,
      quiz: context.quizId,
      address: project.address,
      surface: totals.surface,
      apartmentType: project.apartmentType,
      roomCount: totals.pieceCount,
      rooms: entries.map((entry, index) => ({
        pieceId: entry.piece_id,
        value: entry.piece_value,
        title: entry.piece_title,
        count: entry.piece_nbr,
        surface: entry.piece_surface,
        renovationLevel: context.levelIds[demoRooms[index]?.level ?? 'complete'],
      })),
      ...(style ? { style: style.id } : {}),
    },
    overrideAccess: true,
    context: SEED_ACTOR,
  })

  const root = await createFolder(payload, { name: project.folderName, project: created.id })
  const hasDocuments = Boolean(project.estimate || project.quote || project.fees)
  const hasPhotos = Object.values(project.answers).some((answer) => typeof answer === 'object' && 'images' in answer)
  const photosFolder = hasPhotos ? await createFolder(payload, { name: 'Photos de l’existant', project: created.id, parent: root.id }) : root
  const documentsFolder = hasDocuments ? await createFolder(payload, { name: 'Estimatif, devis et honoraires', project: created.id, parent: root.id }) : undefined
  const reportsFolder = project.reports?.length ? await createFolder(payload, { name: 'Rapports de chantier', project: created.id, parent: root.id }) : undefined

  const pictures = await uploadPictures(payload, project, created.id, { root: root.id, photos: photosFolder.id })

  const documentContext: DocumentContext = {
    project,
    customer,
    projectManager,
    surface: totals.surface,
    seededOn: context.seededOn,
    ...(style ? { styleTitle: style.title } : {}),
  }
  const documents: Partial<Record<'estimateFile' | 'presentationFile' | 'quoteFile', FileDoc['id']>> = {}
  if (documentsFolder) {
    const target = { project: created.id, folder: documentsFolder.id }
    if (project.estimate) documents.estimateFile = (await uploadPdf(payload, estimateDocument(documentContext, project.estimate), { ...target, kind: 'estimate', name: `estimatif-${project.estimate.reference}.pdf` })).id
    if (project.fees && project.quote) documents.presentationFile = (await uploadPdf(payload, feesDocument(documentContext, project.fees, quoteTotal(project.quote)), { ...target, kind: 'presentation', name: `honoraires-${project.fees.reference}.pdf` })).id
    if (project.quote) documents.quoteFile = (await uploadPdf(payload, quoteDocument(documentContext, project.quote), { ...target, kind: 'quote', name: `devis-${project.quote.reference}.pdf` })).id
  }
  if (reportsFolder) {
    for (const [index, report] of (project.reports ?? []).entries()) {
      const file = await uploadPdf(payload, reportDocument(documentContext, report, index + 1), { project: created.id, folder: reportsFolder.id, kind: 'report', name: `rapport-de-chantier-${index + 1}.pdf` })
      await payload.create({
        collection: slugs.reports,
        data: { project: created.id, title: report.title, file: file.id, description: report.summary },
        overrideAccess: true,
      })
    }
  }

  for (const [key, answer] of Object.entries(project.answers) as [QuestionKey, DemoAnswer][]) {
    const questionId = context.questionIds[key]
    for (const response of responsesFor(key, answer, { questionId, pictures, levelIds: context.levelIds, seededOn: context.seededOn })) {
      await payload.create({ collection: slugs.responses, data: { ...response, project: created.id, quiz: context.quizId }, overrideAccess: true })
    }
  }

  const photoIds = Object.values(project.answers).flatMap((answer) =>
    typeof answer === 'object' && 'images' in answer ? answer.images.map((image) => pictures.get(image.name)?.id).filter((id) => id !== undefined) : [],
  )
  return payload.update({
    collection: slugs.projects,
    id: created.id,
    data: {
      folder: root.id,
      ...(project.image ? { image: pictures.get(project.image.name)?.id ?? null } : {}),
      photos: photoIds,
      ...documents,
      estimateShown: documents.estimateFile !== undefined,
    },
    overrideAccess: true,
    context: SEED_ACTOR,
  })
}

/** Creates the demo customer's projects. */
export async function seedDemoProjects(payload: Payload, context: DemoProjectsContext): Promise<Project[]> {
  const projects: Project[] = []
  for (const project of DEMO_PROJECTS) projects.push(await seedDemoProject(payload, project, context))
  return projects
}
