import type { DefaultCellComponentProps } from 'payload'
import { RETIREMENT_COPY } from '../../domain/questionnaire/retirement-copy.ts'
import './retired-cell.css'

/** The questions list's « Retirée » column: a badge on a retired question, nothing on a question still asked. */
export function RetiredQuestionCell({ cellData }: DefaultCellComponentProps) {
  return cellData === true ? <span className="retired-badge">{RETIREMENT_COPY.badge}</span> : null
}
