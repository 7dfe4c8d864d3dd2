import { useCallback } from 'react'
import { useRouteContext, useRouter } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'
import { PageNav } from '@/components/layout/page-nav'
import { SearchForm } from '@/components/layout/search-form'
import { ExceptionBanner } from '@/components/project/exception-banner'
import { useProjectEvents } from '@/components/live/use-project-events'
import { useLiveRefresh } from '@/components/live/refresh-hold'
import type { WorksReportsPage } from '@/server/reports/reports.types'
import { ReportDetails } from './report-details'
import { WORKS_COPY as COPY } from './copy'
import { parisDateLabel } from '@/domain/booking'

export type WorksData = WorksReportsPage

/**
 * /suivi-des-travaux/{id} (spec section 2): the project's works reports, 10 a page, with a search; a new
 * report from staff appears without a reload (live 'report' events).
 */
export function WorksPage({ data, word, onSearch }: { data: WorksData; word: string; onSearch: (next: { p?: number; word?: string }) => void }) {
  const router = useRouter()
  const { user } = useRouteContext({ from: '__root__' })
  const refresh = useLiveRefresh(useCallback(() => void router.invalidate(), [router]))
  useProjectEvents({ userId: user?.id, projectId: data.project.id, onEvent: refresh })
  return (
    <div className="space-y-6">
      <nav aria-label="Fil d’Ariane" className="text-sm text-muted-foreground">
        <a href="/projets" className="hover:underline">
          {COPY.myProjects}
        </a>{' '}
        /{' '}
        <a href={`/project/${data.project.id}`} className="hover:underline">
          {data.project.title}
        </a>{' '}
        / <span aria-current="page">{COPY.title}</span>
      </nav>
      <header className="space-y-2">
        <h1 className="text-3xl sm:text-4xl">{COPY.title}</h1>
        <p className="text-muted-foreground">{COPY.intro}</p>
      </header>
      {data.project.isFrozen ? <ExceptionBanner /> : null}
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          {/* Keyed by the search, so that clearing it empties the box too. */}
          <SearchForm key={word} name="word" label={COPY.search} placeholder={COPY.searchPlaceholder} initial={word} onSearch={(typed) => onSearch(typed ? { word: typed } : {})} />
        </div>
        {word ? (
          <Button type="button" variant="ghost" onClick={() => onSearch({})}>
            {COPY.clear}
          </Button>
        ) : null}
      </div>
      {data.total === 0 ? (
        <p className="rounded-2xl border border-dashed border-border bg-card p-8 text-center text-lg">{word ? COPY.emptySearch(word) : COPY.empty}</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {COPY.count(data.total)}
          </p>
          <ol className="space-y-4">
            {data.data.map((report) => (
              <li key={report.id} className="rounded-2xl border border-border bg-card p-5">
                <p className="mb-2 text-xs uppercase tracking-wide text-muted-foreground">{COPY.publishedOn(parisDateLabel(new Date(report.createdAt)))}</p>
                <ReportDetails headingLevel={2} report={report} />
              </li>
            ))}
          </ol>
          <PageNav
            page={data.page}
            lastPage={data.lastPage}
            onPage={(p) => onSearch({ word, p })}
            urlSearch={word ? { word } : {}}
            label={COPY.pagination}
          />
        </>
      )}
    </div>
  )
}
