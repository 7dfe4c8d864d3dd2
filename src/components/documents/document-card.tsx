import { useState } from 'react'
import { Download, Eye, File, FileBraces, FileImage, FileSpreadsheet, FileText, FileVideoCamera, ImageOff, Presentation, Trash2, type LucideIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import type { DocumentIcon } from '@/domain/documents'
import type { StoredDocument } from '@/server/documents/documents.types'
import { NO_THUMBNAIL } from '@/components/catalogue/catalogue-image'
import { DOCUMENTS_COPY as COPY } from './documents-copy'

const ICONS: Record<DocumentIcon, LucideIcon> = {
  image: FileImage,
  word: FileText,
  excel: FileSpreadsheet,
  powerpoint: Presentation,
  pdf: FileText,
  json: FileBraces,
  video: FileVideoCamera,
  other: File,
}

const ICON_LABELS: Record<DocumentIcon, string> = {
  image: 'Image',
  word: 'Document Word',
  excel: 'Classeur Excel',
  powerpoint: 'Présentation PowerPoint',
  pdf: 'PDF',
  json: 'Fichier JSON',
  video: 'Vidéo',
  other: 'Fichier',
}

/** The document card (spec section 2): a thumbnail for images, an icon by type otherwise; preview, download, delete. */
export function DocumentCard({ document, onPreview, onDelete }: { document: StoredDocument; onPreview: () => void; onDelete: () => void }) {
  const [hasFailed, setHasFailed] = useState(false)
  const Icon = ICONS[document.icon]
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-border bg-card">
      {document.icon === 'image' ? (
        document.thumbnailUrl && !hasFailed ? (
          <img src={document.thumbnailUrl} alt="" loading="lazy" width={320} height={240} onError={() => setHasFailed(true)} className="aspect-[4/3] w-full object-cover" />
        ) : (
          <div className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-1 bg-muted text-xs text-muted-foreground">
            <ImageOff aria-hidden="true" className="size-5" />
            {NO_THUMBNAIL}
          </div>
        )
      ) : (
        <div className="flex aspect-[4/3] w-full items-center justify-center bg-accent/60 text-accent-foreground">
          <Icon aria-hidden="true" className="size-12" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="break-all font-sans text-sm font-semibold">{document.name}</h2>
        <p className="text-xs text-muted-foreground">
          {ICON_LABELS[document.icon]} · {document.kindLabel}
        </p>
        <div className="mt-auto flex flex-wrap gap-1 pt-2">
          {document.icon === 'image' || document.icon === 'pdf' ? (
            <Button type="button" variant="outline" size="sm" onClick={onPreview} aria-label={COPY.previewOf(document.name)}>
              <Eye aria-hidden="true" /> {COPY.preview}
            </Button>
          ) : null}
          <Button asChild variant="ghost" size="sm">
            <a href={document.url} download={document.name} aria-label={`${COPY.download} ${document.name}`}>
              <Download aria-hidden="true" /> {COPY.download}
            </a>
          </Button>
          {document.canDelete ? (
            <Button type="button" variant="ghost" size="sm" className="text-destructive hover:text-destructive" onClick={onDelete} aria-label={COPY.deleteOf(document.name)}>
              <Trash2 aria-hidden="true" /> {COPY.delete}
            </Button>
          ) : null}
        </div>
      </div>
    </li>
  )
}
