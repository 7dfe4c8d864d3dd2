import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Button } from '@/components/ui/button'

const COPY = {
  previous: 'Page précédente',
  next: 'Page suivante',
  page: (page: number, last: number) => `Page ${page} sur ${last}`,
} as const

/** Previous / next paging of a list ('Page 2 sur 5'), announced to screen readers; nothing when there is one page. */
export function PageNav({ page, lastPage, onPage, label }: { page: number; lastPage: number; onPage: (page: number) => void; label: string }) {
  if (lastPage <= 1) return null
  return (
    <nav aria-label={label} className="flex items-center justify-center gap-3">
      <Button type="button" variant="outline" size="icon" disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={COPY.previous}>
        <ChevronLeft aria-hidden="true" />
      </Button>
      <span className="text-sm" aria-live="polite">
        {COPY.page(page, lastPage)}
      </span>
      <Button type="button" variant="outline" size="icon" disabled={page >= lastPage} onClick={() => onPage(page + 1)} aria-label={COPY.next}>
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  )
}
