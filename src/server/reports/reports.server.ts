import type { Payload, Where } from 'payload'
import type { File as FileDoc, Report, User } from '../../../payload-types.ts'
import { slugs } from '../../../collections/slugs.ts'
import { InvalidInputError, UnauthenticatedError } from '../../domain/errors.ts'
import { pageResult, PAGE_SIZES, parsePagination, type PageResult, type PaginationQuery } from '../../domain/pagination/index.ts'
import { populated } from '../v1/serializers/relation.ts'
import { defaultProjectTitle } from '../v1/serializers/project.ts'
import { parseProjectId, reachProject } from '../projects/project-access.server.ts'

/** A works follow-up report as the spec reads it (section 3: rapport_id, rapport_title, rapport_file, rapport_description). */
export type WireReport = {
  rapport_id: string
  rapport_title: string
  /** The PDF's stored name, served under /uploads/rapports/file/{name} to the project's owner and staff. */
  rapport_file: string | null
  rapport_file_url: string | null
  rapport_description: string
  created_at: string
}

export function toWireReport(report: Report): WireReport {
  const file = populated<FileDoc>(report.file)
  return {
    rapport_id: String(report.id),
    rapport_title: report.title,
    rapport_file: file?.filename ?? null,
    rapport_file_url: file?.filename ? `/uploads/rapports/file/${encodeURIComponent(file.filename)}` : null,
    rapport_description: report.description ?? '',
    created_at: report.createdAt,
  }
}

async function ownedProject(payload: Payload, user: User | null, projectId: unknown) {
  if (!user) throw new UnauthenticatedError()
  return (await reachProject(payload, parseProjectId(projectId), { user, visitorKey: null })).project
}

/**
 * GET /v1/rapports/all/{projectId}?p&div&word (10 a page) and the works follow-up screen: the project's
 * reports, newest first, `word` searching their titles and descriptions; read with the requester's rights.
 */
export async function listReports(
  payload: Payload,
  { user, projectId, query }: { user: User | null; projectId: unknown; query: PaginationQuery & { word?: string | null } },
): Promise<PageResult<WireReport> & { project: { id: string; title: string } }> {
  const project = await ownedProject(payload, user, projectId)
  const { page, pageSize } = parsePagination(query, PAGE_SIZES.reports)
  const word = (query.word ?? '').trim()
  if (word.length > 100) throw new InvalidInputError('La recherche est trop longue (100 caractères au plus).')
  const where: Where = {
    and: [{ project: { equals: project.id } }, ...(word ? [{ or: [{ title: { like: word } }, { description: { like: word } }] }] : [])],
  }
  const result = await payload.find({ collection: slugs.reports, where, sort: '-createdAt', page, limit: pageSize, depth: 1, user: user ?? undefined, overrideAccess: false })
  return {
    ...pageResult({ data: result.docs.map(toWireReport), total: result.totalDocs, page, pageSize }),
    project: { id: String(project.id), title: project.title || defaultProjectTitle(project.id) },
  }
}

/** GET /v1/rapports/last/{projectId}: the project's latest report, or null. */
export async function lastReport(payload: Payload, { user, projectId }: { user: User | null; projectId: unknown }): Promise<WireReport | null> {
  const project = await ownedProject(payload, user, projectId)
  const { docs } = await payload.find({ collection: slugs.reports, where: { project: { equals: project.id } }, sort: '-createdAt', limit: 1, depth: 1, user: user ?? undefined, overrideAccess: false })
  return docs[0] ? toWireReport(docs[0]) : null
}
