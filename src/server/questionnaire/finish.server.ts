import type { Payload } from 'payload'
import type { Project, User } from '../../../payload-types.ts'
import { slugs } from '../../../collections/slugs.ts'
import {
  answersOnPath,
  hasVariable,
  isQuestionnaireComplete,
  QUESTION_TYPE,
  resolvePath,
  unaskedAnswers,
  validateAnswer,
  type Answers,
  type Questionnaire,
} from '../../domain/questionnaire/index.ts'
import { ConflictError, InvalidInputError, RuleViolationError } from '../../domain/errors.ts'
import { isQuestionnaireAnswerable, PROJECT_STATUS, STATUS_CHANGE_REASONS, type ProjectStatus } from '../../domain/workflow/index.ts'
import type { DocId } from '../../domain/ids/index.ts'
import { giveProjectTo } from '../projects/claim-project.server.ts'
import { reachProject, type Requester } from '../projects/project-access.server.ts'
import { identityNames } from './responses.server.ts'
import { questionnaireOf } from '../../../collections/Quizzes/questionnaires.server.ts'
import { storedAnswers } from '../../../collections/Responses/stored-answers.server.ts'
import { sendProofCode, verifyProofCode, type ProofDestination } from './contact-proof.server.ts'
import { toE164Phone } from '../../domain/phone/index.ts'
import { toDocId } from '../../domain/ids/index.ts'
import { unaskedAnswersFor } from './unasked.server.ts'
import { saveAnswer } from './answers.server.ts'

/**
 * 'Terminer' on the closing slide (spec section 4): the questionnaire must be complete on the server. A
 * signed-in customer's project moves from 1 to 2 ('En attente de l'estimatif') at once. A visitor gets a
 * code at the address they typed, and the same answer whatever the address (design/trust-boundary.md);
 * the code, sent back with `confirmVisitorEmail`, proves the address: then the account is created from
 * the answers (or, if the address already has a customer account, the project joins it) and moves to 2.
 * A visitor who left the email empty and gave a phone (spec section 6, the add-account step) gets the code
 * by SMS instead: their account has no email, its username is the phone in E.164, and they sign in with it.
 * On the site (`isPasswordDeferred`) the visitor is asked no password in the flow: once the code proves the
 * address, an address that already has an account gets the project without one, and a new address is then
 * asked to choose it (design/trust-boundary.md: only after the proof does the answer differ). The /v1
 * clients ask it in the flow, as the spec does. A signed-in customer's answers known from the account
 * (src/domain/questionnaire/unasked-answers.ts) are stored at 'Terminer', where they were not asked.
 */

export const FINISH_MESSAGES = {
  incomplete: 'Veuillez répondre à toutes les questions avant de terminer.',
  noEmail: 'Veuillez indiquer votre adresse email ou votre téléphone pour créer votre compte.',
  phoneInvalid: 'Ce numéro de téléphone ne peut pas recevoir de code : indiquez un numéro complet (06 12 34 56 78 ou +33 6 12 34 56 78) ou une adresse email.',
  passwordNeeded: 'Veuillez choisir votre mot de passe pour créer votre compte.',
  choosePassword: 'Votre adresse est confirmée. Choisissez maintenant le mot de passe de votre espace client.',
  choosePasswordBySms: 'Votre numéro est confirmé. Choisissez maintenant le mot de passe de votre espace client.',
  codeSent: 'Un code de confirmation vient de vous être envoyé par email. Saisissez-le pour enregistrer votre projet.',
  codeSentBySms: (maskedPhone: string) => `Un code de confirmation vient de vous être envoyé par SMS au ${maskedPhone}. Saisissez-le pour enregistrer votre projet.`,
  attachedToAccount: 'Un compte existe déjà avec cette adresse : votre projet y est maintenant rattaché. Connectez-vous avec votre mot de passe habituel pour le retrouver.',
  attachedToPhoneAccount: 'Un compte existe déjà avec ce numéro : votre projet y est maintenant rattaché. Connectez-vous avec votre mot de passe habituel pour le retrouver.',
  notACustomerAddress: 'Cette adresse appartient à un compte de l’équipe Maisonnée : indiquez une autre adresse pour votre projet.',
  alreadyFinished: 'Ce questionnaire est déjà terminé.',
} as const

export type FinishInput = {
  requester: Requester
  /** A number is still accepted while callers move to DocId. */
  projectId: DocId | number | number
  /** A visitor's password, typed in the password question and never stored as a response. */
  password?: string
  /** The site: a visitor chooses their password after the code, only for a new account (see above). */
  isPasswordDeferred?: boolean
}

export type FinishedQuestionnaire = {
  project: Project
  /** Set for a visitor: the address or phone (E.164) the code was sent to; the project waits for `confirmVisitorEmail`. */
  codeSentTo: string | null
  /** How the code went: by email, or by SMS to a visitor who gave a phone only. */
  channel: ProofDestination['channel'] | null
}

