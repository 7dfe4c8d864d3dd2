import type { DocId } from '../../domain/ids/index.ts'
import type { PageResult } from '../../domain/pagination/index.ts'

/** A works follow-up report (spec section 3) as the product handles it. */
export type WorksReport = {
  id: DocId
  title: string
  description: string
  /** The PDF, served under /uploads/rapports/file/{name} to the project's owner and staff. */
  file: { name: string; url: string } | null
  /** ISO date of publication. */
  createdAt: string
}

/** The project a works follow-up belongs to, as its screen names it; `isFrozen` while it is on hold (13). */
export type WorksProject = { id: DocId; title: string; isFrozen: boolean }

export type WorksReportsPage = PageResult<WorksReport> & { project: WorksProject }
