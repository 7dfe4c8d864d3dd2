import { DOCUMENT_TABS } from '@/domain/documents'
import { cn } from '@/lib/utils'
import { DOCUMENTS_COPY as COPY } from './documents-copy'

/** The families of documents (spec section 2: Tous, Devis, Plans…), the current one marked. */
export function DocumentTabs({ current, onChoose }: { current: string; onChoose: (tab: string) => void }) {
  return (
    <nav aria-label={COPY.tabs} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-1 border-b border-border">
        {DOCUMENT_TABS.map((candidate) => (
          <li key={candidate.value}>
            <button
              type="button"
              aria-current={candidate.value === current ? 'page' : undefined}
              onClick={() => onChoose(candidate.value)}
              className={cn(
                '-mb-px whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring',
                candidate.value === current ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground hover:text-foreground',
              )}
            >
              {candidate.label}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  )
}
