import { lazy, Suspense, useEffect, useRef } from 'react'
import { ArrowLeft, Maximize2, Minimize2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Progress } from '@/components/ui/progress'
import { Alert, AlertDescription } from '@/components/ui/alert'
import type { QuestionnairePageData } from '@/server/questionnaire/page-data.server'
import { useHoldLiveRefresh } from '@/components/live/refresh-hold'
import { QUESTIONNAIRE_COPY as COPY } from './copy'
import { PreviewBanner, QuestionnaireIntro } from './questionnaire-intro'
import { loadQuestionField, QuestionSlide } from './question-slide'
import { ClosingSlide } from './closing-slide'
import { useFullscreen } from './use-fullscreen'
import { useQuestionnaireFlow, type FlowCallbacks } from './use-questionnaire-flow'
import { loadCode } from '@/lib/time-limits'

export { loadQuestionField }

const FlowAlert = lazy(() => loadCode(() => import('./flow-alert')).then((module) => ({ default: module.FlowAlert })))

export type QuestionnaireStepsProps = FlowCallbacks & {
  data: QuestionnairePageData
  /** 'web': the public /web-questionnaire screen; 'project': inside the project screens. */
  variant: 'web' | 'project'
  /** The `step` query parameter: a question index to open, if it is on the answered path; a new value moves there. */
  step: number | undefined
  /** COMMENCER was pressed on the intro shown before this code loaded: open on the first question. */
  startAtFirstQuestion: boolean
}

/**
 * The questionnaire (spec section 2): an intro slide, one question per slide with previous and next,
 * progress and a fullscreen toggle, then the closing slide with 'Terminer'. The flow is
 * `useQuestionnaireFlow`'s; this draws its frame and the slide it is on.
 */
export function QuestionnaireSteps({ data, variant, step, startAtFirstQuestion, ...callbacks }: QuestionnaireStepsProps) {
  const flow = useQuestionnaireFlow(data, { step, startAtFirstQuestion }, callbacks)
  const { slide, closing, alert } = flow.state
  const container = useRef<HTMLDivElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const fullscreen = useFullscreen(container)
  // NOTE: on the project screen, 'Terminer' moves the project on, and its live event (which can arrive
  // before the answer to 'Terminer') would open the next stage, unmounting this slide: refreshes wait
  // from 'Terminer' until the customer leaves the slide.
  useHoldLiveRefresh(slide.kind === 'end' && (flow.isSaving || closing.kind === 'sent'))

  useEffect(() => {
    heading.current?.focus()
  }, [slide, closing])

  if (slide.kind === 'intro') {
    return <QuestionnaireIntro data={data} variant={variant} onStart={flow.start} onPrepare={() => void loadQuestionField()} />
  }

  const serverAlert = flow.serverError ? (
    <Alert variant="destructive">
      <AlertDescription>{flow.serverError}</AlertDescription>
    </Alert>
  ) : null
  const backButton = (
    <Button type="button" variant="outline" size="icon-lg" onClick={flow.back} aria-label={COPY.previous}>
      <ArrowLeft />
    </Button>
  )
  const slideProps = { data, flow, heading, serverAlert, backButton }

  return (
    <>
      <PreviewBanner data={data} />
      <div ref={container} className="mx-auto flex max-w-3xl flex-col overflow-auto rounded-3xl border border-border bg-card">
        <div className="flex items-center gap-4 border-b border-border px-4 py-3 sm:px-6">
          <Progress value={flow.progress} className="flex-1" aria-label={COPY.progress(flow.progress)} />
          <span className="w-12 text-right text-sm tabular-nums text-muted-foreground" aria-hidden="true">
            {flow.progress} %
          </span>
          <Button
            type="button"
            variant="ghost"
            size="icon-sm"
            onClick={fullscreen.toggle}
            aria-label={fullscreen.isFullscreen ? COPY.exitFullscreen : COPY.fullscreen}
          >
            {fullscreen.isFullscreen ? <Minimize2 /> : <Maximize2 />}
          </Button>
        </div>

        {flow.question ? (
          <QuestionSlide {...slideProps} question={flow.question} />
        ) : (
          <ClosingSlide {...slideProps} onFinished={callbacks.onFinished} />
        )}

        {alert ? (
          <Suspense>
            <FlowAlert alert={alert} onClose={flow.closeAlert} />
          </Suspense>
        ) : null}
      </div>
    </>
  )
}
