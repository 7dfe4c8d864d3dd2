import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { ArrowLeft, ArrowRight, Maximize2, Minimize2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Progress } from '@/components/ui/progress'
import { Spinner } from '@/components/ui/spinner'
import { Alert, AlertDescription } from '@/components/ui/alert'
import {
  findQuestion,
  initialDraft,
  nextQuestionIdFromHistory,
  previousQuestionId,
  QUESTION_TYPE,
  questionnaireProgress,
  resolvePath,
  validateAnswer,
  type Answers,
  type ChoiceDraft,
  type DraftAnswer,
  type IdentityDraft,
  type PasswordDraft,
  type Question,
} from '@/domain/questionnaire'
import type { QuestionnairePageData } from '@/server/questionnaire/page-data.server'
import { createProject, NETWORK_ERROR, saveAnswer } from './api'
import { confirmQuestionnaireEmail, finishQuestionnaireStep, type FinishStep } from '@/server/questionnaire/finish.functions'
import { IndicativeBudget } from '@/components/pricing/indicative-budget'
import { useHoldLiveRefresh } from '@/components/live/refresh-hold'
import { QUESTIONNAIRE_COPY as COPY } from './copy'
import { PreviewBanner, QuestionnaireIntro } from './questionnaire-intro'

// NOTE: the fields (address and commune search, rooms, uploads...) and the alert dialog load when the first
// question is on its way, not with the intro slide most visits open on: they stay out of the page's first load.
export const loadQuestionField = () => import('./question-field')
const QuestionField = lazy(() => loadQuestionField().then((module) => ({ default: module.QuestionField })))
const PasswordField = lazy(() => import('./fields/text-fields').then((module) => ({ default: module.PasswordField })))
const EmailCodeStep = lazy(() => import('./email-code-step').then((module) => ({ default: module.EmailCodeStep })))
const FlowAlert = lazy(() => import('./flow-alert').then((module) => ({ default: module.FlowAlert })))

/** Runs a finish step's server function; a lost connection comes back as a refusal with its French message. */
async function finishStep(call: () => Promise<{ ok: true; value: FinishStep } | { ok: false; error: string }>) {
  try {
    return await call()
  } catch {
    return { ok: false as const, error: NETWORK_ERROR }
  }
}

type Slide = { kind: 'intro' } | { kind: 'question'; id: string } | { kind: 'end' }

export type QuestionnaireStepsProps = {
  data: QuestionnairePageData
  /** 'web': the public /web-questionnaire screen; 'project': inside the project screens. */
  variant: 'web' | 'project'
  /** The `step` query parameter: a question index to open, if it is on the answered path. */
  initialStep: number | undefined
  /** The page index (-1 intro, question index, question count at the end) to keep in the URL. */
  onStepChange: (step: number) => void
  onProjectCreated: (projectId: number) => void
  onFinished: (projectId: number) => void
  /** COMMENCER was pressed on the intro shown before this code loaded: open on the first question. */
  startAtFirstQuestion: boolean
}

/** Where the flow opens: the `step` asked for when it is on the answered path, else the resume point. */
function openingSlide(data: QuestionnairePageData, initialStep: number | undefined, startAtFirstQuestion = false): { slide: Slide; history: string[] } {
  const { questionnaire, answers } = data
  const first = questionnaire.questions[0]
  if (Object.keys(answers).length === 0) {
    return startAtFirstQuestion && first ? { slide: { kind: 'question', id: first.id }, history: [first.id] } : { slide: { kind: 'intro' }, history: [] }
  }
  const { path, currentId } = resolvePath(questionnaire, answers)
  const asked = initialStep === undefined ? undefined : questionnaire.questions[initialStep]?.id
  if (asked && path.includes(asked)) return { slide: { kind: 'question', id: asked }, history: path.slice(0, path.indexOf(asked) + 1) }
  return currentId === null ? { slide: { kind: 'end' }, history: path } : { slide: { kind: 'question', id: currentId }, history: path }
}

/**
 * The questionnaire (spec section 2): an intro slide, one question per slide with previous and next,
 * progress and a fullscreen toggle, then the closing slide with 'Terminer'. Every answer is validated
 * by the engine, then saved at once; the flow (next, back, resume, progress) is the engine's.
 */
