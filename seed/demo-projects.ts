import type { Payload } from 'payload'
import type { File as FileDoc, Folder, Level, Project, Question, Quiz, User } from '../payload-types.ts'
import { slugs } from '../collections/slugs.ts'
import { relationId } from '../collections/fields/relation-id.ts'
import { encodeRooms } from '../src/domain/questionnaire/storage.ts'
import { projectFieldsFromRooms } from '../src/domain/questionnaire/project-fields.ts'
import { STATUS_CHANGE_REASONS } from '../src/domain/workflow/history.ts'
import { ACCOUNTS, type AccountContent } from './content/accounts.ts'
import { encodeDemoAnswer, imagesOf, roomEntriesOf, type AnswerResolvers } from './content/demo-answers.ts'
import { DEMO_PROJECTS, EXISTING_LOOK, type DemoAnswer, type DemoImage, type DemoProject } from './content/demo-projects.ts'
import type { LevelKey } from './content/levels.ts'
import { QUESTIONNAIRE, type QuestionKey } from './content/questionnaire.ts'
import { styleLook } from './content/styles.ts'
import type { Catalogue } from './catalogue.ts'
import { renderDocumentPdf, type DocumentContent } from './documents/pdf.ts'
import { estimateDocument, feesDocument, quoteDocument, quoteTotal, reportDocument, type DocumentContext } from './documents/project-documents.ts'
import { mapWithConcurrency, UPLOAD_CONCURRENCY, uploadProjectFile, uploadProjectPicture, type PictureRequest } from './uploads.ts'
import { storedRooms } from '../src/server/projects/stored-rooms.server.ts'

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

/**
 * The seed puts a project straight at its demo status, as staff may (workflow.md: staff may set any status);
 * the status hook reads who acts from the request context.
 */
const SEED_ACTOR = { actor: 'staff' } as const

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
  const requests = [
    ...Object.values(project.answers).flatMap((answer) => {
      const isExistingState = typeof answer === 'object' && 'images' in answer
      return imagesOf(answer).map((image) => ({ image, folder: isExistingState ? folders.photos : folders.root }))
    }),
    ...(project.image ? [{ image: project.image, folder: folders.root }] : []),
  ]
  const uploaded = await mapWithConcurrency(requests, UPLOAD_CONCURRENCY, ({ image, folder }) =>
    uploadProjectPicture(payload, pictureOf(image, project.key), { project: projectId, folder }),
  )
  return new Map(requests.map(({ image }, index) => [image.name, uploaded[index] as FileDoc]))
}

type ResponseData = { question: Question['id']; part: string; label: string; value: string }

/** The responses an answer is stored as: one, plus three per room for a rooms answer (spec section 5). */
function responsesFor(key: QuestionKey, answer: DemoAnswer, questionId: Question['id'], resolvers: AnswerResolvers): ResponseData[] {
  const label = QUESTIONNAIRE.questions.find((question) => question.key === key)?.variable ?? key
  const response = { question: questionId, part: '', label, value: encodeDemoAnswer(answer, resolvers) }
  if (typeof answer === 'string' || !('rooms' in answer)) return [response]
  const perRoom = encodeRooms(roomEntriesOf(answer.rooms, resolvers.levelId)).responses
  return [response, ...perRoom.map((room) => ({ question: questionId, part: room.label, label: room.label, value: room.value }))]
}

async function seedDemoProject(payload: Payload, project: DemoProject, context: DemoProjectsContext): Promise<Project> {
  const customer = account('customer')
  const projectManager = account('staff')
  const roomsAnswer = project.answers.rooms
  const demoRooms = roomsAnswer && typeof roomsAnswer === 'object' && 'rooms' in roomsAnswer ? roomsAnswer.rooms : []
  const levelId = (level: LevelKey) => String(context.levelIds[level])
  // The project's rooms as the questionnaire's rooms answer sets them (the renovation type is the level's id).
  const roomFields = projectFieldsFromRooms(roomEntriesOf(demoRooms, levelId))
  const style = project.style ? context.styles[project.style] : undefined

  const created = await payload.create({
    collection: slugs.projects,
    data: {
      title: project.title,
      owner: context.customerId,
      status: project.status,
      quiz: context.quizId,
      auditAmount: 700,
      address: project.address,
      apartmentType: project.apartmentType,
      ...roomFields,
      rooms: storedRooms(payload, roomFields.rooms),
      ...(style ? { style: style.id } : {}),
    },
    overrideAccess: true,
    // NOTE: created as it stands: the status guard takes a seeded project's facts as given, on create only.
    context: { ...SEED_ACTOR, seed: true, reason: STATUS_CHANGE_REASONS.demoProject },
  })

  // The project's own folder (created with it), named as the demo wants.
  const folderId = relationId(created.folder)
  if (folderId === null) throw new Error(`The demo project "${project.title}" was created without its folder.`)
  const root = await payload.update({ collection: slugs.folders, id: folderId, data: { name: project.folderName }, overrideAccess: true })
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
    surface: roomFields.surface,
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
        // The demo customer is not emailed about reports written at seed time.
        context: { notifyCustomer: false },
      })
    }
  }

  const resolvers: AnswerResolvers = {
    levelId,
    file: (image) => {
      const file = pictures.get(image.name)
      if (!file) throw new Error(`Demo picture missing: ${image.name}`)
      return { id: String(file.id), filename: file.filename ?? image.name }
    },
    seededOn: context.seededOn,
  }
  for (const [key, answer] of Object.entries(project.answers) as [QuestionKey, DemoAnswer][]) {
    for (const response of responsesFor(key, answer, context.questionIds[key], resolvers)) {
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
    // Demo documents are not news for the demo customer: no email.
    context: { ...SEED_ACTOR, notifyCustomer: false },
  })
}

/** Creates the demo customer's projects. */
export async function seedDemoProjects(payload: Payload, context: DemoProjectsContext): Promise<Project[]> {
  const projects: Project[] = []
  for (const project of DEMO_PROJECTS) projects.push(await seedDemoProject(payload, project, context))
  return projects
}
