import type { Payload, Where } from 'payload'
import type { Project, User } from '../../../payload-types.ts'
import { slugs } from '../../../collections/slugs.ts'
import { relationId } from '../../../collections/fields/relation-id.ts'
import { userHasRole } from '../../../collections/access/roles-of.ts'
import { InvalidInputError, RuleViolationError, UnauthenticatedError } from '../../domain/errors.ts'
import { pageResult, PAGE_SIZES, parsePagination, type PageResult } from '../../domain/pagination/index.ts'
import { PROJECT_DELETION_MESSAGES, projectDeletionRefusal, projectTitleOf } from '../../domain/projects/index.ts'
import { projectListFiltersSchema, type ProjectListFilters } from '../../domain/projects/list-filters.ts'
import { projectProgress, type ProjectProgress, type ProjectStatus } from '../../domain/workflow/index.ts'
import { toDocId, toDocIdOrNull, type DocId } from '../../domain/ids/index.ts'
import { parseProjectId, reachProject } from './project-access.server.ts'
import type { WireProjectSource } from '../v1/serializers/project.ts'
import { eraseProjects } from '../../../collections/Projects/erase-projects.server.ts'

/**
 * A project in a list: its listed fields, its owner's name, its image's file name, its folder (for the documents link) and why the requester may not delete it.
 */
export type ListedProject = {
  project: WireProjectSource & Pick<Project, 'statusBeforeException'>
  ownerName: string
  imageName: string | null
  folderId: DocId | null
  deletionRefusal: string | null
}

/** A project's card on 'Mes projets' (spec section 2 'Project list and cards'). */
export type ProjectCard = {
  id: DocId
  title: string
  status: ProjectStatus
  /** Percent and label as every customer surface reads them (« Projet suspendu » on hold). */
  progress: ProjectProgress
  address: string
  /** The stored name of its image, served under /uploads/folders/img/. */
  imageName: string | null
  ownerName: string
  folderId: DocId | null
  /** Why the requester may not delete it (the card then offers no « Supprimer »), or null. */
  deletionRefusal: string | null
}

/** The card of a listed project. */
export function toProjectCard({ project, ownerName, imageName, folderId, deletionRefusal }: ListedProject): ProjectCard {
  return {
    id: toDocId(project.id),
    title: projectTitleOf(project),
    status: project.status as ProjectStatus,
    progress: projectProgress({ visa: project.status as ProjectStatus, statusBeforeException: (project.statusBeforeException ?? null) as ProjectStatus | null }),
    address: project.address ?? '',
    imageName,
    ownerName,
    folderId,
    deletionRefusal,
  }
}

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

const ownerName = (owner: Pick<User, 'firstName' | 'lastName' | 'email'> | undefined) =>
  owner ? [owner.firstName, owner.lastName].filter(Boolean).join(' ') || owner.email || '' : ''

/** The fields of a project a card and the wire project read (toProjectCard, WireProjectSource), and its folder. */
const LISTED_FIELDS = {
  title: true,
  status: true,
  statusBeforeException: true,
  address: true,
  surface: true,
  apartmentType: true,
  roomCount: true,
  rooms: true,
  photos: true,
  image: true,
  estimateShown: true,
  budgetLow: true,
  budgetHigh: true,
  style: true,
  quiz: true,
  owner: true,
  folder: true,
  createdAt: true,
} as const

/** The distinct ids of some relations (unset ones left out). */
const idsOf = (relations: Parameters<typeof relationId>[0][]) => [...new Set(relations.map(relationId).filter((id) => id !== null))]

/** Documents by their id, as a map. */
const byId = <T extends { id: string | number }>(docs: T[]) => new Map(docs.map((doc) => [String(doc.id), doc]))

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
    // Only what a card and the wire project read, relations as ids: at depth 1 Payload would also load the
    // questionnaire, the style and every room's level of each project, which the list shows only by id.
    select: LISTED_FIELDS,
    depth: 0,
    joins: false,
    user,
    overrideAccess: false,
  })
  const projects = result.docs
  // The owners' names and the images' file names of the page, one query each, with the requester's own rights
  // (what they may not read stays an id, as Payload's population would leave it).
  const ownerIds = idsOf(projects.map((project) => project.owner))
  const imageIds = idsOf(projects.map((project) => project.image))
  const [owners, images] = await Promise.all([
    ownerIds.length === 0
      ? []
      : payload.find({ collection: slugs.users, where: { id: { in: ownerIds } }, select: { firstName: true, lastName: true, email: true }, depth: 0, pagination: false, user, overrideAccess: false }).then(({ docs }) => docs),
    imageIds.length === 0
      ? []
      : payload.find({ collection: slugs.files, where: { id: { in: imageIds } }, select: { filename: true }, depth: 0, pagination: false, user, overrideAccess: false }).then(({ docs }) => docs),
  ]).then(([ownerDocs, imageDocs]) => [byId(ownerDocs), byId(imageDocs)] as const)
  const data = projects.map((project) => ({
    project,
    ownerName: ownerName(owners.get(String(relationId(project.owner)))),
    imageName: images.get(String(relationId(project.image)))?.filename ?? null,
    folderId: toDocIdOrNull(relationId(project.folder)),
    deletionRefusal: deletionRefusalOf(project, user),
  }))
  return pageResult({ data, total: result.totalDocs, page, pageSize: limit })
}

/** Why `user` may not delete `project` (src/domain/projects/project-deletion.ts), in French, or null. */
function deletionRefusalOf(project: Pick<Project, 'status' | 'statusBeforeException'>, user: User): string | null {
  const refusal = projectDeletionRefusal({ status: project.status, statusBeforeException: project.statusBeforeException ?? null, isStaff: userHasRole(user, 'staff') })
  return refusal === null ? null : PROJECT_DELETION_MESSAGES[refusal]
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
  const refusal = deletionRefusalOf(project, user)
  if (refusal !== null) throw new RuleViolationError(refusal)
  await eraseProjects(payload, [project.id])
  return { id: toDocId(project.id) }
}
