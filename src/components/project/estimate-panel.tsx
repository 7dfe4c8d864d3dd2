import { useEffect, useState } from 'react'
import { CalendarPlus, Palette } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { ESTIMATE_SPINNER_DELAY_MS, estimatePanel } from '@/domain/workflow'
import type { ProjectPanels } from '@/server/projects/project-screen.server'
import { PdfPreview, preloadPdfViewer } from '@/components/documents/pdf-preview'
import { IndicativeBudget, type IndicativeBudgetCopy } from '@/components/pricing/indicative-budget'
import { AppointmentDialog } from './appointment-dialog'
import { AuditPriceNote } from '@/components/payments/audit-price-note'
import { PROJECT_COPY } from './copy'

const COPY = PROJECT_COPY.estimate

/**
 * Shows a spinner for the spec's 2 s when the estimate opens (section 9), fetching the PDF viewer meanwhile
 * when there is a PDF to show.
 */
function useEstimateSpinner(hasPdf: boolean): boolean {
  const [isWaiting, setIsWaiting] = useState(true)
  useEffect(() => {
    if (hasPdf) preloadPdfViewer()
    const timer = window.setTimeout(() => setIsWaiting(false), ESTIMATE_SPINNER_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [hasPdf])
  return isWaiting
}

/** The indicative budget, and a plain sentence when it stands above the budget the customer declared. */
function BudgetWithDeclared({ panels, copy }: { panels: ProjectPanels; copy: IndicativeBudgetCopy }) {
  if (!panels.budget) return null
  return (
    <div className="space-y-2">
      <IndicativeBudget budget={panels.budget} copy={copy} />
      {panels.declaredBudget?.isEstimateAbove ? (
        <p className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-foreground">{COPY.aboveDeclaredBudget(panels.declaredBudget.label)}</p>
      ) : null}
    </div>
  )
}

/** The estimate panel ('Estimatif') by status, as design/workflow.md says. */
export function EstimatePanel({ panels, onGoToStyle }: { panels: ProjectPanels; onGoToStyle: () => void }) {
  const view = estimatePanel({ visa: panels.status, statusBeforeException: panels.statusBeforeException, hasEstimateFile: panels.estimate !== null })
  const isWaiting = useEstimateSpinner(view.kind === 'available')

  if (isWaiting) {
    return (
      <p className="flex items-center gap-2 text-muted-foreground">
        <Spinner /> {COPY.loading}
      </p>
    )
  }
  if (view.kind === 'locked') return <p className="text-muted-foreground">{COPY.locked}</p>
  if (view.kind === 'requested' || view.kind === 'awaiting-documents' || !panels.estimate) {
    return (
      <div className="space-y-4">
        <p className="text-lg">{view.kind === 'requested' ? COPY.requested : COPY.awaitingDocuments}</p>
        <BudgetWithDeclared panels={panels} copy={COPY.budget} />
      </div>
    )
  }

  return (
    <div className="space-y-6">
      <div className="space-y-3">
        <h3 className="text-xl">{COPY.detailsTitle}</h3>
        <PdfPreview document={panels.estimate} title={COPY.detailsTitle} />
      </div>
      {view.canBookAppointment ? (
        <div className="space-y-3 rounded-xl border bg-accent/40 p-4">
          <h3 className="text-lg">{COPY.nextStep}</h3>
          <p className="text-sm">{panels.appointment ? COPY.appointmentReserved(panels.appointment.label, panels.appointment.where) : COPY.nextStepText}</p>
          {panels.auditPriceLabel ? <AuditPriceNote priceLabel={panels.auditPriceLabel} before="booking" className="text-sm" /> : null}
          <AppointmentDialog projectId={panels.id} disabled={view.isFrozen} auditPriceLabel={panels.auditPriceLabel} />
        </div>
      ) : null}
      {view.isAppointmentFixed ? (
        <div className="space-y-2">
          <p>{panels.appointment ? COPY.appointmentOn(panels.appointment.label, panels.appointment.agent, panels.appointment.where) : COPY.appointmentFixed}</p>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {panels.appointment?.calendarUrl ? (
              <a href={panels.appointment.calendarUrl} download className="inline-flex items-center gap-1.5 text-sm text-primary underline-offset-4 hover:underline">
                <CalendarPlus aria-hidden="true" className="size-4" /> {COPY.addToCalendar}
              </a>
            ) : null}
            {panels.appointment && !view.isFrozen ? (
              <a href={`/rdv/${panels.id}`} className="text-sm text-primary underline-offset-4 hover:underline">
                {COPY.appointmentChange}
              </a>
            ) : null}
          </div>
        </div>
      ) : null}
      <BudgetWithDeclared panels={panels} copy={COPY.budgetReminder} />
      {view.canGoToStyleChoice ? (
        <Button type="button" variant="secondary" disabled={view.isFrozen} onClick={onGoToStyle}>
          <Palette aria-hidden="true" /> {COPY.goToStyle}
        </Button>
      ) : null}
    </div>
  )
}
