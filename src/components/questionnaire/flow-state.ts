import type { Answers, DraftAnswer, PasswordDraft } from '@/domain/questionnaire'
import type { DocId } from '@/domain/ids'

/**
 * The questionnaire's client state (STYLE.md: UI state only; the questionnaire and the saved answers
 * come from the loader), changed by the events of the flow. Pure: `useQuestionnaireFlow` drives it.
 */

export type Slide = { kind: 'intro' } | { kind: 'question'; id: string } | { kind: 'end' }

/** What follows 'Terminer' on the closing slide. */
export type Closing =
  | { kind: 'none' }
  /** A visitor's code step: the code proves the address (or phone). */
  | { kind: 'code'; message: string; channel: 'email' | 'sms' }
  /** The code proved an address no account has: the visitor chooses the password that creates theirs. */
  | { kind: 'password'; message: string; code: string }
  /** The address already had an account: where the project went. */
  | { kind: 'attached'; message: string }
  /** Saved: the indicative budget (euro cents) and a way to the project. */
  | { kind: 'sent'; budget: { low: number; high: number } }

export type FlowState = {
  slide: Slide
  /** The questions shown, in order: the way back. */
  history: string[]
  answers: Answers
  projectId: DocId | null
  drafts: Record<string, DraftAnswer>
  touched: Record<string, boolean>
  /** A check of the flow itself (the new account's password), besides the server's refusals. */
  flowError: string | null
  alert: { title: string; message: string } | null
  /** The password a visitor chooses once their code proved a new address. */
  endPassword: PasswordDraft
  closing: Closing
}

export type FlowEvent =
  | { type: 'show'; slide: Slide; history?: string[] }
  | { type: 'edit'; questionId: string; draft: DraftAnswer }
  | { type: 'touch'; questionId: string }
  | { type: 'answer'; questionId: string; value: string }
  | { type: 'projectKnown'; projectId: DocId }
  | { type: 'endPassword'; draft: PasswordDraft }
  | { type: 'alert'; alert: FlowState['alert'] }
  | { type: 'flowError'; message: string | null }
  | { type: 'closing'; closing: Closing }

export function initialFlowState({ slide, history, answers, projectId }: Pick<FlowState, 'slide' | 'history' | 'answers' | 'projectId'>): FlowState {
  return {
    slide,
    history,
    answers,
    projectId,
    drafts: {},
    touched: {},
    flowError: null,
    alert: null,
    endPassword: { password: '', confirmation: '' },
    closing: { kind: 'none' },
  }
}

export function flowReducer(state: FlowState, event: FlowEvent): FlowState {
  switch (event.type) {
    case 'show':
      return { ...state, slide: event.slide, history: event.history ?? state.history, flowError: null }
    case 'edit':
      return { ...state, drafts: { ...state.drafts, [event.questionId]: event.draft }, touched: { ...state.touched, [event.questionId]: true } }
    case 'touch':
      return { ...state, touched: { ...state.touched, [event.questionId]: true } }
    case 'answer':
      return { ...state, answers: { ...state.answers, [event.questionId]: event.value } }
    case 'projectKnown':
      return { ...state, projectId: event.projectId }
    case 'endPassword':
      return { ...state, endPassword: event.draft }
    case 'alert':
      return { ...state, alert: event.alert }
    case 'flowError':
      return { ...state, flowError: event.message }
    case 'closing':
      return { ...state, closing: event.closing }
  }
}
