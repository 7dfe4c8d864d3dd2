import type { Payload, Where } from 'payload'
import type { Folder, Project, User } from '../../../payload-types.ts'
import { slugs } from '../../../collections/slugs.ts'
import { relationId } from '../../../collections/fields/relation-id.ts'
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError, RuleViolationError, UnauthenticatedError } from '../../domain/errors.ts'
import { FOLDER_MESSAGES, MAX_FOLDER_DEPTH, folderNameSchema, folderPath, isNameTaken, moveRefusal, type FolderNode } from '../../domain/folders/index.ts'
import { projectTitleOf } from '../../domain/projects/index.ts'
import { parseProjectId, reachProject } from '../projects/project-access.server.ts'
import { signedUploadUrl, SIGNED_LINK_TTL_MS } from '../uploads/signed-links.server.ts'
import { isSameDoc, toDocId, toDocIdOrNull, type DocId } from '../../domain/ids/index.ts'
import { parseDocId } from '../../platform/payload-id.server.ts'
import { relationTo } from '../payload-relation.server.ts'
import type { DocumentFolder, FolderCrumb, FolderLevel, SignedFolder } from './documents.types.ts'

/**
 * A project's folder tree (spec sections 3 and 7): the project's own folder (`project.folder`) is the top,
 * its sub-folders nest under it through `parent`. A project without a folder of its own has a virtual top:
 * its folders without a parent. Every read and write acts as the customer (overrideAccess: false): another
 * customer's folder answers 404, as if it did not exist.
 */

export const FOLDER_NOT_FOUND = 'Dossier introuvable.'
export const FOLDER_ID_MESSAGE = 'Identifiant de dossier invalide.'

const toNode = (folder: Folder): FolderNode => ({
  id: toDocId(folder.id),
  name: folder.name,
  parentId: toDocIdOrNull(relationId(folder.parent)),
})

/** A folder the user may read, or 404. */
async function reachFolder(payload: Payload, user: User, folderId: unknown): Promise<Folder> {
  const id = parseDocId(payload, folderId, FOLDER_ID_MESSAGE)
  const { docs } = await payload.find({
    collection: slugs.folders,
    where: { id: { equals: relationTo(payload, id) } },
    limit: 1,
    depth: 0,
    user,
    overrideAccess: false,
  })
  if (!docs[0]) throw new NotFoundError(FOLDER_NOT_FOUND)
  return docs[0]
}

/** Every folder of a project, by id (a project holds a handful: one query beats walking up parent by parent). */
async function projectFolders(payload: Payload, user: User, projectId: Project['id']): Promise<Map<string, FolderNode>> {
  const { docs } = await payload.find({
    collection: slugs.folders,
    where: { project: { equals: projectId } },
    pagination: false,
    depth: 0,
    select: { name: true, parent: true },
    user,
    overrideAccess: false,
  })
  return new Map(docs.map((folder) => [String(folder.id), toNode(folder as Folder)]))
}

/** The folders directly under `parentId` (null: the virtual top of a project without a folder of its own). */
function childrenWhere(payload: Payload, project: Project, parentId: DocId | null): Where {
  return parentId === null
    ? {
        and: [{ project: { equals: project.id } }, { parent: { exists: false } }],
      }
    : { parent: { equals: relationTo(payload, parentId) } }
}

async function toDocumentFolders(payload: Payload, user: User, folders: readonly Folder[]): Promise<DocumentFolder[]> {
  const acting = { user, overrideAccess: false as const }
  return Promise.all(
    folders.map(async (folder) => {
      const [files, children] = await Promise.all([
        payload.count({
          collection: slugs.files,
          where: { folder: { equals: folder.id } },
          ...acting,
        }),
        payload.count({
          collection: slugs.folders,
          where: { parent: { equals: folder.id } },
          ...acting,
        }),
      ])
      return {
        id: toDocId(folder.id),
        name: folder.name,
        parentId: toDocIdOrNull(relationId(folder.parent)),
        projectId: toDocIdOrNull(relationId(folder.project)),
        fileCount: files.totalDocs,
        folderCount: children.totalDocs,
      }
    }),
  )
}

/**
 * Where the documents screen stands in a project's tree: the folder open (`folderId`, else the project's
 * top), the breadcrumbs from the project down to it, and its sub-folders with their counts. A folder of
 * another project (or another customer) answers 404.
 */