export type ConfirmedEmail = {
  project: Project
  /**
   * The code is right and no account has this address or phone, but no password was given (the site asks
   * it now): nothing changed and the code stays valid for the call that brings the password.
   */
  isPasswordNeeded: boolean
  /**
   * Set when the account was created now: the caller signs the visitor in with these credentials. Null
   * when the address already had a customer account: the project is now that account's (not signed in).
   */
  createdAccount: { user: User; password: string } | null
  /** How the visitor proved who they are: their email, or their phone (an account without an email). */
  channel: ProofDestination['channel']
}

/** What the answers on the path say about the customer, by variable. */
function accountFromAnswers(questionnaire: Questionnaire, answers: Answers) {
  const byVariable = (name: string) => {
    const question = questionnaire.questions.find((candidate) => hasVariable(candidate, name) && candidate.type !== QUESTION_TYPE.identity)
    return question ? answers[question.id] : undefined
  }
  const [firstName = '', ...rest] = (byVariable('fullname') ?? '').trim().split(/\s+/)
  return { email: byVariable('email')?.trim() ?? '', phone: byVariable('phone')?.trim() ?? '', firstName, lastName: rest.join(' ') }
}

/**
 * A complete questionnaire's answers and the visitor's account from them, its password checked when given;
 * null when it is deferred and not given yet.
 */
async function visitorAccount(payload: Payload, project: Project, { password, isPasswordDeferred = false }: Pick<FinishInput, 'password' | 'isPasswordDeferred'>) {
  const loaded = await questionnaireOf(payload, project)
  const stored = await storedAnswers(payload, project.id)
  const { responses } = stored
  // On the site the password question is not asked: it stands answered, as the flow had it.
  const answers = isPasswordDeferred ? { ...unaskedAnswers(loaded.engine, { account: null }), ...stored.answers } : stored.answers
  if (!isQuestionnaireComplete(loaded.engine, answers)) throw new RuleViolationError(FINISH_MESSAGES.incomplete)
  const onPath = answersOnPath(loaded.engine, answers)
  const fromAnswers = accountFromAnswers(loaded.engine, onPath)
  const passwordQuestion = loaded.engine.questions.find((question) => question.type === QUESTION_TYPE.password)
  const checked = passwordQuestion
    ? validateAnswer({ ...passwordQuestion, optional: false }, { password: password ?? '', confirmation: password ?? '' })
    : null
  if (password && checked && !checked.ok) throw new InvalidInputError(checked.message, { field: 'user_password' })
  if (!password && !isPasswordDeferred) throw new InvalidInputError(FINISH_MESSAGES.passwordNeeded, { field: 'user_password' })
  const identity = loaded.engine.questions.find((question) => question.type === QUESTION_TYPE.identity)
  const names = identity ? identityNames(responses, identity.id) : {}
  const phone = (identity ? onPath[identity.id] : undefined) || fromAnswers.phone || undefined
  return {
    engine: loaded.engine,
    answers: stored.answers,
    contact: proofDestination(fromAnswers.email, phone),
    email: fromAnswers.email,
    password: password || null,
    firstName: names.firstName ?? fromAnswers.firstName,
    lastName: names.lastName ?? fromAnswers.lastName,
    phone,
  }
}

/**
 * Where the code goes: the email when one was given; else the phone, in E.164 (the account's username).
 */
function proofDestination(email: string, phone: string | undefined): ProofDestination {
  if (email !== '') return { channel: 'email', email }
  if (!phone) throw new RuleViolationError(FINISH_MESSAGES.noEmail)
  const e164 = toE164Phone(phone)
  if (e164 === null) throw new InvalidInputError(FINISH_MESSAGES.phoneInvalid, { field: 'phone' })
  return { channel: 'sms', phone: e164 }
}

