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

/**
 * 'Terminer' on the closing slide (spec section 4): the questionnaire must be complete on the server; a
 * visitor's account is created from their answers and owns the project from then on; the project moves
 * from 1 to 2 ('En attente de l'estimatif') as its customer.
 */

export const FINISH_MESSAGES = {
  incomplete: 'Veuillez répondre à toutes les questions avant de terminer.',
  noEmail: 'Veuillez indiquer votre adresse email pour créer votre compte.',
  passwordNeeded: 'Veuillez choisir votre mot de passe pour créer votre compte.',
  emailTaken: 'Un compte existe déjà avec cette adresse email. Connectez-vous pour retrouver votre projet.',
} as const

export type FinishInput = {
  requester: Requester
  projectId: number
  /** A visitor's password, typed in the password question and never stored as a response. */
  password?: string
}

export type FinishedQuestionnaire = {
  project: Project
  /** Set when the account was created now: the caller signs the visitor in with these credentials. */
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

export async function finishQuestionnaire(payload: Payload, { requester, projectId, password }: FinishInput): Promise<FinishedQuestionnaire> {
  const access = await reachProject(payload, projectId, requester)
  if (access.project.status >= PROJECT_STATUS.awaitingEstimate) return { project: access.project, createdAccount: null }
  const loaded = await questionnaireOf(payload, access.project)
  const { answers, responses } = await storedAnswers(payload, projectId)
  if (!isQuestionnaireComplete(loaded.engine, answers)) throw new RuleViolationError(FINISH_MESSAGES.incomplete)

  let customer: User | null = requester.user
  let createdAccount: FinishedQuestionnaire['createdAccount'] = null
  if (!customer) {
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
    const existing = await payload.count({ collection: slugs.users, where: { email: { equals: fromAnswers.email.toLowerCase() } }, overrideAccess: true })
    if (existing.totalDocs > 0) throw new ConflictError(FINISH_MESSAGES.emailTaken)
    // NOTE: a system action (overrideAccess): the questionnaire creates the customer's account, active at
    // once since they chose their password here (user_type 0, notifications on, questionnaire flag 1).
    customer = await payload.create({
      collection: slugs.users,
      data: {
        email: fromAnswers.email,
        password,
        firstName: names.firstName ?? fromAnswers.firstName,
        lastName: names.lastName ?? fromAnswers.lastName,
        ...(phone ? { phone } : {}),
        role: 'customer',
        isActive: true,
        sendNotifications: true,
        createdFromQuestionnaire: true,
      },
      overrideAccess: true,
    })
    createdAccount = { user: customer, email: fromAnswers.email, password }
    await giveProjectTo(payload, projectId, customer.id)
  } else if (access.via === 'visitor') {
    // A signed-in customer finishing the questionnaire they began as a visitor in this browser.
    await giveProjectTo(payload, projectId, customer.id)
  }
  const project = await payload.update({
    collection: slugs.projects,
    id: projectId,
    data: { status: PROJECT_STATUS.awaitingEstimate },
    user: customer,
    overrideAccess: false,
    depth: 0,
    context: { reason: STATUS_CHANGE_REASONS.questionnaireFinished },
  })
  return { project, createdAccount }
}
