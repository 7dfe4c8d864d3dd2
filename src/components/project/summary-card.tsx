import { projectProgress } from '@/domain/workflow'
import type { ProjectPanels } from '@/server/projects/project-screen.server'
import { PROJECT_COPY } from './copy'
import { stepperInputOf } from './project-progress'

const COPY = PROJECT_COPY.summary

/** A ring that fills with the project's progress (visa / 12, projectProgress). */
function ProgressCircle({ percent }: { percent: number }) {
  const radius = 34
  const circumference = 2 * Math.PI * radius
  return (
    <div role="img" aria-label={COPY.progress(percent)} className="relative size-24 shrink-0">
      <svg viewBox="0 0 80 80" className="size-full -rotate-90" aria-hidden="true">
        <circle cx="40" cy="40" r={radius} fill="none" strokeWidth="8" className="stroke-muted" />
        <circle
          cx="40"
          cy="40"
          r={radius}
          fill="none"
          strokeWidth="8"
          strokeLinecap="round"
          className="stroke-primary transition-[stroke-dashoffset]"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - percent / 100)}
        />
      </svg>
      <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center text-lg font-semibold tabular-nums">
        {percent}{'\u00a0'}%
      </span>
    </div>
  )
}

/** The project summary card (spec section 2, 'Other panels'): style, surface, address and progress. */
export function SummaryCard({ panels }: { panels: ProjectPanels }) {
  const { percent, stageLabel } = projectProgress(stepperInputOf(panels))
  return (
    <section aria-labelledby="resume-projet" className="rounded-2xl border bg-card p-5 shadow-xs">
      <h2 id="resume-projet" className="text-xl">
        {COPY.title}
      </h2>
      <div className="mt-4 flex items-center gap-5">
        <ProgressCircle percent={percent} />
        <dl className="grid min-w-0 gap-2 text-sm">
          <div>
            <dt className="text-muted-foreground">{COPY.stage}</dt>
            <dd className="font-medium">{stageLabel}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{COPY.style}</dt>
            <dd className="font-medium">{panels.styleTitle ?? COPY.noStyle}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{COPY.surface}</dt>
            <dd className="font-medium">{panels.surface ? COPY.squareMetres(panels.surface) : COPY.unknown}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{COPY.address}</dt>
            <dd className="font-medium break-words">{panels.address || COPY.unknown}</dd>
          </div>
        </dl>
      </div>
    </section>
  )
}
