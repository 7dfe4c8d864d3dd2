import type { ReactNode } from 'react'
import { Check } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { isAwaitingAgentContact, STYLE_STEPS, type StyleStep } from '@/domain/catalogue'
import type { ProjectStatus } from '@/domain/workflow'
import { RETRY_LABEL } from '@/components/lib/use-server-action'
import { cn } from '@/lib/utils'
import { STYLE_COPY as COPY } from './copy'

/** The pieces every step of the style choice shares: the intro, the steps' trail, the actions, the loading state. */

const STEPS = [
  { step: STYLE_STEPS.ambiance, label: COPY.ambianceStep },
  { step: STYLE_STEPS.moodboard, label: COPY.moodboardStep },
  { step: STYLE_STEPS.yourStyle, label: COPY.yourStyleStep },
] as const

export function Intro({ status, isFrozen, onStart }: { status: ProjectStatus; isFrozen: boolean; onStart: () => void }) {
  if (isFrozen) return <p className="rounded-2xl border border-border bg-card p-6">{COPY.frozen}</p>
  if (isAwaitingAgentContact(status)) return <p className="rounded-2xl border border-border bg-card p-6 text-lg">{COPY.agentSoon}</p>
  return (
    <div className="space-y-4 rounded-2xl border border-border bg-card p-6">
      <p className="max-w-prose text-muted-foreground">{COPY.intro}</p>
      <Button type="button" onClick={onStart}>
        {COPY.start}
      </Button>
    </div>
  )
}

export function StepTrail({ current }: { current: StyleStep }) {
  return (
    <ol className="flex flex-wrap gap-2 text-sm" aria-label={COPY.title}>
      {STEPS.map(({ step, label }) => {
        const isDone = step < current
        const isCurrent = step === current
        return (
          <li
            key={step}
            aria-current={isCurrent ? 'step' : undefined}
            className={cn(
              'flex items-center gap-2 rounded-full border px-3 py-1',
              isCurrent ? 'border-primary bg-primary text-primary-foreground' : isDone ? 'border-primary/40 text-foreground' : 'border-border text-muted-foreground',
            )}
          >
            <span aria-hidden="true" className="font-medium">
              {isDone ? <Check className="size-4" /> : step}
            </span>
            {label}
          </li>
        )
      })}
    </ol>
  )
}

export function StepActions({ onBack, next }: { onBack?: () => void; next: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4">
      {onBack ? (
        <Button type="button" variant="outline" onClick={onBack}>
          {COPY.back}
        </Button>
      ) : (
        <span />
      )}
      {next}
    </div>
  )
}

/** A list's loading skeletons, or its French error with a way to load again. */
export function LoadState({ isLoading, error, onRetry, count }: { isLoading: boolean; error: string | null; onRetry: () => void; count: number }) {
  if (error) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-destructive">
        {error}
        <Button type="button" variant="outline" size="sm" onClick={onRetry}>
          {RETRY_LABEL}
        </Button>
      </div>
    )
  }
  if (!isLoading) return null
  return (
    <div role="status" aria-label={COPY.loading} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: Math.min(count, 3) }, (_, index) => (
        <Skeleton key={index} className="h-56 rounded-2xl" />
      ))}
    </div>
  )
}
