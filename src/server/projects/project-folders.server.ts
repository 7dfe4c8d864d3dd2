import type { Payload, Where } from 'payload'
import type { Folder, Project, User } from '../../../payload-types.ts'
import { slugs } from '../../../collections/slugs.ts'
import { InvalidInputError, UnauthenticatedError } from '../../domain/errors.ts'
import { pageResult, PAGE_SIZES, parsePagination, type PageResult, type PaginationQuery } from '../../domain/pagination/index.ts'
import { toDocId, type DocId } from '../../domain/ids/index.ts'
import { projectTitleOf } from '../../domain/projects/index.ts'

/** A project of 'Mes documents': its folder (if it has one) and how many documents it holds. */
export type ProjectFolder = {
  projectId: DocId
  projectTitle: string
  folderId: DocId | null
  folderName: string | null
  fileCount: number
}

type Acting = { user: User; overrideAccess: false }

const FOLDER_SEARCH_MAX = 100
const FOLDER_SEARCH_TOO_LONG = `La recherche est trop longue (${FOLDER_SEARCH_MAX} caractères au plus).`

async function findCustomerProjects(payload: Payload, acting: Acting, { where, page, limit }: { where?: Where; page?: number; limit?: number }) {
  return payload.find({
    collection: slugs.projects,
    where: { and: [{ owner: { equals: acting.user.id } }, ...(where ? [where] : [])] },
    sort: '-createdAt',
    ...(limit === undefined ? { pagination: false } : { page, limit }),
    depth: 1,
    joins: false,
    populate: { folders: { name: true } },
    select: { title: true, folder: true },
    ...acting,
  })
}

async function toProjectFolder(payload: Payload, acting: Acting, project: Pick<Project, 'id' | 'title' | 'folder'>): Promise<ProjectFolder> {
  const folder = typeof project.folder === 'object' && project.folder ? (project.folder as Folder) : null
  const { totalDocs } = await payload.count({ collection: slugs.files, where: { project: { equals: project.id } }, ...acting })
  return {
    projectId: toDocId(project.id),
    projectTitle: projectTitleOf(project),
    folderId: folder ? toDocId(folder.id) : null,
    folderName: folder?.name ?? null,
    fileCount: totalDocs,
  }
}

/**
 * 'Mes documents' (/fichiers): one entry per project of the signed-in customer, with its folder and how
 * many documents it holds, read with the customer's own access rights.
 */
export async function listProjectFolders(payload: Payload, user: User | null): Promise<ProjectFolder[]> {
  if (!user) throw new UnauthenticatedError()
  const acting = { user, overrideAccess: false as const }
  const { docs } = await findCustomerProjects(payload, acting, {})
  return Promise.all(docs.map((project) => toProjectFolder(payload, acting, project)))
}

/**
 * GET /v1/folders/all?p&div&word: the same entries a page at a time (12 by default, spec section 9),
 * newest project first; `word` searches the project's title and its folder's name.
 */
export async function pageProjectFolders(
  payload: Payload,
  { user, query }: { user: User | null; query: PaginationQuery & { word?: string | null } },
): Promise<PageResult<ProjectFolder>> {
  if (!user) throw new UnauthenticatedError()
  const { page, pageSize } = parsePagination(query, PAGE_SIZES.folders)
  const word = (query.word ?? '').trim()
  if (word.length > FOLDER_SEARCH_MAX) throw new InvalidInputError(FOLDER_SEARCH_TOO_LONG, { field: 'word' })
  const acting = { user, overrideAccess: false as const }
  const where: Where | undefined = word ? { or: [{ title: { like: word } }, { 'folder.name': { like: word } }] } : undefined
  const found = await findCustomerProjects(payload, acting, { where, page, limit: pageSize })
  const data = await Promise.all(found.docs.map((project) => toProjectFolder(payload, acting, project)))
  return pageResult({ data, total: found.totalDocs, page, pageSize })
}
