import type { Payload, Where } from 'payload'
import type { File as FileDoc, User } from '../../../payload-types.ts'
import { slugs } from '../../../collections/slugs.ts'
import { relationId } from '../../../collections/fields/relation-id.ts'
import { userHasRole } from '../../../collections/access/roles-of.ts'
import { FILE_KIND_OPTIONS } from '../../../collections/Files/index.ts'
import { InvalidInputError, NotFoundError, RuleViolationError, UnauthenticatedError } from '../../domain/errors.ts'
import { pageResult, PAGE_SIZES, parsePagination, type PaginationQuery } from '../../domain/pagination/index.ts'
import { canCustomerDeleteDocument, documentIcon, kindsOfTab } from '../../domain/documents/index.ts'
import { projectTitleOf } from '../../domain/projects/index.ts'
import { parseProjectId, reachProject } from '../projects/project-access.server.ts'
import { FOLDER_ID_MESSAGE, FOLDER_NOT_FOUND, folderLevel } from './folders.server.ts'
import { isSameDoc, toDocId, toDocIdOrNull, type DocId } from '../../domain/ids/index.ts'
import { parseDocId } from '../../platform/payload-id.server.ts'
import { relationTo } from '../payload-relation.server.ts'
import type { DocumentsPage, StoredDocument } from './documents.types.ts'
import { removeFileFromAnswers } from '../projects/project-photos.server.ts'
import { decodeFileList, type StoredFile } from '../../domain/questionnaire/index.ts'
import { customerMayWrite } from '../../domain/workflow/index.ts'

/**
 * The customer's documents (spec section 2 /mesdocuments, section 7 'Folders'): the files of their projects,
 * read, added and removed with their own access rights (overrideAccess: false), served under
 * /uploads/folders/... to the owner and staff only.
 */

export const DOCUMENT_MESSAGES = {
  none: 'Veuillez choisir au moins un fichier.',
  tooMany: 'Vous pouvez envoyer au plus 20 fichiers à la fois.',
  teamDocument: 'Ce document a été déposé par l’équipe Maisonnée : il ne peut pas être supprimé.',
  unknown: 'Document introuvable.',
  entryMismatch: 'Le document indiqué (folder_id) n’est pas celui de l’adresse.',
} as const

const MAX_FILES_PER_REQUEST = 20
const fileUrl = (kind: 'img' | 'file', name: string) => `/uploads/folders/${kind}/${encodeURIComponent(name)}`

function toStoredDocument(file: FileDoc, user: User, { isFrozen = false }: { isFrozen?: boolean } = {}): StoredDocument {
  const name = file.filename ?? ''
  const icon = documentIcon({ mimeType: file.mimeType, filename: name })
  // A small image has no thumbnail (sizes are never enlarged): the image itself is then its own.
  const thumbnail = file.sizes?.thumbnail?.filename ?? (icon === 'image' ? name : null)
  return {
    id: toDocId(file.id),
    name,
    kind: file.kind ?? 'document',
    kindLabel: FILE_KIND_OPTIONS.find((option) => option.value === (file.kind ?? 'document'))?.label ?? '',
    icon,
    mimeType: file.mimeType ?? null,
    sizeBytes: file.filesize ?? null,
    url: fileUrl('file', name),
    thumbnailUrl: thumbnail ? fileUrl('img', thumbnail) : null,
    projectId: toDocIdOrNull(relationId(file.project)),
    createdAt: file.createdAt,
    canDelete: userHasRole(user, 'staff') || (!isFrozen && canCustomerDeleteDocument(file.kind)),
  }
}

/**
 * GET /v1/folders/show/{projectId}?p&div&tab&word&folder_id (12 a page) and /mesdocuments/{id}: a project's
 * documents, or with -1 every document of the customer's projects; `tab` picks a family, `word` searches
 * names. In a project, `tree` gives the folder open, its breadcrumbs and sub-folders: at the project's top
 * every document of the project is listed (as before folders nested), in a sub-folder (`folder_id`) its own.
 */
export async function listDocuments(
  payload: Payload,
  {
    user,
    projectId,
    query,
  }: {
    user: User | null
    projectId: string | undefined
    query: PaginationQuery & {
      tab?: string | null
      word?: string | null
      folder_id?: string | null
    }
  },
): Promise<DocumentsPage> {
  if (!user) throw new UnauthenticatedError()
  const isAll = projectId === '-1'
  const project = isAll
    ? null
    : (
        await reachProject(payload, parseProjectId(payload, projectId), {
          user,
          visitorKey: null,
        })
      ).project
  const folderId = query.folder_id && query.folder_id !== '-1' ? query.folder_id : null
  const tree = project ? await folderLevel(payload, { user, project, folderId }) : null
  const openFolder = tree?.folder && !isSameDoc(tree.folder.id, relationId(project?.folder)) ? tree.folder : null
  const { page, pageSize } = parsePagination(query, PAGE_SIZES.folders)
  const word = (query.word ?? '').trim()
  if (word.length > 100) throw new InvalidInputError('La recherche est trop longue (100 caractères au plus).')
  const kinds = kindsOfTab(query.tab)
  const where: Where = {
    and: [
      project ? { project: { equals: project.id } } : { owner: { equals: user.id } },
      ...(openFolder ? [{ folder: { equals: relationTo(payload, openFolder.id) } }] : []),
      ...(kinds ? [{ kind: { in: [...kinds] } }] : []),
      ...(word ? [{ filename: { like: word } }] : []),
    ],
  }
  const result = await payload.find({
    collection: slugs.files,
    where,
    sort: '-createdAt',
    page,
    limit: pageSize,
    depth: 0,
    user,
    overrideAccess: false,
  })
  const isFrozen = project !== null && !customerMayWrite(project.status)
  return {
    ...pageResult({
      data: result.docs.map((file) => toStoredDocument(file, user, { isFrozen })),
      total: result.totalDocs,
      page,
      pageSize,
    }),
    project: project
      ? {
          id: toDocId(project.id),
          title: projectTitleOf(project),
          isFrozen,
        }
      : null,
    tree,
  }
}

