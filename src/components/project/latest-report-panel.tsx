import { Button } from '@/components/ui/button'
import { ReportDetails } from '@/components/reports/report-details'
import type { ProjectPanels } from '@/server/projects/project-screen.server'
import { PROJECT_COPY } from './copy'
import type { DocId } from '@/domain/ids'

const COPY = PROJECT_COPY.report

/**
 * 'Dernier rapport' (spec section 2, 'Other panels'): the latest works report of the project, from the
 * route loader (so that a live event's router.invalidate() refreshes it).
 */
export function LatestReportPanel({ projectId, report }: { projectId: DocId; report: ProjectPanels['latestReport'] }) {
  return (
    <section aria-labelledby="dernier-rapport" className="rounded-2xl border bg-card p-5 shadow-xs">
      <h2 id="dernier-rapport" className="text-xl">
        {COPY.title}
      </h2>
      {report ? (
        <div className="mt-3">
          <ReportDetails report={report} />
        </div>
      ) : (
        <p className="mt-3 text-sm text-muted-foreground">{COPY.noData}</p>
      )}
      <Button asChild variant="secondary" className="mt-4 w-full">
        <a href={`/suivi-des-travaux/${projectId}`}>{COPY.all}</a>
      </Button>
    </section>
  )
}
