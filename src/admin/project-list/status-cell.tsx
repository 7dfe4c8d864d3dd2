import type { DefaultCellComponentProps } from 'payload'
import { isProjectStatus, statusLabel } from '../../domain/workflow/index.ts'

/** The projects list's status column: the workflow's French label (« Suivi des travaux »), not project_visa's number. */
export function ProjectStatusCell({ cellData }: DefaultCellComponentProps) {
  return <span>{isProjectStatus(cellData) ? statusLabel(cellData) : ''}</span>
}
