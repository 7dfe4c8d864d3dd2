import type { Payload, Where } from 'payload'
import type { Project, User } from '../../../payload-types.ts'
import { slugs } from '../../../collections/slugs.ts'
import { relationId } from '../../../collections/fields/relation-id.ts'
import { userHasRole } from '../../../collections/access/roles-of.ts'
import { isContractSigned } from '../../domain/accounts/index.ts'
import { InvalidInputError, RuleViolationError, UnauthenticatedError } from '../../domain/errors.ts'
import { pageResult, PAGE_SIZES, parsePagination, type PageResult } from '../../domain/pagination/index.ts'
import { projectTitleOf } from '../../domain/projects/index.ts'
import { projectListFiltersSchema, type ProjectListFilters } from '../../domain/projects/list-filters.ts'
import { populated } from '../../domain/relation.ts'
import { statusLabel, type ProjectStatus } from '../../domain/workflow/index.ts'
import { toDocId, toDocIdOrNull, type DocId } from '../../domain/ids/index.ts'
import type { File as FileDoc } from '../../../payload-types.ts'
import { parseProjectId, reachProject } from './project-access.server.ts'
import { eraseProjects } from '../../../collections/Projects/erase-projects.server.ts'

/** A project in a list: the stored project, its owner's name and its folder (for the documents link). */
export type ListedProject = { project: Project; ownerName: string; folderId: DocId | null }

/** A project's card on 'Mes projets' (spec section 2 'Project list and cards'). */
export type ProjectCard = {
  id: DocId
  title: string
  status: ProjectStatus
  statusLabel: string
  address: string
  /** The stored name of its image, served under /uploads/folders/img/. */
  imageName: string | null
  ownerName: string
  folderId: DocId | null
}

/** The card of a listed project. */
export function toProjectCard({ project, ownerName, folderId }: ListedProject): ProjectCard {
  return {
    id: toDocId(project.id),
    title: projectTitleOf(project),
    status: project.status as ProjectStatus,
    statusLabel: statusLabel(project.status as ProjectStatus),
    address: project.address ?? '',
    imageName: populated<FileDoc>(project.image)?.filename ?? null,
    ownerName,
    folderId,
  }
}

export const PROJECT_LIST_MESSAGES = {
  signed: 'Ce projet a un contrat signé : il est conservé 10 ans, comme la loi l’exige, et ne peut pas être supprimé.',
} as const

/** Reads list filters from raw query values; a malformed one is a 400 with its French message. */
export function parseProjectFilters(raw: Record<string, unknown>): ProjectListFilters {
  const parsed = projectListFiltersSchema.safeParse(raw)
  if (!parsed.success) throw new InvalidInputError(parsed.error.issues[0]?.message)
  return parsed.data
}

function filtersWhere(filters: ProjectListFilters): Where[] {
  return [
    ...(filters.address ? [{ address: { like: filters.address } }] : []),
    ...(filters.apartmentTypes.length > 0 ? [{ apartmentType: { in: filters.apartmentTypes } }] : []),
    ...(filters.visa === undefined ? [] : [{ status: { equals: filters.visa } }]),
  ]
}

const ownerName = (owner: Project['owner']) =>
  typeof owner === 'object' && owner ? [owner.firstName, owner.lastName].filter(Boolean).join(' ') || owner.email || '' : ''

/**
 * GET /v1/project/list/all and the 'Mes projets' screen: the requester's projects (every project for
 * staff), newest first, filtered and paginated (12 a page), read with their own access rights.
 */
export async function listProjects(
  payload: Payload,
  { user, filters, pageSize }: { user: User | null; filters: ProjectListFilters; pageSize?: string | null },
): Promise<PageResult<ListedProject>> {
  if (!user) throw new UnauthenticatedError()
  const { page, pageSize: limit } = parsePagination({ p: String(filters.page), div: pageSize ?? null }, PAGE_SIZES.projects)
  const where: Where = { and: [...(userHasRole(user, 'staff') ? [] : [{ owner: { equals: user.id } }]), ...filtersWhere(filters)] }
  const result = await payload.find({
    collection: slugs.projects,
    where,
    sort: '-createdAt',
    page,
    limit,
    depth: 1,
    // The history and the large relations are not needed for a card; of a related document a card reads
    // only the owner's name, the folder's name and the image's file name (the others by id): one column each
    // rather than every field of the questionnaire, the style and the levels, for each project of the page.
    joins: false,
    populate: {
      users: { firstName: true, lastName: true, email: true },
      folders: { name: true },
      files: { filename: true },
      quizzes: { title: true },
      styles: { title: true },
      levels: { title: true },
    },
    user,
    overrideAccess: false,
  })
  const data = result.docs.map((project) => ({ project, ownerName: ownerName(project.owner), folderId: toDocIdOrNull(relationId(project.folder)) }))
  return pageResult({ data, total: result.totalDocs, page, pageSize: limit })
}

/** GET /v1/project/last/created: the requester's most recent project, or null. */
export async function lastCreatedProject(payload: Payload, user: User | null): Promise<Project | null> {
  if (!user) throw new UnauthenticatedError()
  const { docs } = await payload.find({ collection: slugs.projects, where: { owner: { equals: user.id } }, sort: '-createdAt', limit: 1, depth: 1, joins: false, user, overrideAccess: false })
  return docs[0] ?? null
}

/**
 * POST /v1/project/del/{id}: the owner (or staff) erases a project with everything under it. A project
 * whose contract is signed is kept, as the law requires, and the customer is told so.
 */
export async function deleteProject(payload: Payload, { user, projectId }: { user: User | null; projectId: unknown }): Promise<{ id: DocId }> {
  if (!user) throw new UnauthenticatedError()
  const { project } = await reachProject(payload, parseProjectId(payload, projectId), { user, visitorKey: null }, { forWrite: true })
  if (!userHasRole(user, 'staff') && isContractSigned({ status: project.status, statusBeforeException: project.statusBeforeException ?? null })) {
    throw new RuleViolationError(PROJECT_LIST_MESSAGES.signed)
  }
  await eraseProjects(payload, [project.id])
  return { id: toDocId(project.id) }
}
