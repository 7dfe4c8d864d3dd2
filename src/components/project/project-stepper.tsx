import { useEffect, useRef } from 'react'
import { Check, Lock } from 'lucide-react'
import { cn } from '@/lib/utils'
import type { StepperStageView } from '@/domain/workflow'
import { PROJECT_COPY } from './copy'

const COPY = PROJECT_COPY.stages

export const STAGE_PANEL_ID = 'etape-du-projet'

/**
 * The project screen's eight stages (design/workflow.md), from the domain's stepperStages. Each stage is a
 * button that opens it below to read; the current one is marked with aria-current.
 */
export function ProjectStepper({
  stages,
  openStage,
  onOpen,
}: {
  stages: StepperStageView[]
  openStage: number
  onOpen: (stage: number) => void
}) {
  const list = useRef<HTMLOListElement>(null)
  // On a phone the stages scroll sideways: bring the opened one into view.
  useEffect(() => {
    const element = list.current
    const item = element?.querySelector<HTMLElement>(`li:nth-child(${openStage})`)
    if (element && item && element.scrollWidth > element.clientWidth) element.scrollLeft = item.offsetLeft - element.offsetLeft - 16
  }, [openStage])
  return (
    <ol ref={list} aria-label={COPY.label} className="flex gap-2 overflow-x-auto p-1 pb-2 sm:flex-wrap sm:overflow-visible">
      {stages.map((stage) => {
        const isOpen = stage.stage === openStage
        return (
          <li key={stage.stage} aria-current={stage.state === 'current' ? 'step' : undefined} className="shrink-0">
            <button
              type="button"
              aria-pressed={isOpen}
              aria-controls={STAGE_PANEL_ID}
              onClick={() => onOpen(stage.stage)}
              className={cn(
                'relative flex min-w-36 items-center gap-2 rounded-full border px-3 py-1.5 text-left text-sm transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
                stage.state === 'current' && 'border-primary bg-primary text-primary-foreground',
                stage.state === 'done' && 'border-sage bg-sage/15 hover:bg-sage/25',
                stage.state === 'locked' && 'border-border text-muted-foreground hover:bg-muted',
                isOpen && 'ring-2 ring-ring ring-offset-2 ring-offset-background',
              )}
            >
              <span aria-hidden="true" className="flex size-5 shrink-0 items-center justify-center rounded-full border border-current text-xs">
                {stage.state === 'done' ? <Check className="size-3" /> : stage.state === 'locked' ? <Lock className="size-3" /> : stage.stage}
              </span>
              <span>
                {stage.label}
                <span className="sr-only"> ({COPY.state[stage.state]})</span>
              </span>
            </button>
          </li>
        )
      })}
    </ol>
  )
}
