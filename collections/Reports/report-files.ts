import { relationId } from '../fields/relation-id.ts'

type Relation = Parameters<typeof relationId>[0]
type WithFiles = { file?: unknown; photos?: unknown }

/** The files a report carries: its PDF and its photos. */
function fileIdsOf(report: WithFiles | undefined): string[] {
  const photos = Array.isArray(report?.photos) ? report.photos : []
  return [report?.file, ...photos].map((value) => relationId(value as Relation)).filter((id): id is string | number => id !== null).map(String)
}

/** The files a report carries now and did not carry before (attached by this write). */
export function newlyAttachedReportFiles(doc: WithFiles, previousDoc: WithFiles | undefined): string[] {
  const before = new Set(fileIdsOf(previousDoc))
  return [...new Set(fileIdsOf(doc))].filter((id) => !before.has(id))
}
