import { Document, Page } from 'react-pdf'
import { FileText } from 'lucide-react'
import { Spinner } from '@/components/ui/spinner'
import { PDF_OPTIONS } from './pdfjs-setup'

/**
 * The first page of a PDF (a plan the customer just picked) as a small picture, rendered by react-pdf from
 * the browser's copy (`file`, read in memory). Loaded on demand (lazy), so that pdf.js is no part of the questionnaire's first load;
 * a PDF it cannot read shows a document icon instead.
 */
export default function PdfThumbnail({ file, width, label }: { file: Blob | undefined; width: number; label: string }) {
  const fallback = (
    <div className="flex aspect-square flex-col items-center justify-center gap-1 p-2 text-center text-xs text-muted-foreground">
      <FileText className="size-8" aria-hidden="true" />
      {label}
    </div>
  )
  return (
    <Document file={file} options={PDF_OPTIONS} suspense={false} loading={<Spinner className="m-auto" />} error={fallback} noData={fallback}>
      <Page pageNumber={1} width={width} renderAnnotationLayer={false} renderForms={false} renderTextLayer={false} aria-label={label} className="mx-auto" />
    </Document>
  )
}
