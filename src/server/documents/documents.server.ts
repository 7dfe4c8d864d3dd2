import type { Payload, Where } from 'payload'
import type { File as FileDoc, User } from '../../../payload-types.ts'
import { slugs } from '../../../collections/slugs.ts'
import { relationId } from '../../../collections/fields/relation-id.ts'
import { userHasRole } from '../../../collections/access/roles-of.ts'
import { FILE_KIND_OPTIONS } from '../../../collections/Files/index.ts'
import { InvalidInputError, NotFoundError, RuleViolationError, UnauthenticatedError } from '../../domain/errors.ts'
import { pageResult, PAGE_SIZES, parsePagination, type PageResult, type PaginationQuery } from '../../domain/pagination/index.ts'
import { canCustomerDeleteDocument, documentIcon, kindsOfTab, type DocumentIcon } from '../../domain/documents/index.ts'
import { defaultProjectTitle } from '../v1/serializers/project.ts'
import { parseProjectId, reachProject } from '../projects/project-access.server.ts'
import { FOLDER_NOT_FOUND, folderLevel, type FolderLevel } from './folders.server.ts'

/**
 * The customer's documents (spec section 2 /mesdocuments, section 7 'Folders'): the files of their projects,
 * read, added and removed with their own access rights (overrideAccess: false), served under
 * /uploads/folders/... to the owner and staff only.
 */

export type WireDocument = {
  file_id: string
  file_name: string
  kind: string
  kind_label: string
  icon: DocumentIcon
  mime_type: string | null
  size: number | null
  url: string
  thumbnail_url: string | null
  project_id: string | null
  created_at: string
  can_delete: boolean
}

export const DOCUMENT_MESSAGES = {
  none: 'Veuillez choisir au moins un fichier.',
  tooMany: 'Vous pouvez envoyer au plus 20 fichiers à la fois.',
  teamDocument: 'Ce document a été déposé par l’équipe Maisonnée : il ne peut pas être supprimé.',
  unknown: 'Document introuvable.',
} as const

const MAX_FILES_PER_REQUEST = 20
const fileUrl = (kind: 'img' | 'file', name: string) => `/uploads/folders/${kind}/${encodeURIComponent(name)}`

function toWireDocument(file: FileDoc, user: User): WireDocument {
  const name = file.filename ?? ''
  const icon = documentIcon({ mimeType: file.mimeType, filename: name })
  // A small image has no thumbnail (sizes are never enlarged): the image itself is then its own.
  const thumbnail = file.sizes?.thumbnail?.filename ?? (icon === 'image' ? name : null)
  return {
    file_id: String(file.id),
    file_name: name,
    kind: file.kind ?? 'document',
    kind_label: FILE_KIND_OPTIONS.find((option) => option.value === (file.kind ?? 'document'))?.label ?? '',
    icon,
    mime_type: file.mimeType ?? null,
    size: file.filesize ?? null,
    url: fileUrl('file', name),
    thumbnail_url: thumbnail ? fileUrl('img', thumbnail) : null,
    project_id: relationId(file.project) === null ? null : String(relationId(file.project)),
    created_at: file.createdAt,
    can_delete: userHasRole(user, 'staff') || canCustomerDeleteDocument(file.kind),
  }
}

export type DocumentsPage = PageResult<WireDocument> & { project: { id: string; title: string } | null; tree: FolderLevel | null }

/**
 * GET /v1/folders/show/{projectId}?p&div&tab&word&folder_id (12 a page) and /mesdocuments/{id}: a project's
 * documents, or with -1 every document of the customer's projects; `tab` picks a family, `word` searches
 * names. In a project, `tree` gives the folder open, its breadcrumbs and sub-folders: at the project's top
 * every document of the project is listed (as before folders nested), in a sub-folder (`folder_id`) its own.
 */
