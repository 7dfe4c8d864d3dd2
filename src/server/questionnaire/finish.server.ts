import type { Payload } from 'payload'
import type { Project, User } from '../../../payload-types.ts'
import { slugs } from '../../../collections/slugs.ts'
import {
  answersOnPath,
  hasVariable,
  isQuestionnaireComplete,
  QUESTION_TYPE,
  validateAnswer,
  type Answers,
  type Questionnaire,
} from '../../domain/questionnaire/index.ts'
import { ConflictError, InvalidInputError, RuleViolationError } from '../../domain/errors.ts'
import { PROJECT_STATUS, STATUS_CHANGE_REASONS } from '../../domain/workflow/index.ts'
import { giveProjectTo } from '../projects/claim-project.server.ts'
import { reachProject, type Requester } from '../projects/project-access.server.ts'
import { identityNames, questionnaireOf, storedAnswers } from './answers.server.ts'
import { sendEmailCode, verifyEmailCode } from './email-proof.server.ts'

/**
 * 'Terminer' on the closing slide (spec section 4): the questionnaire must be complete on the server. A
 * signed-in customer's project moves from 1 to 2 ('En attente de l'estimatif') at once. A visitor gets a
 * code at the address they typed, and the same answer whatever the address (design/trust-boundary.md);
 * the code, sent back with `confirmVisitorEmail`, proves the address: then the account is created from
 * the answers (or, if the address already has a customer account, the project joins it) and moves to 2.
 */

export const FINISH_MESSAGES = {
  incomplete: 'Veuillez répondre à toutes les questions avant de terminer.',
  noEmail: 'Veuillez indiquer votre adresse email pour créer votre compte.',
  passwordNeeded: 'Veuillez choisir votre mot de passe pour créer votre compte.',
  codeSent: 'Un code de confirmation vient de vous être envoyé par email. Saisissez-le pour enregistrer votre projet.',
  attachedToAccount: 'Un compte existe déjà avec cette adresse : votre projet y est maintenant rattaché. Connectez-vous avec votre mot de passe habituel pour le retrouver.',
  notACustomerAddress: 'Cette adresse appartient à un compte de l’équipe Maisonnée : indiquez une autre adresse pour votre projet.',
  alreadyFinished: 'Ce questionnaire est déjà terminé.',
} as const

export type FinishInput = {
  requester: Requester
  projectId: number
  /** A visitor's password, typed in the password question and never stored as a response. */
  password?: string
}

export type FinishedQuestionnaire = {
  project: Project
  /** Set for a visitor: the address the code was sent to; the project waits for `confirmVisitorEmail`. */
  codeSentTo: string | null
}

export type ConfirmedEmail = {
  project: Project
  /**
   * Set when the account was created now: the caller signs the visitor in with these credentials. Null
   * when the address already had a customer account: the project is now that account's (not signed in).
   */
  createdAccount: { user: User; email: string; password: string } | null
}

/** What the answers on the path say about the customer, by variable. */
function accountFromAnswers(questionnaire: Questionnaire, answers: Answers) {
  const byVariable = (name: string) => {
    const question = questionnaire.questions.find((candidate) => hasVariable(candidate, name) && candidate.type !== QUESTION_TYPE.identity)
    return question ? answers[question.id] : undefined
  }
  const [firstName = '', ...rest] = (byVariable('fullname') ?? '').trim().split(/\s+/)
  return { email: byVariable('email')?.trim() ?? '', firstName, lastName: rest.join(' ') }
}

/** A complete questionnaire's answers and the visitor's account from them, its password checked. */
async function visitorAccount(payload: Payload, project: Project, password: string | undefined) {
  const loaded = await questionnaireOf(payload, project)
  const { answers, responses } = await storedAnswers(payload, project.id)
  if (!isQuestionnaireComplete(loaded.engine, answers)) throw new RuleViolationError(FINISH_MESSAGES.incomplete)
  const onPath = answersOnPath(loaded.engine, answers)
  const fromAnswers = accountFromAnswers(loaded.engine, onPath)
  if (fromAnswers.email === '') throw new RuleViolationError(FINISH_MESSAGES.noEmail)
  const passwordQuestion = loaded.engine.questions.find((question) => question.type === QUESTION_TYPE.password)
  const checked = passwordQuestion
    ? validateAnswer({ ...passwordQuestion, optional: false }, { password: password ?? '', confirmation: password ?? '' })
    : null
  if (!password || (checked && !checked.ok)) {
    throw new InvalidInputError(checked && !checked.ok && password ? checked.message : FINISH_MESSAGES.passwordNeeded, { field: 'user_password' })
  }
  const identity = loaded.engine.questions.find((question) => question.type === QUESTION_TYPE.identity)
  const names = identity ? identityNames(responses, identity.id) : {}
  const phone = identity ? onPath[identity.id] : undefined
  return {
    email: fromAnswers.email,
    password,
    firstName: names.firstName ?? fromAnswers.firstName,
    lastName: names.lastName ?? fromAnswers.lastName,
    phone,
  }
}