export async function folderLevel(payload: Payload, { user, project, folderId }: { user: User; project: Project; folderId: string | null | undefined }): Promise<FolderLevel> {
  const rootId = toDocIdOrNull(relationId(project.folder))
  const open = folderId ? await reachFolder(payload, user, folderId) : null
  if (open && !isSameDoc(relationId(open.project), project.id)) throw new NotFoundError(FOLDER_NOT_FOUND)
  const currentId = open ? toDocId(open.id) : rootId
  const tree = await projectFolders(payload, user, project.id)
  const projectCrumb: FolderCrumb = {
    folderId: null,
    name: projectTitleOf(project),
  }
  // The project's own folder is the project: the breadcrumbs start at the project, then go below its folder.
  const below = currentId === null ? [] : folderPath(tree, currentId).filter((node) => node.id !== rootId)
  const { docs: children } = await payload.find({
    collection: slugs.folders,
    where: childrenWhere(payload, project, currentId),
    sort: 'name',
    pagination: false,
    depth: 0,
    user,
    overrideAccess: false,
  })
  return {
    folder: open ? ((await toDocumentFolders(payload, user, [open]))[0] ?? null) : null,
    breadcrumbs: [projectCrumb, ...below.map((node) => ({ folderId: node.id, name: node.name }))],
    folders: await toDocumentFolders(payload, user, children),
  }
}

function parseName(raw: unknown): string {
  const parsed = folderNameSchema.safeParse(raw)
  if (!parsed.success) throw new InvalidInputError(parsed.error.issues[0]?.message ?? FOLDER_MESSAGES.nameRequired, { field: 'folder_name' })
  return parsed.data
}

async function refuseTakenName(
  payload: Payload,
  {
    user,
    project,
    parentId,
    name,
    exceptId,
  }: {
    user: User
    project: Project
    parentId: DocId | null
    name: string
    exceptId?: DocId
  },
) {
  const { docs } = await payload.find({
    collection: slugs.folders,
    where: childrenWhere(payload, project, parentId),
    pagination: false,
    depth: 0,
    select: { name: true },
    user,
    overrideAccess: false,
  })
  if (
    isNameTaken(
      name,
      docs.map((folder) => ({
        id: String(folder.id),
        name: folder.name ?? '',
      })),
      exceptId,
    )
  )
    throw new ConflictError(FOLDER_MESSAGES.nameTaken)
}

/** The height of the sub-tree under `folderId` (1 for a folder without sub-folders). */
function subtreeHeight(tree: ReadonlyMap<string, FolderNode>, folderId: string): number {
  const children = [...tree.values()].filter((node) => node.parentId === folderId)
  return 1 + Math.max(0, ...children.map((child) => subtreeHeight(tree, child.id)))
}

/**
 * POST /v1/folders/create (folder_name, parent, project): a sub-folder of `parent` (a folder of the project),
 * or of the project's top when no parent is given. The customer owns it (set from the project).
 */
export async function createFolder(
  payload: Payload,
  {
    user,
    name,
    parentId,
    projectId,
  }: {
    user: User | null
    name: unknown
    parentId: unknown
    projectId: unknown
  },
): Promise<DocumentFolder> {
  if (!user) throw new UnauthenticatedError()
  const folderName = parseName(name)
  const { project } = await reachProject(payload, parseProjectId(payload, projectId), { user, visitorKey: null }, { forWrite: true })
  const rootId = toDocIdOrNull(relationId(project.folder))
  const hasParent = parentId !== undefined && parentId !== null && parentId !== '' && String(parentId) !== '-1'
  const parent = hasParent ? await reachFolder(payload, user, parentId) : null
  if (parent && !isSameDoc(relationId(parent.project), project.id)) throw new RuleViolationError(FOLDER_MESSAGES.otherProject)
  const parentKey = parent ? toDocId(parent.id) : rootId
  if (parentKey !== null) {
    const depth = folderPath(await projectFolders(payload, user, project.id), parentKey).filter((node) => node.id !== rootId).length
    if (depth + 1 > MAX_FOLDER_DEPTH) throw new RuleViolationError(FOLDER_MESSAGES.tooDeep)
  }
  await refuseTakenName(payload, {
    user,
    project,
    parentId: parentKey,
    name: folderName,
  })
  const created = await payload.create({
    collection: slugs.folders,
    data: {
      name: folderName,
      project: project.id,
      ...(parentKey === null ? {} : { parent: relationTo(payload, parentKey) }),
    },
    depth: 0,
    user,
    overrideAccess: false,
  })
  return (await toDocumentFolders(payload, user, [created]))[0]!
}