export async function listDocuments(
  payload: Payload,
  { user, projectId, query }: { user: User | null; projectId: string | undefined; query: PaginationQuery & { tab?: string | null; word?: string | null; folder_id?: string | null } },
): Promise<DocumentsPage> {
  if (!user) throw new UnauthenticatedError()
  const isAll = projectId === '-1'
  const project = isAll ? null : (await reachProject(payload, parseProjectId(projectId), { user, visitorKey: null })).project
  const folderId = query.folder_id && query.folder_id !== '-1' ? query.folder_id : null
  const tree = project ? await folderLevel(payload, { user, project, folderId }) : null
  const openFolder = tree?.folder && String(tree.folder.folder_id) !== String(relationId(project?.folder)) ? tree.folder : null
  const { page, pageSize } = parsePagination(query, PAGE_SIZES.folders)
  const word = (query.word ?? '').trim()
  if (word.length > 100) throw new InvalidInputError('La recherche est trop longue (100 caractères au plus).')
  const kinds = kindsOfTab(query.tab)
  const where: Where = {
    and: [
      project ? { project: { equals: project.id } } : { owner: { equals: user.id } },
      ...(openFolder ? [{ folder: { equals: Number(openFolder.folder_id) } }] : []),
      ...(kinds ? [{ kind: { in: [...kinds] } }] : []),
      ...(word ? [{ filename: { like: word } }] : []),
    ],
  }
  const result = await payload.find({ collection: slugs.files, where, sort: '-createdAt', page, limit: pageSize, depth: 0, user, overrideAccess: false })
  return {
    ...pageResult({ data: result.docs.map((file) => toWireDocument(file, user)), total: result.totalDocs, page, pageSize }),
    project: project ? { id: String(project.id), title: project.title || defaultProjectTitle(project.id) } : null,
    tree,
  }
}

/** GET /v1/folders/count: how many documents the customer has. */
export async function countDocuments(payload: Payload, user: User | null): Promise<{ count: number }> {
  if (!user) throw new UnauthenticatedError()
  const { totalDocs } = await payload.count({ collection: slugs.files, where: { owner: { equals: user.id } }, user, overrideAccess: false })
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
  { user, projectId, files, kind, folderId = null }: { user: User | null; projectId: unknown; files: readonly File[]; kind: 'document' | 'plan'; folderId?: string | null },
): Promise<WireDocument[]> {
  if (!user) throw new UnauthenticatedError()
  const { project } = await reachProject(payload, parseProjectId(projectId), { user, visitorKey: null })
  const target = folderId && folderId !== '-1' ? await folderOfProject(payload, { user, project, folderId }) : relationId(project.folder)
  if (files.length === 0) throw new InvalidInputError(DOCUMENT_MESSAGES.none)
  if (files.length > MAX_FILES_PER_REQUEST) throw new InvalidInputError(DOCUMENT_MESSAGES.tooMany)
  const stored: WireDocument[] = []
  for (const file of files) {
    const data = Buffer.from(await file.arrayBuffer())
    const doc = await payload.create({
      collection: slugs.files,
      data: { kind, project: project.id, ...(target === null ? {} : { folder: Number(target) }) },
      file: { data, mimetype: file.type || 'application/octet-stream', name: file.name || 'document', size: data.length },
      depth: 0,
      user,
      overrideAccess: false,
    })
    stored.push(toWireDocument(doc, user))
  }
  return stored
}

/** The id of one of the project's folders that the user may read, or 404. */
async function folderOfProject(payload: Payload, { user, project, folderId }: { user: User; project: { id: number }; folderId: string }): Promise<number> {
  if (!/^[1-9]\d{0,17}$/.test(folderId)) throw new InvalidInputError('Identifiant de dossier invalide.')
  const { docs } = await payload.find({ collection: slugs.folders, where: { and: [{ id: { equals: Number(folderId) } }, { project: { equals: project.id } }] }, limit: 1, depth: 0, user, overrideAccess: false })
  if (!docs[0]) throw new NotFoundError(FOLDER_NOT_FOUND)
  return docs[0].id
}

/** POST /v1/folders/delete/file/{fileId}: removes one of the customer's own documents (never the team's). */
export async function deleteDocument(payload: Payload, { user, fileId }: { user: User | null; fileId: unknown }): Promise<{ file_id: string }> {
  if (!user) throw new UnauthenticatedError()
  const id = String(fileId ?? '')
  if (!/^[1-9]\d{0,17}$/.test(id)) throw new InvalidInputError('Identifiant de document invalide.')
  const { docs } = await payload.find({ collection: slugs.files, where: { id: { equals: Number(id) } }, limit: 1, depth: 0, user, overrideAccess: false })
  const file = docs[0]
  // Another customer's document answers as if it did not exist.
  if (!file) throw new NotFoundError(DOCUMENT_MESSAGES.unknown)
  if (!userHasRole(user, 'staff') && !canCustomerDeleteDocument(file.kind)) throw new RuleViolationError(DOCUMENT_MESSAGES.teamDocument)
  await payload.delete({ collection: slugs.files, id: file.id, user, overrideAccess: false })
  return { file_id: id }
}
