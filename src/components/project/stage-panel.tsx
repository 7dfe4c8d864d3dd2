import { forwardRef, type ReactNode } from 'react'
import { useRouter } from '@tanstack/react-router'
import { StyleChoice } from '@/components/style/style-choice'
import { Badge } from '@/components/ui/badge'
import { auditStage, isCustomerActionFrozen, isLockedStageActionable, styleStage, worksStage, type StepperStageView } from '@/domain/workflow'
import type { ProjectPanels } from '@/server/projects/project-screen.server'
import { QUESTIONNAIRE_COPY } from '@/components/questionnaire/copy'
import { EstimatePanel } from './estimate-panel'
import { FeePanel } from './fee-panel'
import { PaymentPanel } from '@/components/payments/payment-panel'
import { PaymentsMade } from '@/components/payments/payments-made'
import { BalanceDue } from '@/components/payments/balance-due'
import { SignaturePanel } from '@/components/signature/signature-panel'
import { PROJECT_COPY } from './copy'
import { STAGE_PANEL_ID } from './project-stepper'

const COPY = PROJECT_COPY

/** Stage numbers of design/workflow.md's stepper, by name. */
export const STAGE = { questionnaire: 1, estimate: 2, appointment: 3, style: 4, audit: 5, quoteAndFee: 6, signature: 7, works: 8 } as const

type StageContentProps = {
  stage: number
  panels: ProjectPanels
  questionnaire: ReactNode
  isAnswerable: boolean
  onOpen: (stage: number) => void
}

/** What a stage shows. The estimate panel covers stages 2 and 3: the appointment is booked from it (workflow.md). */
function StageContent({ stage, panels, questionnaire, isAnswerable, onOpen }: StageContentProps) {
  const router = useRouter()
  const input = { visa: panels.status, statusBeforeException: panels.statusBeforeException }
  switch (stage) {
    case STAGE.questionnaire:
      return isAnswerable ? questionnaire : <p className="text-lg">{QUESTIONNAIRE_COPY.alreadySent}</p>
    case STAGE.estimate:
    case STAGE.appointment:
      return <EstimatePanel panels={panels} onGoToStyle={() => onOpen(STAGE.style)} />
    case STAGE.style:
      if (styleStage(input) === 'locked') return <p className="text-muted-foreground">{COPY.style.locked}</p>
      return <StyleChoice project={{ id: String(panels.id), status: panels.status, styleId: panels.styleId, auditPriceLabel: panels.auditPriceLabel }} onValidated={() => void router.invalidate()} />
    case STAGE.audit:
      return (
        <div className="space-y-6">
          <p>{COPY.audit[auditStage(input)]}</p>
          {panels.payment?.purpose === 'audit' ? <PaymentPanel projectId={panels.id} payment={panels.payment} isFrozen={isCustomerActionFrozen(panels.status)} /> : null}
          <PaymentsMade payments={panels.payments} purpose="audit" />
        </div>
      )
    case STAGE.quoteAndFee:
      return (
        <div className="space-y-6">
          <FeePanel panels={panels} onGoToSignature={() => onOpen(STAGE.signature)} />
          {panels.payment?.purpose === 'quote' ? <PaymentPanel projectId={panels.id} payment={panels.payment} isFrozen={isCustomerActionFrozen(panels.status)} /> : null}
          <PaymentsMade payments={panels.payments} purpose="quote" />
          {panels.balance ? <BalanceDue balance={panels.balance} /> : null}
        </div>
      )
    case STAGE.signature:
      return (
        <div className="space-y-6">
          <SignaturePanel panels={panels} isFrozen={isCustomerActionFrozen(panels.status)} />
          {panels.balance ? <BalanceDue balance={panels.balance} /> : null}
        </div>
      )
    default:
      return (
        <div className="space-y-6">
          <p>{COPY.works[worksStage(input)]}</p>
          {panels.balance ? <BalanceDue balance={panels.balance} /> : null}
        </div>
      )
  }
}

/** The opened stage: its title and state, a note when it is locked or frozen, and its content. */
export const StagePanel = forwardRef<HTMLHeadingElement, StageContentProps & { view: StepperStageView }>(function StagePanel(
  { view, ...content },
  heading,
) {
  const isReadOnly = view.state === 'locked' && !view.isFrozen && !isLockedStageActionable({ stage: view.stage, visa: content.panels.status })
  return (
    <section id={STAGE_PANEL_ID} aria-labelledby="etape-titre" className="space-y-4 rounded-2xl border bg-card p-5 shadow-xs sm:p-6">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="etape-titre" ref={heading} tabIndex={-1} className="text-2xl focus:outline-none">
          {COPY.stages.panelTitle(view.stage, view.label)}
        </h2>
        <Badge variant={view.state === 'current' ? 'default' : 'secondary'}>{COPY.stages.badge[view.state]}</Badge>
      </header>
      {view.isFrozen ? (
        <p className="text-sm text-muted-foreground">{COPY.stages.frozenNote}</p>
      ) : isReadOnly ? (
        <p className="text-sm text-muted-foreground">{COPY.stages.lockedNote}</p>
      ) : null}
      {isReadOnly ? (
        // NOTE: a locked stage is read-only whatever its content says: `inert` takes every control out of reach.
        <div inert className="opacity-90">
          <StageContent {...content} />
        </div>
      ) : (
        <StageContent {...content} />
      )}
    </section>
  )
})
