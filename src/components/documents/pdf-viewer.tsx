import { useEffect, useRef, useState } from 'react'
import { Document, Page } from 'react-pdf'
import 'react-pdf/dist/Page/TextLayer.css'
import { ChevronLeft, ChevronRight, ZoomIn, ZoomOut } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { PDF_VIEWER_COPY as COPY } from './copy'
import { PDF_OPTIONS } from './pdfjs-setup'

const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const

/**
 * A PDF paged view with zoom, rendered by react-pdf (pdf.js) from a same-origin URL. It is loaded on demand
 * (see pdf-preview.tsx), so that pdf.js is no part of a page's first load.
 */
export default function PdfViewer({ url, title }: { url: string; title: string }) {
  const [pageCount, setPageCount] = useState(0)
  const [page, setPage] = useState(1)
  const [zoomIndex, setZoomIndex] = useState(ZOOM_STEPS.indexOf(1))
  const [width, setWidth] = useState(0)
  const frame = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = frame.current
    if (!element) return
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  const zoom = ZOOM_STEPS[zoomIndex] ?? 1
  const status = pageCount > 0 ? COPY.page(page, pageCount) : COPY.loading

  return (
    <div className="flex flex-col gap-3">
      <div role="toolbar" aria-label={COPY.viewer(title)} className="flex flex-wrap items-center gap-1.5 sm:gap-2">
        <Button type="button" variant="outline" size="icon-sm" aria-label={COPY.previous} disabled={page <= 1} onClick={() => setPage((current) => current - 1)}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <span aria-live="polite" className="min-w-20 text-center text-sm tabular-nums">
          {status}
        </span>
        <Button type="button" variant="outline" size="icon-sm" aria-label={COPY.next} disabled={pageCount === 0 || page >= pageCount} onClick={() => setPage((current) => current + 1)}>
          <ChevronRight aria-hidden="true" />
        </Button>
        <span className="mx-1 h-6 w-px bg-border" aria-hidden="true" />
        <Button type="button" variant="outline" size="icon-sm" aria-label={COPY.zoomOut} disabled={zoomIndex === 0} onClick={() => setZoomIndex((index) => index - 1)}>
          <ZoomOut aria-hidden="true" />
        </Button>
        <span className="min-w-12 text-center text-sm tabular-nums" aria-live="polite">
          <span className="sr-only">{COPY.zoom(Math.round(zoom * 100))}</span>
          <span aria-hidden="true">{Math.round(zoom * 100)} %</span>
        </span>
        <Button type="button" variant="outline" size="icon-sm" aria-label={COPY.zoomIn} disabled={zoomIndex === ZOOM_STEPS.length - 1} onClick={() => setZoomIndex((index) => index + 1)}>
          <ZoomIn aria-hidden="true" />
        </Button>
      </div>
      <div ref={frame} className="max-h-[75vh] overflow-auto rounded-lg border bg-muted/60 p-2 sm:p-4">
        <Document
          file={url}
          options={PDF_OPTIONS}
          suspense={false}
          onLoadSuccess={({ numPages }) => {
            setPageCount(numPages)
            setPage((current) => Math.min(current, numPages))
          }}
          loading={
            <p className="flex items-center gap-2 p-6 text-sm text-muted-foreground">
              <Spinner /> {COPY.loading}
            </p>
          }
          error={<p role="alert" className="p-6 text-sm text-destructive">{COPY.error}</p>}
          noData={<p role="alert" className="p-6 text-sm text-destructive">{COPY.error}</p>}
        >
          {width > 0 ? (
            <Page
              pageNumber={page}
              width={Math.max(200, width - 32) * zoom}
              renderAnnotationLayer={false}
              renderForms={false}
              className="mx-auto w-fit shadow-md"
              loading={<p className="p-6 text-sm text-muted-foreground">{COPY.loading}</p>}
              error={<p role="alert" className="p-6 text-sm text-destructive">{COPY.error}</p>}
              noData={<p role="alert" className="p-6 text-sm text-destructive">{COPY.error}</p>}
            />
          ) : null}
        </Document>
      </div>
    </div>
  )
}
