import { PenLine } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { feePanel } from '@/domain/workflow'
import { signatureReadiness } from '@/domain/signature'
import type { ProjectPanels } from '@/server/projects/project-screen.server'
import { PdfPreview } from '@/components/documents/pdf-preview'
import { SignatureMissing } from '@/components/signature/signature-missing'
import { PROJECT_COPY } from './copy'

const COPY = PROJECT_COPY.fee

/**
 * The fee panel ('Honoraire') by status, as design/workflow.md says; 'Passer à la signature' only when the
 * customer can sign (signatureReadiness: at 10, the deposit paid, the quote and the fee presentation there),
 * and before that what is still missing.
 */
export function FeePanel({ panels, onGoToSignature }: { panels: ProjectPanels; onGoToSignature: () => void }) {
  const view = feePanel({ visa: panels.status, statusBeforeException: panels.statusBeforeException, hasPresentationFile: panels.presentation !== null })
  const readiness = signatureReadiness({
    status: panels.status,
    statusBeforeException: panels.statusBeforeException,
    hasQuote: panels.quote !== null,
    hasFeePresentation: panels.presentation !== null,
  })
  if (view.kind === 'locked') return <p className="text-muted-foreground">{COPY.locked}</p>
  if (view.kind === 'awaiting-fee' || !panels.presentation) {
    return (
      <div className="space-y-4">
        <p className="text-lg">{COPY.awaitingFee}</p>
        <SignatureMissing missing={readiness.missing} />
      </div>
    )
  }
  return (
    <div className="space-y-6">
      <div className="space-y-3">
        <h3 className="text-xl">{COPY.detailsTitle}</h3>
        <PdfPreview document={panels.presentation} title={COPY.detailsTitle} />
      </div>
      {readiness.canSign ? (
        <Button type="button" onClick={onGoToSignature}>
          <PenLine aria-hidden="true" /> {COPY.goToSignature}
        </Button>
      ) : (
        <SignatureMissing missing={readiness.missing} />
      )}
    </div>
  )
}
