import { lazy, Suspense, type FormEvent, type ReactNode, type RefObject } from 'react'
import { ArrowRight } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { QUESTION_TYPE, todayInParis, validateAnswer, type ChoiceDraft, type Question } from '@/domain/questionnaire'
import type { QuestionnairePageData } from '@/server/questionnaire/page-data.server'
import { QUESTIONNAIRE_COPY as COPY } from './copy'
import type { QuestionnaireFlowState } from './use-questionnaire-flow'
import { loadCode } from '@/lib/time-limits'

// NOTE: the fields (address and commune search, rooms, uploads...) load when the first question is on its
// way, not with the intro slide most visits open on: they stay out of the page's first load.
export const loadQuestionField = () => import('./question-field')
const QuestionField = lazy(() => loadCode(loadQuestionField).then((module) => ({ default: module.QuestionField })))

type QuestionSlideProps = {
  data: QuestionnairePageData
  flow: QuestionnaireFlowState
  question: Question
  heading: RefObject<HTMLHeadingElement | null>
  serverAlert: ReactNode
  backButton: ReactNode
}

/** One question: its picture, its title, its field with the engine's message, and next. */
export function QuestionSlide({ data, flow, question, heading, serverAlert, backButton }: QuestionSlideProps) {
  const draft = flow.draft ?? null
  if (draft === null) return null
  const validation = validateAnswer(question, draft, { today: todayInParis(new Date()) })
  const showError = !validation.ok && flow.state.touched[question.id] && !validation.alertTitle
  const isSkip = question.optional && validation.ok && validation.value === ''
  const errorId = `q-${question.id}-error`
  const labelId = `q-${question.id}-title`
  const { projectId } = flow.state
  const image = data.questionImages[question.id]
  return (
    <form
      key={question.id}
      className="flex flex-1 flex-col gap-6 p-4 sm:p-8"
      onSubmit={(event: FormEvent) => {
        event.preventDefault()
        void flow.submit(question, draft)
      }}
      noValidate
    >
      {image ? <img src={image} alt="" className="h-40 w-full rounded-2xl object-cover sm:h-56" /> : null}
      <h1 ref={heading} tabIndex={-1} id={labelId} className="text-2xl leading-snug outline-none sm:text-3xl">
        {question.title}
      </h1>
      <Suspense fallback={<Spinner />}>
        <QuestionField
          question={question}
          draft={draft}
          onChange={(next) => flow.edit(question.id, next)}
          labelId={labelId}
          errorId={showError ? errorId : undefined}
          levels={data.levels}
          signInHref={flow.isVisitor ? `/login?redirect=${encodeURIComponent(`/web-questionnaire/${projectId ?? '-1'}`)}` : null}
          ensureProject={flow.ensureProject}
          onTermsPick={(picked: ChoiceDraft) => void flow.submit(question, picked)}
        />
      </Suspense>
      {showError && !validation.ok ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {validation.message}
        </p>
      ) : null}
      {serverAlert}
      <div className="mt-auto flex items-center justify-between gap-3 pt-4">
        {backButton}
        <Button type="submit" size="lg" disabled={flow.isSaving || (!validation.ok && question.type !== QUESTION_TYPE.terms)}>
          {flow.isSaving ? <Spinner /> : null}
          {flow.isSaving ? COPY.saving : isSkip ? COPY.skip : COPY.next}
          {flow.isSaving ? null : <ArrowRight />}
        </Button>
      </div>
    </form>
  )
}