export function QuestionnaireSteps({ data, variant, initialStep, onStepChange, onProjectCreated, onFinished, startAtFirstQuestion }: QuestionnaireStepsProps) {
  const { questionnaire } = data
  const opening = useMemo(() => openingSlide(data, initialStep, startAtFirstQuestion), [data, initialStep, startAtFirstQuestion])
  const [slide, setSlide] = useState<Slide>(opening.slide)
  const [history, setHistory] = useState<string[]>(opening.history)
  const [answers, setAnswers] = useState<Answers>(data.answers)
  const [projectId, setProjectId] = useState<number | null>(data.project?.id ?? null)
  const [drafts, setDrafts] = useState<Record<string, DraftAnswer>>({})
  const [touched, setTouched] = useState<Record<string, boolean>>({})
  const [serverError, setServerError] = useState<string | null>(null)
  const [isSaving, setIsSaving] = useState(false)
  const [alert, setAlert] = useState<{ title: string; message: string } | null>(null)
  // NOTE: a visitor's password stays in memory only, until 'Terminer' creates the account with it.
  const [password, setPassword] = useState<string | null>(null)
  const [endPassword, setEndPassword] = useState<PasswordDraft>({ password: '', confirmation: '' })
  const [isFullscreen, setIsFullscreen] = useState(false)
  // Once 'Terminer' succeeded: the closing slide then shows the indicative budget and a way to the project.
  const [sentBudget, setSentBudget] = useState<{ low: number; high: number } | null>(null)
  // After 'Terminer' as a visitor: the code step (with the password to create the account once the code
  // proves the address), then, for an address that already had an account, where the project went.
  const [codeStep, setCodeStep] = useState<{ message: string; password: string | null } | null>(null)
  const [attachedMessage, setAttachedMessage] = useState<string | null>(null)
  // NOTE: on the project screen, 'Terminer' moves the project on, and its live event (which can arrive
  // before the answer to 'Terminer') would open the next stage, unmounting this slide: refreshes wait
  // from 'Terminer' until the customer leaves the slide.
  useHoldLiveRefresh(slide.kind === 'end' && (isSaving || sentBudget !== null))
  const container = useRef<HTMLDivElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const isVisitor = data.user === null

  const question = slide.kind === 'question' ? findQuestion(questionnaire, slide.id) : undefined
  const draftOf = useCallback(
    (target: Question) => drafts[target.id] ?? initialDraft(target, { stored: answers[target.id], user: data.user }),
    [drafts, answers, data.user],
  )

  const stepOf = (target: Slide) =>
    target.kind === 'intro' ? -1 : target.kind === 'end' ? questionnaire.questions.length : questionnaire.questions.findIndex((item) => item.id === target.id)

  const show = (target: Slide) => {
    setSlide(target)
    setServerError(null)
    onStepChange(stepOf(target))
  }

  useEffect(() => {
    heading.current?.focus()
  }, [slide, sentBudget, codeStep, attachedMessage])

  useEffect(() => {
    const onChange = () => setIsFullscreen(document.fullscreenElement !== null)
    document.addEventListener('fullscreenchange', onChange)
    return () => document.removeEventListener('fullscreenchange', onChange)
  }, [])

  const start = () => {
    const first = questionnaire.questions[0]
    if (!first) return
    const resumed = openingSlide({ ...data, answers }, undefined)
    if (resumed.slide.kind !== 'intro') {
      setHistory(resumed.history)
      show(resumed.slide)
      return
    }
    setHistory([first.id])
    show({ kind: 'question', id: first.id })
  }

  const ensureProject = async () => {
    if (data.isPreview) throw new Error(COPY.previewNoUpload)
    if (projectId !== null) return projectId
    const created = Number((await createProject()).project_id)
    setProjectId(created)
    onProjectCreated(created)
    return created
  }

  const advance = (target: Question, value: string) => {
    const nextAnswers = { ...answers, [target.id]: value }
    setAnswers(nextAnswers)
    const next = nextQuestionIdFromHistory(questionnaire, history, nextAnswers)
    if (next === null) show({ kind: 'end' })
    else {
      setHistory([...history, next])
      show({ kind: 'question', id: next })
    }
  }

  const submit = async (target: Question, draft: DraftAnswer) => {
    const result = validateAnswer(target, draft)
    if (!result.ok) {
      if (result.alertTitle) setAlert({ title: result.alertTitle, message: result.message })
      setTouched((map) => ({ ...map, [target.id]: true }))
      return
    }
    if (data.isPreview) {
      // A preview of the draft: the path is the engine's, nothing is sent.
      advance(target, result.value)
      return
    }
    setIsSaving(true)
    setServerError(null)
    try {
      const identity = target.type === QUESTION_TYPE.identity ? (draft as IdentityDraft) : null
      const saved = await saveAnswer({
        projectId,
        questionId: target.id,
        value: result.value,
        ...(identity ? { identity: { firstName: identity.firstName, lastName: identity.lastName, acceptsTerms: identity.acceptsTerms } } : {}),
      })
      if (target.type === QUESTION_TYPE.password && result.account?.password) setPassword(result.account.password)
      const savedProjectId = Number(saved.project.project_id)
      if (projectId === null) {
        setProjectId(savedProjectId)
        onProjectCreated(savedProjectId)
      }
      advance(target, result.value)
    } catch (error) {
      setServerError((error as Error).message)
    } finally {
      setIsSaving(false)
    }
  }

  const back = () => {
    if (slide.kind === 'end') {
      const last = history.at(-1)
      if (last) show({ kind: 'question', id: last })
      return
    }
    const previous = previousQuestionId(history)
    if (previous === null) {
      show({ kind: 'intro' })
      return
    }
    setHistory(history.slice(0, -1))
    show({ kind: 'question', id: previous })
  }

  const needsPasswordAgain =
    isVisitor && password === null && questionnaire.questions.some((item) => item.type === QUESTION_TYPE.password && history.includes(item.id))

  const finish = async () => {
    if (projectId === null) return
    let chosen = password
    if (needsPasswordAgain) {
      const passwordQuestion = questionnaire.questions.find((item) => item.type === QUESTION_TYPE.password)
      const result = passwordQuestion ? validateAnswer({ ...passwordQuestion, optional: false }, endPassword) : null
      if (result && !result.ok) {
        setServerError(result.message)
        return
      }
      chosen = endPassword.password
    }
    setIsSaving(true)
    setServerError(null)
    const result = await finishStep(() => finishQuestionnaireStep({ data: { projectId, password: isVisitor ? chosen : null } }))
    if (!result.ok) {
      setServerError(result.error)
      setIsSaving(false)
      return
    }
    if (result.value.outcome === 'codeSent') setCodeStep({ message: result.value.message ?? '', password: chosen })
    else showFinished(projectId, result.value)
    setIsSaving(false)
  }

  /** The project is saved: its budget when it has one, the project screen otherwise. */
  const showFinished = (finishedId: number, step: FinishStep) => {
    if (step.outcome === 'attachedToExistingAccount') setAttachedMessage(step.message)
    else if (step.budget) setSentBudget(step.budget)
    else onFinished(finishedId)
  }

  const confirmCode = async (code: string): Promise<string | null> => {
    if (projectId === null || !codeStep) return null
    const result = await finishStep(() => confirmQuestionnaireEmail({ data: { projectId, code, password: codeStep.password } }))
    if (!result.ok) return result.error
    setCodeStep(null)
    showFinished(projectId, result.value)
    return null
  }

  const resendCode = async (): Promise<string | null> => {
    if (projectId === null || !codeStep) return null
    const result = await finishStep(() => finishQuestionnaireStep({ data: { projectId, password: codeStep.password } }))
    return result.ok ? null : result.error
  }

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen()
    else void container.current?.requestFullscreen()
  }

  const currentId = slide.kind === 'question' ? slide.id : null
  const progress = slide.kind === 'intro' ? 0 : questionnaireProgress(questionnaire, answers, currentId)
  const errorId = question ? `q-${question.id}-error` : undefined
  const labelId = question ? `q-${question.id}-title` : 'questionnaire-title'

  if (slide.kind === 'intro') {
    return <QuestionnaireIntro data={data} variant={variant} onStart={start} onPrepare={() => void loadQuestionField()} />
  }

  const draft = question ? draftOf(question) : null
  const validation = question && draft !== null ? validateAnswer(question, draft) : null
  const showError = question && validation && !validation.ok && touched[question.id] && !validation.alertTitle
  const isSkip = question?.optional && validation?.ok && validation.value === ''

  const serverAlert = serverError ? (
    <Alert variant="destructive">
      <AlertDescription>{serverError}</AlertDescription>
    </Alert>
  ) : null
  const backButton = (
    <Button type="button" variant="outline" size="icon-lg" onClick={back} aria-label={COPY.previous}>
      <ArrowLeft />
    </Button>
  )

  return (
    <>
    <PreviewBanner data={data} />
    <div ref={container} className="mx-auto flex max-w-3xl flex-col overflow-auto rounded-3xl border border-border bg-card">
      <div className="flex items-center gap-4 border-b border-border px-4 py-3 sm:px-6">
        <Progress value={progress} className="flex-1" aria-label={COPY.progress(progress)} />
        <span className="w-12 text-right text-sm tabular-nums text-muted-foreground" aria-hidden="true">
          {progress} %
        </span>
        <Button type="button" variant="ghost" size="icon-sm" onClick={toggleFullscreen} aria-label={isFullscreen ? COPY.exitFullscreen : COPY.fullscreen}>
          {isFullscreen ? <Minimize2 /> : <Maximize2 />}
        </Button>
      </div>

      {question && draft !== null ? (
        <form
          key={question.id}
          className="flex flex-1 flex-col gap-6 p-4 sm:p-8"
          onSubmit={(event: FormEvent) => {
            event.preventDefault()
            void submit(question, draft)
          }}
          noValidate
        >
          {data.questionImages[question.id] ? (
            <img src={data.questionImages[question.id] ?? undefined} alt="" className="h-40 w-full rounded-2xl object-cover sm:h-56" />
          ) : null}
          <h1 ref={heading} tabIndex={-1} id={labelId} className="text-2xl leading-snug outline-none sm:text-3xl">
            {question.title}
          </h1>
          <Suspense fallback={<Spinner />}>
          <QuestionField
            question={question}
            draft={draft}
            onChange={(next) => {
              setDrafts((map) => ({ ...map, [question.id]: next }))
              setTouched((map) => ({ ...map, [question.id]: true }))
            }}
            labelId={labelId}
            errorId={showError ? errorId : undefined}
            levels={data.levels}
            signInHref={isVisitor ? `/login?redirect=${encodeURIComponent(projectId ? `/web-questionnaire/${projectId}` : '/web-questionnaire/-1')}` : null}
            ensureProject={ensureProject}
            onTermsPick={(picked: ChoiceDraft) => void submit(question, picked)}
          />
          </Suspense>
          {showError && validation && !validation.ok ? (
            <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
              {validation.message}
            </p>
          ) : null}
          {serverAlert}
          <div className="mt-auto flex items-center justify-between gap-3 pt-4">
            {backButton}
            <Button type="submit" size="lg" disabled={isSaving || (!validation?.ok && question.type !== QUESTION_TYPE.terms)}>
              {isSaving ? <Spinner /> : null}
              {isSaving ? COPY.saving : isSkip ? COPY.skip : COPY.next}
              {isSaving ? null : <ArrowRight />}
            </Button>
          </div>
        </form>
      ) : attachedMessage !== null && projectId !== null ? (
        <div className="flex flex-col gap-6 p-6 sm:p-10">
          <h1 ref={heading} tabIndex={-1} className="text-3xl outline-none">
            {COPY.attachedTitle}
          </h1>
          <p className="text-lg text-muted-foreground">{attachedMessage}</p>
          <div className="flex justify-end">
            <Button size="lg" asChild>
              <a href={`/login?redirect=${encodeURIComponent(`/project/${projectId}`)}`}>
                {COPY.signInToProject} <ArrowRight />
              </a>
            </Button>
          </div>
        </div>
      ) : codeStep ? (
        <Suspense fallback={<Spinner />}>
          <EmailCodeStep heading={heading} sentMessage={codeStep.message} onConfirm={confirmCode} onResend={resendCode} />
        </Suspense>
      ) : sentBudget && projectId !== null ? (
        <div className="flex flex-col gap-6 p-6 sm:p-10">
          <h1 ref={heading} tabIndex={-1} className="text-3xl outline-none">
            {COPY.sentTitle}
          </h1>
          <p className="text-lg text-muted-foreground">{COPY.sentText}</p>
          <IndicativeBudget budget={sentBudget} copy={COPY.budget} />
          <div className="flex justify-end">
            <Button size="lg" onClick={() => onFinished(projectId)}>
              {COPY.seeProject} <ArrowRight />
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-6 p-6 sm:p-10">
          <h1 ref={heading} tabIndex={-1} className="text-3xl outline-none">
            {COPY.endTitle}
          </h1>
          <p className="text-lg text-muted-foreground">{data.isPreview ? COPY.previewEnd : COPY.endText}</p>
          {needsPasswordAgain ? (
            <div className="space-y-3">
              <p className="font-medium" id="end-password">
                {COPY.endPassword}
              </p>
              <Suspense fallback={<Spinner />}>
                <PasswordField
                  question={questionnaire.questions.find((item) => item.type === QUESTION_TYPE.password) as Question}
                  draft={endPassword}
                  onChange={setEndPassword}
                  labelId="end-password"
                  errorId={undefined}
                />
              </Suspense>
            </div>
          ) : null}
          {serverAlert}
          <div className="flex items-center justify-between gap-3">
            {backButton}
            <Button size="lg" onClick={() => void finish()} disabled={isSaving || data.isPreview}>
              {isSaving ? <Spinner /> : null}
              {COPY.finish}
            </Button>
          </div>
        </div>
      )}

      {alert ? (
        <Suspense>
          <FlowAlert alert={alert} onClose={() => setAlert(null)} />
        </Suspense>
      ) : null}
    </div>
    </>
  )
}
