import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import type { StoredDocument } from '@/server/documents/documents.types'
import { PdfPreview } from './pdf-preview'
import { DOCUMENTS_COPY as COPY } from './documents-copy'

/** A PDF or an image shown over the page; other files say they cannot be previewed. */
export function DocumentPreviewDialog({ document, onClose }: { document: StoredDocument | null; onClose: () => void }) {
  return (
    <Dialog open={document !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[92dvh] w-[min(100%-1rem,64rem)] max-w-none overflow-y-auto sm:max-w-none">
        {document ? (
          <>
            <DialogHeader>
              <DialogTitle className="break-all">{document.name}</DialogTitle>
              <DialogDescription>{document.kindLabel}</DialogDescription>
            </DialogHeader>
            {document.icon === 'pdf' ? (
              <PdfPreview
                document={{
                  name: document.name,
                  viewUrl: document.url,
                  downloadUrl: document.url,
                }}
                title={document.name}
              />
            ) : document.icon === 'image' ? (
              <img src={document.url} alt={document.name} className="max-h-[70dvh] w-full rounded-lg object-contain" />
            ) : (
              <p>{COPY.noPreview}</p>
            )}
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  )
}
