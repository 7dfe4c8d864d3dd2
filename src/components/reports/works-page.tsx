import { useCallback } from 'react'
import { useRouteContext, useRouter } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'
import { PageNav } from '@/components/layout/page-nav'
import { SearchForm } from '@/components/layout/search-form'
import { useProjectEvents } from '@/components/live/use-project-events'
import { useLiveRefresh } from '@/components/live/refresh-hold'
import type { PageResult } from '@/domain/pagination'
import type { WireReport } from '@/server/reports/reports.server'
import { ReportDetails } from './report-details'
import { WORKS_COPY as COPY } from './copy'

const DATE = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' })

export type WorksData = PageResult<WireReport> & { project: { id: string; title: string } }

/**
 * /suivi-des-traveaux/{id} (spec section 2): the project's works reports, 10 a page, with a search; a new
 * report from staff appears without a reload (live 'report' events).
 */
export function WorksPage({ data, word, onSearch }: { data: WorksData; word: string; onSearch: (next: { p?: number; word?: string }) => void }) {
  const router = useRouter()
  const { user } = useRouteContext({ from: '__root__' })
  const refresh = useLiveRefresh(useCallback(() => void router.invalidate(), [router]))
  useProjectEvents({ userId: user?.user_id, projectId: Number(data.project.id), onEvent: refresh })
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
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          {/* Keyed by the search, so that clearing it empties the box too. */}
          <SearchForm key={word} label={COPY.search} placeholder={COPY.searchPlaceholder} initial={word} onSearch={(typed) => onSearch(typed ? { word: typed } : {})} />
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
              <li key={report.rapport_id} className="rounded-2xl border border-border bg-card p-5">
                <p className="mb-2 text-xs uppercase tracking-wide text-muted-foreground">{COPY.publishedOn(DATE.format(new Date(report.created_at)))}</p>
                <ReportDetails
                  headingLevel={2}
                  report={{
                    title: report.rapport_title,
                    description: report.rapport_description,
                    file: report.rapport_file && report.rapport_file_url ? { name: report.rapport_file, url: report.rapport_file_url } : null,
                  }}
                />
              </li>
            ))}
          </ol>
          <PageNav page={data.page} lastPage={data.lastPage} onPage={(p) => onSearch({ word, p })} label={COPY.pagination} />
        </>
      )}
    </div>
  )
}
