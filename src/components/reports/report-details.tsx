import type { MouseEvent } from 'react'
import { Download, Eye, FileText } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { PROJECT_COPY } from '@/components/project/copy'

const COPY = PROJECT_COPY.report

export type ReportView = { title: string; description: string; file: { name: string; url: string } | null }

/**
 * Opens the report in a popup window (the browser's own PDF viewer). When the browser blocks popups the link
 * opens it in a new tab instead.
 */
function openInPopup(event: MouseEvent<HTMLAnchorElement>) {
  const popup = window.open(event.currentTarget.href, 'rapport-de-suivi', 'popup,width=900,height=1000')
  if (popup) event.preventDefault()
}

/** One works report (spec section 2): its title, its PDF (view in a popup, download) or 'Aucun fichier pour le moment', its description or 'Aucune description'. */
export function ReportDetails({ report, headingLevel = 3 }: { report: ReportView; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <div className="space-y-3 text-sm">
      <Heading className="font-sans text-base font-semibold">{report.title}</Heading>
      {report.file ? (
        <div className="space-y-2">
          <p className="flex items-center gap-2 break-all">
            <FileText aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            {report.file.name}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <a href={report.file.url} target="_blank" rel="noopener noreferrer" onClick={openInPopup} aria-label={`${COPY.view} : ${report.title}`}>
                <Eye aria-hidden="true" /> {COPY.view}
              </a>
            </Button>
            <Button asChild variant="ghost" size="sm">
              <a href={report.file.url} download={report.file.name} aria-label={`${COPY.download} : ${report.title}`}>
                <Download aria-hidden="true" /> {COPY.download}
              </a>
            </Button>
          </div>
        </div>
      ) : (
        <p className="text-muted-foreground">{COPY.noFile}</p>
      )}
      <p className={report.description ? 'whitespace-pre-line' : 'text-muted-foreground'}>{report.description || COPY.noDescription}</p>
    </div>
  )
}
