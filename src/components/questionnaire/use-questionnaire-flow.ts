import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react'
import {
  findQuestion,
  initialDraft,
  nextAskedQuestion,
  previousAskedQuestion,
  QUESTION_TYPE,
  questionnaireProgress,
  resolvePath,
  todayInParis,
  validateAnswer,
  type DraftAnswer,
  type IdentityDraft,
  type Question,
} from '@/domain/questionnaire'
import type { DocId } from '@/domain/ids'
import type { QuestionnairePageData } from '@/server/questionnaire/page-data.server'
import type { FinishStep } from '@/server/questionnaire/questionnaire.types'
import { saveQuestionnaireAnswer, startQuestionnaireProject } from '@/server/questionnaire/questionnaire.functions'
import { confirmQuestionnaireEmail, finishQuestionnaireStep } from '@/server/questionnaire/finish.functions'
import { useServerAction } from '@/components/lib/use-server-action'
import { ANSWER_NETWORK_ERROR } from '@/lib/network-errors'
import { QUESTIONNAIRE_COPY as COPY } from './copy'
import { flowReducer, initialFlowState, type Slide } from './flow-state'

export type FlowCallbacks = {
  /** The page index (-1 intro, question index, question count at the end) to keep in the URL, as a new entry of the browser's history. */
  onStepChange: (step: number) => void
  onProjectCreated: (projectId: DocId) => void
  onFinished: (projectId: DocId) => void
}

/** The flow's answers: those given, over those known without asking (data.unasked). */
const flowAnswers = (data: QuestionnairePageData) => ({ ...data.unasked, ...data.answers })

/** The first question shown: the first one asked, with the unasked ones before it. */
function firstSlide(data: QuestionnairePageData, answers = flowAnswers(data)): { slide: Slide; history: string[] } {
  const { next, history } = nextAskedQuestion(data.questionnaire, { history: [], answers, unasked: new Set(Object.keys(data.unasked)) })
  return next === null ? { slide: { kind: 'end' }, history } : { slide: { kind: 'question', id: next }, history }
}

/**
 * Where the flow opens: the `step` asked for when it is an asked question on the answered path, else the
 * resume point. `answers` are the flow's (given, over the unasked ones).
 */
export function openingSlide(data: QuestionnairePageData, step: number | undefined, startAtFirstQuestion = false, answers = flowAnswers(data)): { slide: Slide; history: string[] } {
  const { questionnaire } = data
  const hasGiven = Object.keys(answers).some((id) => !Object.hasOwn(data.unasked, id))
  if (!hasGiven) return startAtFirstQuestion ? firstSlide(data, answers) : { slide: { kind: 'intro' }, history: [] }
  const { path, currentId } = resolvePath(questionnaire, answers)
  const asked = step === undefined ? undefined : questionnaire.questions[step]?.id
  if (asked && path.includes(asked) && !Object.hasOwn(data.unasked, asked)) return { slide: { kind: 'question', id: asked }, history: path.slice(0, path.indexOf(asked) + 1) }
  return currentId === null ? { slide: { kind: 'end' }, history: path } : { slide: { kind: 'question', id: currentId }, history: path }
}

// NOTE: the questionnaire shows its refusals on the slide (no toast), and a save that never reached the
// server says the answer is kept: the slide stays, ready to send again.
const ON_SLIDE = { shouldToast: false, networkErrorMessage: ANSWER_NETWORK_ERROR } as const

/**
 * The questionnaire's flow (spec section 2): the slide shown, the way back, the drafts and the answers given,
 * the project once the first answer created it, and the closing steps. Every answer is validated by the
 * engine, then saved at once through a server function; next, back, resume and progress are the engine's.
 */
