import type { Payload, Where } from 'payload'
import type { File as FileDoc, Report, User } from '../../../payload-types.ts'
import { slugs } from '../../../collections/slugs.ts'
import { InvalidInputError, UnauthenticatedError } from '../../domain/errors.ts'
import { pageResult, PAGE_SIZES, parsePagination, type PaginationQuery } from '../../domain/pagination/index.ts'
import { toDocId } from '../../domain/ids/index.ts'
import { customerMayWrite } from '../../domain/workflow/index.ts'
import type { WorksReport, WorksReportsPage } from './reports.types.ts'
import { populated } from '../../domain/relation.ts'
import { projectTitleOf } from '../../domain/projects/index.ts'
import { parseProjectId, reachProject } from '../projects/project-access.server.ts'

function toWorksReport(report: Report): WorksReport {
  const file = populated<FileDoc>(report.file)
  return {
    id: toDocId(report.id),
    title: report.title,
    description: report.description ?? '',
    file: file?.filename ? { name: file.filename, url: `/uploads/rapports/file/${encodeURIComponent(file.filename)}` } : null,
    createdAt: report.createdAt,
  }
}

async function ownedProject(payload: Payload, user: User | null, projectId: unknown) {
  if (!user) throw new UnauthenticatedError()
  return (await reachProject(payload, parseProjectId(payload, projectId), { user, visitorKey: null })).project
}

/**
 * GET /v1/rapports/all/{projectId}?p&div&word (10 a page) and the works follow-up screen: the project's
 * reports, newest first, `word` searching their titles and descriptions; read with the requester's rights.
 */
export async function listReports(
  payload: Payload,
  { user, projectId, query }: { user: User | null; projectId: unknown; query: PaginationQuery & { word?: string | null } },
): Promise<WorksReportsPage> {
  const project = await ownedProject(payload, user, projectId)
  const { page, pageSize } = parsePagination(query, PAGE_SIZES.reports)
  const word = (query.word ?? '').trim()
  if (word.length > 100) throw new InvalidInputError('La recherche est trop longue (100 caractères au plus).')
  const where: Where = {
    and: [{ project: { equals: project.id } }, ...(word ? [{ or: [{ title: { like: word } }, { description: { like: word } }] }] : [])],
  }
  const result = await payload.find({ collection: slugs.reports, where, sort: '-createdAt', page, limit: pageSize, depth: 1, user: user ?? undefined, overrideAccess: false })
  return {
    ...pageResult({ data: result.docs.map(toWorksReport), total: result.totalDocs, page, pageSize }),
    project: { id: toDocId(project.id), title: projectTitleOf(project), isFrozen: !customerMayWrite(project.status) },
  }
}

/** GET /v1/rapports/last/{projectId}: the project's latest report, or null. */
export async function lastReport(payload: Payload, { user, projectId }: { user: User | null; projectId: unknown }): Promise<WorksReport | null> {
  const project = await ownedProject(payload, user, projectId)
  const { docs } = await payload.find({ collection: slugs.reports, where: { project: { equals: project.id } }, sort: '-createdAt', limit: 1, depth: 1, user: user ?? undefined, overrideAccess: false })
  return docs[0] ? toWorksReport(docs[0]) : null
}
