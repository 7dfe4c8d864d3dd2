import { Download, ExternalLink } from 'lucide-react'
import { Button } from '@/components/ui/button'
import type { PdfDocumentLinks } from '@/components/documents/pdf-preview'
import { PAYMENT_COPY as COPY } from './copy'

/** A document's two links, each named for what it does: see it (in a new window) and download it. */
export function DocumentLinks({ document, viewLabel, downloadLabel }: { document: PdfDocumentLinks; viewLabel: string; downloadLabel: string }) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      <Button asChild variant="outline" size="sm" className="h-auto min-h-8 justify-start whitespace-normal">
        <a href={document.viewUrl} target="_blank" rel="noopener noreferrer">
          <ExternalLink aria-hidden="true" /> {viewLabel}
          <span className="sr-only"> {COPY.document.newWindow}</span>
        </a>
      </Button>
      <Button asChild variant="ghost" size="sm" className="h-auto min-h-8 justify-start whitespace-normal">
        <a href={document.downloadUrl} download={document.name}>
          <Download aria-hidden="true" /> {downloadLabel}
        </a>
      </Button>
    </div>
  )
}