export function useQuestionnaireFlow(
  data: QuestionnairePageData,
  opening: { step: number | undefined; startAtFirstQuestion: boolean },
  { onStepChange, onProjectCreated, onFinished }: FlowCallbacks,
) {
  const { questionnaire } = data
  const [state, dispatch] = useReducer(flowReducer, undefined, () =>
    initialFlowState({ ...openingSlide(data, opening.step, opening.startAtFirstQuestion), answers: flowAnswers(data), projectId: data.project?.id ?? null }),
  )
  const unasked = useMemo(() => new Set(Object.keys(data.unasked)), [data.unasked])
  // NOTE: saving an answer to a known project is an upsert, sent again by itself when it got no answer; the
  // first answer creates the project and is not.
  const save = useServerAction(saveQuestionnaireAnswer, { ...ON_SLIDE, isRepeatable: (input) => input.data.projectId !== null })
  const startProject = useServerAction(startQuestionnaireProject, ON_SLIDE)
  const finishStep = useServerAction(finishQuestionnaireStep, ON_SLIDE)
  const confirmStep = useServerAction(confirmQuestionnaireEmail, { shouldToast: false, networkErrorMessage: ANSWER_NETWORK_ERROR })
  const isVisitor = data.user === null
  const { slide, history, answers, projectId } = state

  const stepOf = (target: Slide) =>
    target.kind === 'intro' ? -1 : target.kind === 'end' ? questionnaire.questions.length : questionnaire.questions.findIndex((item) => item.id === target.id)

  /** Shows a slide; the URL gets its step unless the move came from the URL (the browser's Back or Forward, a link). */
  const show = (target: Slide, nextHistory?: string[], { isFromUrl = false }: { isFromUrl?: boolean } = {}) => {
    save.reset()
    finishStep.reset()
    dispatch({ type: 'show', slide: target, ...(nextHistory ? { history: nextHistory } : {}) })
    if (!isFromUrl) onStepChange(stepOf(target))
  }

  // The URL's step changed under the flow (the browser's Back or Forward, a link): move to that question when
  // it is on the answered path, to the intro for -1. A step off the path is left alone, as at opening.
  // NOTE: the flow's own moves write the address too, and the router reads them a render later: a step
  // the address bar no longer shows is one the flow has already left, not a request.
  const urlStep = useRef(opening.step)
  useEffect(() => {
    if (opening.step === urlStep.current) return
    urlStep.current = opening.step
    if (opening.step === undefined || opening.step === stepOf(slide)) return
    if (String(opening.step) !== new URL(window.location.href).searchParams.get('step')) return
    if (opening.step === -1) return show({ kind: 'intro' }, undefined, { isFromUrl: true })
    const asked = openingSlide(data, opening.step, opening.step === 0, answers)
    if (stepOf(asked.slide) === opening.step) show(asked.slide, asked.history, { isFromUrl: true })
  })

  const question = slide.kind === 'question' ? findQuestion(questionnaire, slide.id) : undefined
  const draftOf = useCallback(
    (target: Question) => state.drafts[target.id] ?? initialDraft(target, { stored: answers[target.id], user: data.user }),
    [state.drafts, answers, data.user],
  )

  const start = () => {
    if (!questionnaire.questions[0]) return
    const resumed = openingSlide(data, undefined, true, answers)
    show(resumed.slide, resumed.history)
  }

  const projectKnown = (id: DocId) => {
    if (projectId !== null) return
    dispatch({ type: 'projectKnown', projectId: id })
    onProjectCreated(id)
  }

  /** The project uploads attach to, created first when there is none yet; null when it cannot be (the reason is on the slide). */
  const ensureProject = async (): Promise<DocId | null> => {
    if (data.isPreview) {
      dispatch({ type: 'flowError', message: COPY.previewNoUpload })
      return null
    }
    if (projectId !== null) return projectId
    const created = await startProject.run(undefined)
    if (created) projectKnown(created.projectId)
    return created?.projectId ?? null
  }

  const advance = (target: Question, value: string) => {
    const nextAnswers = { ...answers, [target.id]: value }
    dispatch({ type: 'answer', questionId: target.id, value })
    const walked = nextAskedQuestion(questionnaire, { history, answers: nextAnswers, unasked })
    show(walked.next === null ? { kind: 'end' } : { kind: 'question', id: walked.next }, walked.history)
  }

  const submit = async (target: Question, draft: DraftAnswer) => {
    const result = validateAnswer(target, draft, { today: todayInParis(new Date()) })
    if (!result.ok) {
      if (result.alertTitle) dispatch({ type: 'alert', alert: { title: result.alertTitle, message: result.message } })
      dispatch({ type: 'touch', questionId: target.id })
      return
    }
    // A preview of the draft: the path is the engine's, nothing is sent.
    if (data.isPreview) return advance(target, result.value)
    dispatch({ type: 'flowError', message: null })
    const identity = target.type === QUESTION_TYPE.identity ? (draft as IdentityDraft) : null
    const saved = await save.run({
      data: {
        projectId,
        questionId: target.id,
        value: result.value,
        ...(identity ? { identity: { firstName: identity.firstName, lastName: identity.lastName, acceptsTerms: identity.acceptsTerms } } : {}),
      },
    })
    if (!saved) return
    projectKnown(saved.projectId)
    advance(target, result.value)
  }

  const back = () => {
    const previous = previousAskedQuestion(history, { unasked, fromEnd: slide.kind === 'end' })
    if (previous === null) show({ kind: 'intro' })
    else show({ kind: 'question', id: previous.id }, previous.history)
  }

  // NOTE: a visitor chooses their password once the code proved a new address (the server says so): the
  // password question's own rules and wording apply there; a questionnaire without one still creates the
  // account, under the password policy alone.
  const passwordQuestion: Question = questionnaire.questions.find((item) => item.type === QUESTION_TYPE.password) ?? {
    id: 'password',
    title: COPY.choosePassword.title,
    type: QUESTION_TYPE.password,
    variable: 'password',
    optional: false,
    choices: [],
    rules: [],
  }

  /** The project is saved: its budget when it has one, the project screen otherwise. */
  const showFinished = (finishedId: DocId, step: FinishStep) => {
    if (step.outcome === 'attachedToExistingAccount') dispatch({ type: 'closing', closing: { kind: 'attached', message: step.message ?? '' } })
    else if (step.budget) dispatch({ type: 'closing', closing: { kind: 'sent', budget: step.budget } })
    else onFinished(finishedId)
  }

  const finish = async () => {
    if (projectId === null) return
    dispatch({ type: 'flowError', message: null })
    const step = await finishStep.run({ data: { projectId, password: null } })
    if (!step) return
    if (step.outcome === 'codeSent') dispatch({ type: 'closing', closing: { kind: 'code', message: step.message ?? '', channel: step.channel ?? 'email' } })
    else showFinished(projectId, step)
  }

  /** The code step: true once the code is accepted (a refusal is in `codeError`); a new address then chooses its password. */
  const confirmCode = async (code: string): Promise<boolean> => {
    if (projectId === null || state.closing.kind !== 'code') return false
    const step = await confirmStep.run({ data: { projectId, code, password: null } })
    if (!step) return false
    if (step.outcome === 'passwordNeeded') {
      dispatch({ type: 'closing', closing: { kind: 'password', message: step.message ?? '', code } })
      return true
    }
    dispatch({ type: 'closing', closing: { kind: 'none' } })
    showFinished(projectId, step)
    return true
  }

  /** The new account's password, with the code that proved the address: the account is created and signed in. */
  const createAccount = async () => {
    if (projectId === null || state.closing.kind !== 'password') return
    const result = validateAnswer({ ...passwordQuestion, optional: false }, state.endPassword)
    if (!result.ok) return dispatch({ type: 'flowError', message: result.message })
    dispatch({ type: 'flowError', message: null })
    const step = await confirmStep.run({ data: { projectId, code: state.closing.code, password: state.endPassword.password } })
    if (!step) return
    dispatch({ type: 'closing', closing: { kind: 'none' } })
    showFinished(projectId, step)
  }

  /** A new code: true once sent (a refusal is in `codeError`). */
  const resendCode = async (): Promise<boolean> => {
    if (projectId === null || state.closing.kind !== 'code') return false
    confirmStep.reset()
    return (await finishStep.run({ data: { projectId, password: null } })) !== null
  }

  const progress = slide.kind === 'intro' ? 0 : questionnaireProgress(questionnaire, answers, slide.kind === 'question' ? slide.id : null)
  const serverError = state.flowError ?? save.error?.message ?? startProject.error?.message ?? finishStep.error?.message ?? (state.closing.kind === 'password' ? (confirmStep.error?.message ?? null) : null)
  const codeError = confirmStep.error?.message ?? finishStep.error?.message ?? null

  return {
    state,
    question,
    draft: useMemo(() => (question ? draftOf(question) : null), [question, draftOf]),
    progress,
    isVisitor,
    isSaving: save.isPending || finishStep.isPending,
    isCheckingCode: confirmStep.isPending || finishStep.isPending,
    serverError,
    codeError,
    passwordQuestion,
    start,
    back,
    submit,
    ensureProject,
    finish,
    confirmCode,
    createAccount,
    resendCode,
    edit: (questionId: string, draft: DraftAnswer) => dispatch({ type: 'edit', questionId, draft }),
    editEndPassword: (draft: typeof state.endPassword) => dispatch({ type: 'endPassword', draft }),
    closeAlert: () => dispatch({ type: 'alert', alert: null }),
  }
}

export type QuestionnaireFlowState = ReturnType<typeof useQuestionnaireFlow>