/**
 * POST /v1/folders/update/{id} (folder_name to rename, parent to move: a folder of the same project, or -1
 * for the project's top): the folder's owner only (staff use the back office). Never into itself or its
 * sub-folders; the project's own folder stays at the top.
 */
export async function updateFolder(
  payload: Payload,
  { user, folderId, name, parentId }: { user: User | null; folderId: unknown; name: unknown; parentId: unknown },
): Promise<DocumentFolder> {
  if (!user) throw new UnauthenticatedError()
  const folder = await reachFolder(payload, user, folderId)
  if (!isSameDoc(relationId(folder.owner), user.id)) throw new ForbiddenError()
  const projectId = relationId(folder.project)
  if (projectId === null) throw new NotFoundError(FOLDER_NOT_FOUND)
  const { project } = await reachProject(payload, toDocId(projectId), { user, visitorKey: null }, { forWrite: true })
  const rootId = toDocIdOrNull(relationId(project.folder))
  const isMove = parentId !== undefined && parentId !== null && parentId !== ''
  const isRename = name !== undefined && name !== null
  if (!isMove && !isRename) throw new InvalidInputError('Indiquez un nouveau nom ou un nouveau dossier parent.')
  const folderName = isRename ? parseName(name) : folder.name
  const currentParent = toDocIdOrNull(relationId(folder.parent))
  let newParent = currentParent
  if (isMove) {
    if (isSameDoc(folder.id, rootId)) throw new RuleViolationError(FOLDER_MESSAGES.rootFixed)
    const target = String(parentId) === '-1' ? null : await reachFolder(payload, user, parentId)
    if (target && !isSameDoc(relationId(target.project), project.id)) throw new RuleViolationError(FOLDER_MESSAGES.otherProject)
    newParent = target ? toDocId(target.id) : rootId
    if (newParent !== null) {
      const tree = await projectFolders(payload, user, project.id)
      const newParentPath = folderPath(tree, newParent).filter((node) => node.id !== rootId)
      const refusal = moveRefusal({
        folderId: toDocId(folder.id),
        newParentPath,
        subtreeHeight: subtreeHeight(tree, toDocId(folder.id)),
      })
      if (refusal) throw new RuleViolationError(refusal)
    }
  }
  if (!isSameDoc(folder.id, rootId))
    await refuseTakenName(payload, {
      user,
      project,
      parentId: newParent,
      name: folderName,
      exceptId: toDocId(folder.id),
    })
  const updated = await payload.update({
    collection: slugs.folders,
    id: folder.id,
    data: {
      name: folderName,
      parent: newParent === null ? null : relationTo(payload, newParent),
    },
    depth: 0,
    user,
    overrideAccess: false,
  })
  return (await toDocumentFolders(payload, user, [updated]))[0]!
}

/**
 * GET /v1/folders/sign/{folderId}: short-lived signed download links for the folder's own files.
 * NOTE: the spec names the call without its answer. Signed links are what a client needs beyond the
 * cookie-protected /uploads URLs it already has: links that work without the session for SIGNED_LINK_TTL_MS
 * (15 minutes), to open a file in another application, a download manager or a mobile viewer, or to hand
 * the folder over to an artisan, without making the files public for good.
 */
export async function signFolder(payload: Payload, { user, folderId }: { user: User | null; folderId: unknown }): Promise<SignedFolder> {
  if (!user) throw new UnauthenticatedError()
  const folder = await reachFolder(payload, user, folderId)
  const { docs } = await payload.find({
    collection: slugs.files,
    where: { folder: { equals: folder.id } },
    sort: 'filename',
    pagination: false,
    depth: 0,
    user,
    overrideAccess: false,
  })
  const expiresAt = Date.now() + SIGNED_LINK_TTL_MS
  return {
    id: toDocId(folder.id),
    name: folder.name,
    expiresAt: new Date(expiresAt).toISOString(),
    files: docs
      .filter((file) => file.filename)
      .map((file) => ({
        id: toDocId(file.id),
        name: file.filename!,
        url: signedUploadUrl(`folders/file/${encodeURIComponent(file.filename!)}`, expiresAt),
      })),
  }
}