/** The project moves from 1 to 2 as its customer. */
function requestEstimate(payload: Payload, projectId: number, customer: User): Promise<Project> {
  return payload.update({
    collection: slugs.projects,
    id: projectId,
    data: { status: PROJECT_STATUS.awaitingEstimate },
    user: customer,
    overrideAccess: false,
    depth: 0,
    context: { reason: STATUS_CHANGE_REASONS.questionnaireFinished },
  })
}

export async function finishQuestionnaire(payload: Payload, { requester, projectId, password }: FinishInput): Promise<FinishedQuestionnaire> {
  const access = await reachProject(payload, projectId, requester)
  if (access.project.status >= PROJECT_STATUS.awaitingEstimate) return { project: access.project, codeSentTo: null }
  const customer = requester.user
  if (!customer) {
    const account = await visitorAccount(payload, access.project, password)
    // NOTE: nothing here reads whether the address has an account: the answer and its time are the same.
    await sendEmailCode(payload, { projectId, email: account.email, firstName: account.firstName, ip: requester.ip ?? 'unknown' })
    return { project: access.project, codeSentTo: account.email }
  }
  const loaded = await questionnaireOf(payload, access.project)
  const { answers } = await storedAnswers(payload, projectId)
  if (!isQuestionnaireComplete(loaded.engine, answers)) throw new RuleViolationError(FINISH_MESSAGES.incomplete)
  // A signed-in customer finishing the questionnaire they began as a visitor in this browser.
  if (access.via === 'visitor') await giveProjectTo(payload, projectId, customer.id)
  return { project: await requestEstimate(payload, projectId, customer), codeSentTo: null }
}

/**
 * The code sent by `finishQuestionnaire`, typed by the visitor (with the password they chose, kept in
 * their browser only): once it matches, the address is theirs. A new address gets its account, active
 * at once and signed in; an address with a customer account gets the project and is told so.
 */
export async function confirmVisitorEmail(
  payload: Payload,
  { requester, projectId, code, password }: FinishInput & { code: unknown },
): Promise<ConfirmedEmail> {
  const access = await reachProject(payload, projectId, requester)
  if (access.via !== 'visitor') throw new RuleViolationError(FINISH_MESSAGES.alreadyFinished)
  if (access.project.status >= PROJECT_STATUS.awaitingEstimate) throw new RuleViolationError(FINISH_MESSAGES.alreadyFinished)
  const account = await visitorAccount(payload, access.project, password)
  await verifyEmailCode(payload, { projectId, email: account.email, code })
  const existing = await payload.find({ collection: slugs.users, where: { email: { equals: account.email.toLowerCase() } }, limit: 1, depth: 0, overrideAccess: true })
  const owner = existing.docs[0]
  if (owner) {
    if (owner.role !== 'customer') throw new ConflictError(FINISH_MESSAGES.notACustomerAddress)
    await giveProjectTo(payload, projectId, owner.id)
    return { project: await requestEstimate(payload, projectId, owner), createdAccount: null }
  }
  // NOTE: a system action (overrideAccess): the questionnaire creates the customer's account, active at
  // once since they chose their password here and proved the address (user_type 0, notifications on).
  const customer = await payload.create({
    collection: slugs.users,
    data: {
      email: account.email,
      password: account.password,
      firstName: account.firstName,
      lastName: account.lastName,
      ...(account.phone ? { phone: account.phone } : {}),
      role: 'customer',
      isActive: true,
      sendNotifications: true,
      createdFromQuestionnaire: true,
    },
    overrideAccess: true,
  })
  await giveProjectTo(payload, projectId, customer.id)
  return {
    project: await requestEstimate(payload, projectId, customer),
    createdAccount: { user: customer, email: account.email, password: account.password },
  }
}
