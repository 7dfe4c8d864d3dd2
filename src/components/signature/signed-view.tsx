import { CheckCircle2, Download, HardHat } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { parisLabel } from '@/domain/booking'
import type { DocId } from '@/domain/ids'
import type { SignedDocument } from '@/server/signature/signature.server'
import { SIGNING_COPY as COPY } from './copy'

export type SignedCopy = { at: string; documents: SignedDocument[] }

/** Once signed: the date, each signed document to download, and the way to the works follow-up. */
export function SignedView({ projectId, signed }: { projectId: DocId; signed: SignedCopy }) {
  return (
    <section aria-labelledby="signe-titre" className="space-y-4 rounded-2xl border bg-card p-6 text-center shadow-xs">
      <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-primary" />
      <h2 id="signe-titre" className="text-2xl">
        {COPY.signedTitle}
      </h2>
      <p>{COPY.signedText(parisLabel(new Date(signed.at)))}</p>
      <div className="flex flex-col flex-wrap justify-center gap-3 sm:flex-row">
        {signed.documents.map((document) => (
          <Button key={document.role} asChild variant="outline" className="h-auto min-h-9 whitespace-normal">
            <a href={document.fileUrl} download={document.fileName}>
              <Download aria-hidden="true" /> {COPY.download[document.role]}
            </a>
          </Button>
        ))}
        <Button asChild>
          <a href={`/suivi-des-travaux/${projectId}`}>
            <HardHat aria-hidden="true" /> {COPY.works}
          </a>
        </Button>
      </div>
    </section>
  )
}
