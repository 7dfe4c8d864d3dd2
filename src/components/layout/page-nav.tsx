import type { MouseEvent, ReactNode } from 'react'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useRouter } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'

const COPY = {
  previous: 'Page précédente',
  next: 'Page suivante',
  page: (page: number, last: number) => `Page ${page} sur ${last}`,
} as const

type PageNavProps = {
  page: number
  lastPage: number
  onPage: (page: number) => void
  label: string
  /**
   * The query of a list kept in the URL (its page in `p`): the arrows are then links to the same query on
   * another page, which work before the page is hydrated (a first tap on a slow phone loads the next page
   * from the server) and open in a new tab.
   */
  urlSearch?: Record<string, unknown>
}

/** Previous / next paging of a list ('Page 2 sur 5'), announced to screen readers; nothing when there is one page. */
export function PageNav({ page, lastPage, onPage, label, urlSearch }: PageNavProps) {
  const router = useRouter()
  if (lastPage <= 1) return null
  const hrefFor = urlSearch && ((p: number) => router.buildLocation({ to: '.', search: { ...urlSearch, p } }).href)
  const arrow = (target: number, name: string, icon: ReactNode) => {
    if (target < 1 || target > lastPage || !hrefFor) {
      return (
        <Button type="button" variant="outline" size="icon" disabled={target < 1 || target > lastPage} onClick={() => onPage(target)} aria-label={name}>
          {icon}
        </Button>
      )
    }
    return (
      <Button asChild variant="outline" size="icon">
        <a href={hrefFor(target)} onClick={(event) => followInPlace(event, () => onPage(target))} aria-label={name}>
          {icon}
        </a>
      </Button>
    )
  }
  return (
    <nav aria-label={label} className="flex items-center justify-center gap-3">
      {arrow(page - 1, COPY.previous, <ChevronLeft aria-hidden="true" />)}
      <span className="text-sm" aria-live="polite">
        {COPY.page(page, lastPage)}
      </span>
      {arrow(page + 1, COPY.next, <ChevronRight aria-hidden="true" />)}
    </nav>
  )
}

/** A plain click on a hydrated link moves in place; a click that asks for a new tab or window is the browser's. */
function followInPlace(event: MouseEvent, move: () => void) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  event.preventDefault()
  move()
}
