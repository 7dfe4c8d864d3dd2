import { PenLine } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { feePanel } from '@/domain/workflow'
import type { ProjectPanels } from '@/server/projects/project-screen.server'
import { PdfPreview } from '@/components/documents/pdf-preview'
import { PROJECT_COPY } from './copy'

const COPY = PROJECT_COPY.fee

/** The fee panel ('Honoraire') by status, as design/workflow.md says. */
export function FeePanel({ panels, onGoToSignature }: { panels: ProjectPanels; onGoToSignature: () => void }) {
  const view = feePanel({ visa: panels.status, statusBeforeException: panels.statusBeforeException, hasPresentationFile: panels.presentation !== null })
  if (view.kind === 'locked') return <p className="text-muted-foreground">{COPY.locked}</p>
  if (view.kind === 'awaiting-fee' || !panels.presentation) return <p className="text-lg">{COPY.awaitingFee}</p>
  return (
    <div className="space-y-6">
      <div className="space-y-3">
        <h3 className="text-xl">{COPY.detailsTitle}</h3>
        <PdfPreview document={panels.presentation} title={COPY.detailsTitle} />
      </div>
      {view.canGoToSignature ? (
        <Button type="button" disabled={view.isFrozen} onClick={onGoToSignature}>
          <PenLine aria-hidden="true" /> {COPY.goToSignature}
        </Button>
      ) : null}
    </div>
  )
}
