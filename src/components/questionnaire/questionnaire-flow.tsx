import { lazy, Suspense, useCallback, useState, useTransition } from 'react'
import { Spinner } from '@/components/ui/spinner'
import { QuestionnaireIntro } from './questionnaire-intro'
import type { QuestionnaireStepsProps } from './questionnaire-steps'
import { loadCode } from '@/lib/time-limits'

// NOTE: most visits open on the intro slide, which needs none of the engine (branching, validation and
// their schemas), the fields or the closing slide: those load when COMMENCER is pointed at, focused or
// pressed, and the page's first load is the intro alone (issue #10's budget on first-load JavaScript).
const loadSteps = () => import('./questionnaire-steps')
const QuestionnaireSteps = lazy(() => loadCode(loadSteps).then((module) => ({ default: module.QuestionnaireSteps })))
const prepareFirstQuestion = () => void loadSteps().then((module) => module.loadQuestionField())

export type QuestionnaireFlowProps = Omit<QuestionnaireStepsProps, 'startAtFirstQuestion'>

/**
 * The questionnaire (spec section 2): the intro slide at once; from COMMENCER on (or straight away when
 * there are answers to resume from), the questions and the closing slide (`QuestionnaireSteps`).
 */
export function QuestionnaireFlow(props: QuestionnaireFlowProps) {
  const { data, variant, onStepChange } = props
  const [started, setStarted] = useState(false)
  const [isStarting, startTransition] = useTransition()
  const showsIntro = !started && Object.keys(data.answers).length === 0

  const start = useCallback(() => {
    if (!data.questionnaire.questions[0] || isStarting) return
    // A transition: the intro stays on screen (COMMENCER busy) until the first question's code is there.
    startTransition(() => {
      setStarted(true)
      onStepChange(0)
    })
  }, [data.questionnaire.questions, isStarting, onStepChange])

  return (
    <Suspense fallback={<Spinner className="mx-auto size-8" />}>
      {showsIntro ? (
        <QuestionnaireIntro data={data} variant={variant} onStart={start} onPrepare={prepareFirstQuestion} isStarting={isStarting} />
      ) : (
        <QuestionnaireSteps {...props} startAtFirstQuestion={started} />
      )}
    </Suspense>
  )
}