/** The project moves from 1 to 2 as its customer. */
function requestEstimate(payload: Payload, projectId: DocId | number, customer: User): Promise<Project> {
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

/**
 * Stores the answers not asked (unasked-answers.ts: what a signed-in customer's account answers, or a
 * visitor's password question once the account has its password) where the path meets an unanswered
 * question, through the same door as any answer; the stored answers with them.
 */
async function storeUnaskedAnswers(payload: Payload, { requester, project, engine, answers }: { requester: Requester; project: Project; engine: Questionnaire; answers: Answers }): Promise<Answers> {
  const unasked = await unaskedAnswersFor(payload, requester.user, engine)
  const all = { ...unasked, ...answers }
  const names = { firstName: requester.user?.firstName ?? '', lastName: requester.user?.lastName ?? '', acceptsTerms: true }
  for (const id of resolvePath(engine, all).path) {
    const question = engine.questions.find((candidate) => candidate.id === id)
    const value = unasked[id]
    if (!question || value === undefined || answers[id] !== undefined) continue
    await saveAnswer(payload, { requester, projectId: project.id, questionId: toDocId(id), value, ...(question.type === QUESTION_TYPE.identity ? { identity: names } : {}) })
  }
  return all
}

export async function finishQuestionnaire(payload: Payload, { requester, projectId: asked, password, isPasswordDeferred }: FinishInput): Promise<FinishedQuestionnaire> {
  const access = await reachProject(payload, asked, requester, { forWrite: true })
  const projectId = access.project.id
  if (!isQuestionnaireAnswerable(access.project.status as ProjectStatus)) return { project: access.project, codeSentTo: null, channel: null }
  const customer = requester.user
  if (!customer) {
    const account = await visitorAccount(payload, access.project, { password, isPasswordDeferred })
    // NOTE: nothing here reads whether the address or phone has an account: the answer and its time are the same.
    await sendProofCode(payload, { projectId, to: account.contact, ip: requester.ip ?? 'unknown' })
    const { contact } = account
    return { project: access.project, codeSentTo: contact.channel === 'email' ? contact.email : contact.phone, channel: contact.channel }
  }
  const loaded = await questionnaireOf(payload, access.project)
  const { answers: stored } = await storedAnswers(payload, projectId)
  const answers = await storeUnaskedAnswers(payload, { requester, project: access.project, engine: loaded.engine, answers: stored })
  if (!isQuestionnaireComplete(loaded.engine, answers)) throw new RuleViolationError(FINISH_MESSAGES.incomplete)
  // A signed-in customer finishing the questionnaire they began as a visitor in this browser.
  if (access.via === 'visitor') await giveProjectTo(payload, projectId, customer.id)
  return { project: await requestEstimate(payload, projectId, customer), codeSentTo: null, channel: null }
}

/**
 * The code sent by `finishQuestionnaire`, typed by the visitor (with the password they chose, kept in
 * their browser only): once it matches, the address is theirs. A new address gets its account, active
 * at once and signed in; an address with a customer account gets the project and is told so.
 */
export async function confirmVisitorEmail(
  payload: Payload,
  { requester, projectId: asked, code, password, isPasswordDeferred }: FinishInput & { code: unknown },
): Promise<ConfirmedEmail> {
  const access = await reachProject(payload, asked, requester, { forWrite: true })
  const projectId = access.project.id
  if (access.via !== 'visitor') throw new RuleViolationError(FINISH_MESSAGES.alreadyFinished)
  if (!isQuestionnaireAnswerable(access.project.status as ProjectStatus)) throw new RuleViolationError(FINISH_MESSAGES.alreadyFinished)
  const account = await visitorAccount(payload, access.project, { password, isPasswordDeferred })
  const { contact } = account
  // An account already signs in with this address or phone (a phone-only account's username is its E.164 number).
  const login = contact.channel === 'email' ? contact.email.toLowerCase() : contact.phone
  const existing = await payload.find({
    collection: slugs.users,
    where: contact.channel === 'email' ? { email: { equals: login } } : { or: [{ username: { equals: login } }, { email: { equals: login } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const owner = existing.docs[0]
  // NOTE: a new address without its password yet keeps its code (checked, not spent) for the call that brings it.
  await verifyProofCode(payload, { projectId, to: contact, code, isSpent: owner !== undefined || account.password !== null })
  // The password question stands answered once the account has its password (the one it had, or the new one).
  const storeDeferredPassword = () =>
    isPasswordDeferred ? storeUnaskedAnswers(payload, { requester, project: access.project, engine: account.engine, answers: account.answers }) : null
  if (owner) {
    if (owner.role !== 'customer') throw new ConflictError(FINISH_MESSAGES.notACustomerAddress)
    await storeDeferredPassword()
    await giveProjectTo(payload, projectId, owner.id)
    return { project: await requestEstimate(payload, projectId, owner), createdAccount: null, isPasswordNeeded: false, channel: contact.channel }
  }
  if (account.password === null) return { project: access.project, createdAccount: null, isPasswordNeeded: true, channel: contact.channel }
  const chosenPassword = account.password
  await storeDeferredPassword()
  // NOTE: a system action (overrideAccess): the questionnaire creates the customer's account, active at
  // once since they chose their password here and proved the address (user_type 0, notifications on).
  const customer = await payload.create({
    collection: slugs.users,
    data: {
      ...(contact.channel === 'email' ? { email: contact.email } : { username: contact.phone }),
      password: chosenPassword,
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
    createdAccount: { user: customer, password: chosenPassword },
    isPasswordNeeded: false,
    channel: contact.channel,
  }
}
