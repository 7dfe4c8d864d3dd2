import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { useRouteContext, useRouter } from '@tanstack/react-router'
import { Badge } from '@/components/ui/badge'
import { useProjectEvents } from '@/components/live/use-project-events'
import { useKeptWhileHeld, useLiveRefresh } from '@/components/live/refresh-hold'
import { ProjectTimeline } from './project-timeline'
import { SiteHeader } from '@/components/layout/site-header'
import { SiteFooter } from '@/components/layout/site-footer'
import { currentStage, isCustomerActionFrozen, projectProgress, stepperStages, type StepperStageView } from '@/domain/workflow'
import type { QuestionnairePageData } from '@/server/questionnaire/page-data.server'
import type { ProjectPanels } from '@/server/projects/project-screen.server'
import { ExceptionBanner } from './exception-banner'
import { LatestReportPanel } from './latest-report-panel'
import { ProjectStepper } from './project-stepper'
import { StagePanel } from './stage-panel'
import { SummaryCard } from './summary-card'
import { PROJECT_COPY } from './copy'
import { stepperInputOf } from './project-progress'

const COPY = PROJECT_COPY

/** The stepper and the opened stage; the current stage is open by default. */
function ProjectStages({
  stages,
  panels,
  questionnaire,
  isAnswerable,
}: {
  stages: StepperStageView[]
  panels: ProjectPanels
  questionnaire: ReactNode
  isAnswerable: boolean
}) {
  const current = currentStage(stepperInputOf(panels)).stage
  const [openStage, setOpenStage] = useState<number>(current)
  const heading = useRef<HTMLHeadingElement>(null)
  const hasInteracted = useRef(false)

  // A status change (a live event, 'Terminer') opens the new current stage.
  useEffect(() => setOpenStage(current), [current])
  // Moving to another stage from a button inside a panel puts the keyboard focus on its title.
  useEffect(() => {
    if (hasInteracted.current) heading.current?.focus()
  }, [openStage])

  const open = (stage: number) => {
    hasInteracted.current = true
    setOpenStage(stage)
  }
  const view = stages.find((stage) => stage.stage === openStage) ?? stages[0]
  if (!view) return null
  return (
    <div className="min-w-0 space-y-4">
      <ProjectStepper stages={stages} openStage={openStage} onOpen={open} />
      <StagePanel ref={heading} view={view} stage={view.stage} panels={panels} questionnaire={questionnaire} isAnswerable={isAnswerable} onOpen={open} />
    </div>
  )
}

/**
 * The project screen (spec section 2): title and status, the eight-stage stepper with the opened stage, the
 * summary card and the latest report; a banner at 13 (Exception). It hosts the questionnaire while the
 * project is at 0-1, and the questionnaire alone for a new project.
 */
export function ProjectScreen({
  data: latestData,
  panels: latestPanels,
  questionnaire,
}: {
  data: QuestionnairePageData
  /** Absent on /create/project, which only hosts the questionnaire. */
  panels?: ProjectPanels | null
  questionnaire: ReactNode
}) {
  // While a step holds the screen (the closing slide of the questionnaire, a booking), it shows the data it
  // had: a refresh already under way when the hold began must not unmount that step.
  const data = useKeptWhileHeld(latestData)
  const panels = useKeptWhileHeld(latestPanels)
  const project = data.project
  const title = project?.title ?? COPY.newProject
  const router = useRouter()
  const { user } = useRouteContext({ from: '__root__' })
  // A change made elsewhere (staff in the back office, another device) refreshes the screen without a reload.
  const refresh = useLiveRefresh(useCallback(() => void router.invalidate(), [router]))
  useProjectEvents({ userId: user?.id, projectId: panels?.id, onEvent: refresh })
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="contenu" className="mx-auto w-full max-w-6xl flex-1 space-y-6 px-4 py-8 sm:px-6">
        <nav aria-label={COPY.breadcrumb} className="text-sm text-muted-foreground">
          <a href="/projets" className="hover:underline">
            {COPY.myProjects}
          </a>{' '}
          / <span aria-current="page">{title}</span>
        </nav>
        <header className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-3xl">{title}</h1>
          {project ? (
            <Badge variant="secondary">
              <span className="sr-only">{COPY.status} : </span>
              {panels ? projectProgress(stepperInputOf(panels)).statusLabel : project.statusLabel}
            </Badge>
          ) : null}
        </header>
        {project && panels ? (
          <>
            {isCustomerActionFrozen(panels.status) ? <ExceptionBanner /> : null}
            <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
              <ProjectStages stages={stepperStages(stepperInputOf(panels))} panels={panels} questionnaire={questionnaire} isAnswerable={project.isAnswerable} />
              <aside className="min-w-0 space-y-6">
                <SummaryCard panels={panels} />
                <LatestReportPanel projectId={panels.id} report={panels.latestReport} />
                <ProjectTimeline entries={panels.history} />
              </aside>
            </div>
          </>
        ) : (
          questionnaire
        )}
      </main>
      <SiteFooter />
    </div>
  )
}
