import type { PageResult } from '../../../domain/pagination/index.ts'
import type { WorksReport, WorksReportsPage } from '../../reports/reports.types.ts'

/** A works follow-up report on the wire (spec section 3: rapport_id, rapport_title, rapport_file, rapport_description). */
export type WireReport = {
  rapport_id: string
  rapport_title: string
  /** The PDF's stored name, served under /uploads/rapports/file/{name} to the project's owner and staff. */
  rapport_file: string | null
  rapport_file_url: string | null
  rapport_description: string
  created_at: string
}

export function toWireReport(report: WorksReport): WireReport {
  return {
    rapport_id: report.id,
    rapport_title: report.title,
    rapport_file: report.file?.name ?? null,
    rapport_file_url: report.file?.url ?? null,
    rapport_description: report.description,
    created_at: report.createdAt,
  }
}

/** GET /v1/rapports/all: the page of reports and its project, as before the internal model. */
export function toWireReportsPage({ data, project, ...page }: WorksReportsPage): PageResult<WireReport> & { project: { id: string; title: string } } {
  return { ...page, data: data.map(toWireReport), project: { id: project.id, title: project.title } }
}