/** GET /v1/folders/count: how many documents the customer has. */
export async function countDocuments(payload: Payload, user: User | null): Promise<{ count: number }> {
  if (!user) throw new UnauthenticatedError()
  const { totalDocs } = await payload.count({
    collection: slugs.files,
    where: { owner: { equals: user.id } },
    user,
    overrideAccess: false,
  })
  return { count: totalDocs }
}

/**
 * POST /v1/folders/add/files/{projectId} (files[]) and add/plans/{projectId} (project_plans[]): the customer
 * adds documents or plans to their project, in its own folder or, with `folderId`, in one of its sub-folders.
 * Each file is checked by its bytes by the collection (images, PDF, office files, JSON, videos); one
 * refused file stops the rest with its French message.
 */
export async function addDocuments(
  payload: Payload,
  {
    user,
    projectId,
    files,
    kind,
    folderId = null,
  }: {
    user: User | null
    projectId: unknown
    files: readonly File[]
    kind: 'document' | 'plan'
    folderId?: string | null
  },
): Promise<StoredDocument[]> {
  if (!user) throw new UnauthenticatedError()
  const { project } = await reachProject(payload, parseProjectId(payload, projectId), { user, visitorKey: null }, { forWrite: true })
  const target = folderId && folderId !== '-1' ? await folderOfProject(payload, { user, project, folderId }) : toDocIdOrNull(relationId(project.folder))
  if (files.length === 0) throw new InvalidInputError(DOCUMENT_MESSAGES.none)
  if (files.length > MAX_FILES_PER_REQUEST) throw new InvalidInputError(DOCUMENT_MESSAGES.tooMany)
  const stored: StoredDocument[] = []
  for (const file of files) {
    const data = Buffer.from(await file.arrayBuffer())
    const doc = await payload.create({
      collection: slugs.files,
      data: {
        kind,
        project: project.id,
        ...(target === null ? {} : { folder: relationTo(payload, target) }),
      },
      file: {
        data,
        mimetype: file.type || 'application/octet-stream',
        name: file.name || 'document',
        size: data.length,
      },
      depth: 0,
      user,
      overrideAccess: false,
    })
    stored.push(toStoredDocument(doc, user))
  }
  return stored
}

/** The id of one of the project's folders that the user may read, or 404. */
async function folderOfProject(payload: Payload, { user, project, folderId }: { user: User; project: { id: number }; folderId: string }): Promise<DocId> {
  const id = parseDocId(payload, folderId, FOLDER_ID_MESSAGE)
  const { docs } = await payload.find({
    collection: slugs.folders,
    where: {
      and: [{ id: { equals: relationTo(payload, id) } }, { project: { equals: project.id } }],
    },
    limit: 1,
    depth: 0,
    user,
    overrideAccess: false,
  })
  if (!docs[0]) throw new NotFoundError(FOLDER_NOT_FOUND)
  return toDocId(docs[0].id)
}

/**
 * POST /v1/folders/delete/file/{fileId} (folder_id, variable): removes one of the customer's own documents
 * (never the team's). It also leaves the questionnaire's file answers that listed it (as a photo removed
 * from the project does), and the answer gives what remains (spec: 'returns the remaining folders'): the
 * {folder_id, folder_name} entries of the answer to the question `variable`, or else of the answers that
 * listed the file. `folder_id`, when sent, names the same file (the spec's client sends the entry's id).
 */
export async function deleteDocument(
  payload: Payload,
  { user, fileId, folderId, variable }: { user: User | null; fileId: unknown; folderId?: string; variable?: string },
): Promise<{ id: DocId; folders: StoredFile[] }> {
  if (!user) throw new UnauthenticatedError()
  const id = parseDocId(payload, fileId, 'Identifiant de document invalide.')
  if (folderId && folderId !== id) throw new InvalidInputError(DOCUMENT_MESSAGES.entryMismatch, { field: 'folder_id' })
  const { docs } = await payload.find({
    collection: slugs.files,
    where: { id: { equals: relationTo(payload, id) } },
    limit: 1,
    depth: 0,
    user,
    overrideAccess: false,
  })
  const file = docs[0]
  // Another customer's document answers as if it did not exist.
  if (!file) throw new NotFoundError(DOCUMENT_MESSAGES.unknown)
  if (!userHasRole(user, 'staff') && !canCustomerDeleteDocument(file.kind)) throw new RuleViolationError(DOCUMENT_MESSAGES.teamDocument)
  const projectId = relationId(file.project)
  if (projectId !== null) await reachProject(payload, toDocId(projectId), { user, visitorKey: null }, { forWrite: true })
  const changed = projectId === null ? [] : await removeFileFromAnswers(payload, { projectId, fileId: String(file.id), user })
  await payload.delete({
    collection: slugs.files,
    id: file.id,
    user,
    overrideAccess: false,
  })
  if (!variable) return { id, folders: changed.flatMap((answer) => answer.files) }
  if (projectId === null) return { id, folders: [] }
  const { docs: answers } = await payload.find({
    collection: slugs.responses,
    where: { and: [{ project: { equals: projectId } }, { label: { equals: variable } }, { part: { equals: '' } }] },
    limit: 1,
    depth: 0,
    user,
    overrideAccess: false,
  })
  return { id, folders: decodeFileList(answers[0]?.value ?? undefined) }
}
