import { lazy, Suspense } from 'react'
import { ClientOnly } from '@tanstack/react-router'
import { Download, ExternalLink } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { PDF_VIEWER_COPY as COPY } from './copy'
import { loadCode } from '@/lib/time-limits'

// pdf.js (and its worker) is fetched only when a document is shown, never in a page's first load.
const PdfViewer = lazy(() => loadCode(() => import('./pdf-viewer')))

/** Starts fetching the viewer's code early, e.g. while a panel shows its spinner. */
export function preloadPdfViewer(): void {
  void import('./pdf-viewer')
}

export type PdfDocumentLinks = { name: string; viewUrl: string; downloadUrl: string }

function ViewerLoading() {
  return (
    <p className="flex items-center gap-2 rounded-lg border bg-muted/60 p-6 text-sm text-muted-foreground">
      <Spinner /> {COPY.loading}
    </p>
  )
}

/**
 * A PDF document shown in the page (paged, zoomable) with its download and a link that opens it in a new
 * window (the browser's own viewer). The viewer runs in the browser only.
 */
export function PdfPreview({ document, title }: { document: PdfDocumentLinks; title: string }) {
  return (
    <div className="space-y-3">
      <ClientOnly fallback={<ViewerLoading />}>
        <Suspense fallback={<ViewerLoading />}>
          <PdfViewer url={document.viewUrl} title={title} />
        </Suspense>
      </ClientOnly>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <a href={document.downloadUrl} download={document.name}>
            <Download aria-hidden="true" /> {COPY.download}
          </a>
        </Button>
        <Button asChild variant="ghost" size="sm">
          <a href={document.viewUrl} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" /> {COPY.openInNewWindow}
          </a>
        </Button>
      </div>
    </div>
  )
}
