import type { UIFieldServerComponent } from 'payload'
import { formatWholeEuros } from '../../domain/money/index.ts'
import { PROJECT_VIEW_COPY as COPY } from './copy.ts'
import './project-view.css'

/**
 * The project's indicative budget as staff read it (whole euros TTC, not the stored cents), and the way to
 * the quote PDF computed from the price grid (the /v1 route, which files it with the project's documents).
 */
export const IndicativeBudget: UIFieldServerComponent = ({ id, data }) => {
  const low = typeof data?.budgetLow === 'number' ? data.budgetLow : null
  const high = typeof data?.budgetHigh === 'number' ? data.budgetHigh : null
  return (
    <div className="project-budget">
      <p className="project-budget__range">{low === null || high === null ? COPY.noBudget : COPY.budgetRange(formatWholeEuros(low), formatWholeEuros(high))}</p>
      {id === undefined || id === null ? null : (
        <p>
          <a className="btn btn--style-secondary btn--size-small" href={`/v1/project/generate/devis/${encodeURIComponent(String(id))}`} target="_blank" rel="noreferrer">
            {COPY.generateQuote}
          </a>{' '}
          <span className="project-budget__hint">{COPY.generateQuoteHint}</span>
        </p>
      )}
    </div>
  )
}
