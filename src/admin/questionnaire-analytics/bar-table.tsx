import type { ReactNode } from 'react'
import { formatShare } from '../../domain/questionnaire-analytics/format.ts'

export type BarRow = { key: string; label: ReactNode; count: number; share: number }

type Props = {
  caption: ReactNode
  labelHeading: string
  countHeading: string
  shareHeading: string
  rows: readonly BarRow[]
}

/**
 * A bar chart that is a table: one row per bar, its label, its count and its share written out (what a
 * screen reader reads); the bar itself is drawn by CSS from the share and hidden from assistive technology.
 */
export function BarTable({ caption, labelHeading, countHeading, shareHeading, rows }: Props) {
  return (
    <table className="questionnaire-analytics__bars">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{labelHeading}</th>
          <th scope="col" className="questionnaire-analytics__number">
            {countHeading}
          </th>
          <th scope="col">{shareHeading}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            <td className="questionnaire-analytics__number">{row.count}</td>
            <td>
              <div className="questionnaire-analytics__share">
                <span className="questionnaire-analytics__track" aria-hidden="true">
                  <span className="questionnaire-analytics__bar" style={{ width: `${Math.round(Math.min(1, Math.max(0, row.share)) * 100)}%` }} />
                </span>
                <span className="questionnaire-analytics__share-value">{formatShare(row.share)}</span>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
