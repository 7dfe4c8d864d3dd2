import { Check, Lock } from 'lucide-react'
import { cn } from '@/lib/utils'
import type { StepperStageView } from '@/domain/workflow'

/** The project screen's eight stages (design/workflow.md), from the domain's stepperStages. */
export function ProjectStepper({ stages }: { stages: StepperStageView[] }) {
  return (
    <ol aria-label="Étapes du projet" className="flex gap-2 overflow-x-auto pb-2">
      {stages.map((stage) => (
        <li
          key={stage.stage}
          aria-current={stage.state === 'current' ? 'step' : undefined}
          className={cn(
            'flex min-w-36 shrink-0 items-center gap-2 rounded-full border px-3 py-1.5 text-sm',
            stage.state === 'current' && 'border-primary bg-primary text-primary-foreground',
            stage.state === 'done' && 'border-sage bg-sage/15',
            stage.state === 'locked' && 'border-border text-muted-foreground',
          )}
        >
          <span aria-hidden="true" className="flex size-5 items-center justify-center rounded-full border border-current text-xs">
            {stage.state === 'done' ? <Check className="size-3" /> : stage.state === 'locked' ? <Lock className="size-3" /> : stage.stage}
          </span>
          <span>
            {stage.label}
            <span className="sr-only">{stage.state === 'done' ? ' (terminée)' : stage.state === 'current' ? ' (en cours)' : ' (à venir)'}</span>
          </span>
        </li>
      ))}
    </ol>
  )
}
