import type { Payload } from 'payload'
import type { Project, Response as ResponseDoc } from '../../../payload-types.ts'
import { slugs } from '../../../collections/slugs.ts'
import { relationId } from '../../../collections/fields/relation-id.ts'
import {
  ANSWER_MESSAGES,
  filesNamedBy,
  findQuestion,
  formatCommuneCode,
  hasVariable,
  isCommuneCode,
  projectFieldsFromAnswer,
  QUESTION_TYPE,
  sanitizeRichText,
  todayInParis,
  validateAnswer,
  validateStoredAnswer,
} from '../../domain/questionnaire/index.ts'
import { isKnownCommune } from './communes.server.ts'
import { requireFilesOfProject } from './named-files.server.ts'
import { InvalidInputError, NotFoundError, RuleViolationError, UnauthenticatedError } from '../../domain/errors.ts'
import { toDocId, type DocId } from '../../domain/ids/index.ts'
import { isQuestionnaireAnswerable, PROJECT_STATUS, STATUS_CHANGE_REASONS, type ProjectStatus } from '../../domain/workflow/index.ts'
import { isWellFormedDocId, payloadIdOf } from '../../platform/payload-id.server.ts'
import { reachProject, type Requester } from '../projects/project-access.server.ts'
import { eraseProjects } from '../../../collections/Projects/erase-projects.server.ts'
import { inTransaction } from '../../platform/transactions.server.ts'
import { loadQuestionnaire, questionnaireOf, type LoadedQuestionnaire } from '../../../collections/Quizzes/questionnaires.server.ts'
import { createQuestionnaireProject } from './questionnaire-project.server.ts'
import { writeResponses, type Acting, type GivenAnswer } from './responses.server.ts'
import { requireKnownLevels, storedProjectFields } from '../projects/stored-rooms.server.ts'
import { changedProjectFields, writeRowFieldsOfAnswer } from './project-answer-fields.server.ts'

/**
 * Saving answers as they are given (spec section 4): validated by the domain engine, stored as responses
 * (responses.server.ts), the project created with the first answer and moved from 0 to 1 by it.
 */

export const ANSWERS_CLOSED = 'Les réponses de ce projet sont déjà envoyées et validées.'
export const UNKNOWN_QUESTION = "Cette question n'appartient pas au questionnaire du projet."
const RESPONSE_NOT_FOUND = 'Réponse introuvable.'

export type SaveAnswerInput = {
  requester: Requester
  /** null: no project yet, the first answer creates it. (A number is still accepted while callers move to DocId.) */
  projectId: DocId | number | null
  questionId: DocId
  /** The stored encoding (spec section 5), as the browser's validateAnswer gives it. */
  value: string | undefined
  /** The names typed in an identity question (9), which its stored value (the phone) does not hold. */
  identity?: GivenAnswer['identity']
  /** The 404 of a project that is not there or not the requester's, when the caller reached it through something else. */
  notFound?: string
}

export type SavedAnswer = { response: ResponseDoc; project: Project; created: boolean }

/**
 * Validates one answer with the domain engine and saves it: creates the project on the first answer,
 * upserts the response (and the three responses per room of a rooms answer, dropping rooms no longer
 * checked), updates the project's fields the answer feeds, and moves the project from 0 to 1.
 * An invalid answer is refused with the engine's French message and nothing stored changes.
 */
export async function saveAnswer(payload: Payload, input: SaveAnswerInput): Promise<SavedAnswer> {
  const { requester } = input
  const access = input.projectId === null ? null : await reachProject(payload, input.projectId, requester, { forWrite: true, notFound: input.notFound })
  if (access && !isQuestionnaireAnswerable(access.project.status as ProjectStatus)) throw new RuleViolationError(ANSWERS_CLOSED)
  const loaded = access ? await questionnaireOf(payload, access.project) : await loadQuestionnaire(payload)
  const question = findQuestion(loaded.engine, input.questionId)
  if (!question) throw new NotFoundError(UNKNOWN_QUESTION)
  // An identity answer with its names is checked whole (names, phone, terms); its stored value is the phone.
  // A date given now may not have passed already.
  const result =
    question.type === QUESTION_TYPE.identity && input.identity
      ? validateAnswer(question, { ...input.identity, phone: input.value ?? '' })
      : validateStoredAnswer(question, input.value, { today: todayInParis(new Date()) })
  if (!result.ok) throw new InvalidInputError(result.message, { field: 'response_value' })
  // The engine checks a commune code's form; only the communes data knows whether it names a commune.
  if (hasVariable(question, 'commune') && isCommuneCode(result.value) && !isKnownCommune(formatCommuneCode(result.value))) {
    throw new InvalidInputError(ANSWER_MESSAGES.communeInvalid, { field: 'response_value' })
  }

  const answer: GivenAnswer = {
    question,
    label: question.variable || `question_${question.id}`,
    value: question.type === QUESTION_TYPE.richText ? sanitizeRichText(result.value) : result.value,
    identity: input.identity,
  }
  await requireFilesOfProject(payload, { projectId: access ? toDocId(access.project.id) : null, files: filesNamedBy(question.type, result.value) })
  const changes = storedProjectFields(payload, projectFieldsFromAnswer(loaded.engine, question, result.value))
  await requireKnownLevels(payload, changes.rooms, 'response_value')
  if (access === null) return saveFirstAnswer(payload, { requester, loaded, changes, answer })

  const { project } = access
  const acting: Acting = { via: access.via, user: requester.user }
  const response = await writeResponses(payload, { acting, projectId: toDocId(project.id), quizId: toDocId(loaded.quiz.id) }, answer)
  return { response, project: await updateProjectFromAnswer(payload, project, changes), created: false }
}

/**
 * The project after an answer: its fields the answer feeds, written when they change (on its row alone when
 * they can be: writeRowFieldsOfAnswer), and the move from 0 to 1 of a project created empty (POST
 * /v1/project/create) with its first answer.
 */
async function updateProjectFromAnswer(payload: Payload, project: Project, changes: Partial<Project>): Promise<Project> {
  const isFirstAnswer = project.status === PROJECT_STATUS.initialised
  const changed = changedProjectFields(project, changes)
  if (!isFirstAnswer && Object.keys(changed).length === 0) return project
  const written = isFirstAnswer ? null : await writeRowFieldsOfAnswer(payload, project, changed)
  if (written) return written
  return payload.update({
    collection: slugs.projects,
    id: project.id,
    data: { ...changed, ...(isFirstAnswer ? { status: PROJECT_STATUS.questionnaireInProgress } : {}) },
    depth: 0,
    // NOTE: the move 0 -> 1 is the system's (design/workflow.md), so this write acts as the system
    // once the ownership check above has passed.
    overrideAccess: true,
    context: { actor: 'system', ...(isFirstAnswer ? { reason: STATUS_CHANGE_REASONS.firstAnswer } : {}) },
  })
}

/**
 * The first answer of a requester without a project: the project (created at 1, with what the answer
 * feeds) and its responses are written together, in one transaction where the database has them
 * (PostgreSQL). NOTE: SQLite runs without transactions here (transactions.server.ts), so there the project
 * is written first, already at 1: a project at 1 without any response then exists only when a crash cut
 * this short, and removeAbandonedFirstAnswers erases it at the next start; any other failure erases it here.
 */
async function saveFirstAnswer(
  payload: Payload,
  { requester, loaded, changes, answer }: { requester: Requester; loaded: LoadedQuestionnaire; changes: Partial<Project>; answer: GivenAnswer },
): Promise<SavedAnswer> {
  return inTransaction(payload, async ({ req, isAtomic }) => {
    const { project, via } = await createQuestionnaireProject(payload, requester, loaded, { firstAnswer: { changes, req } })
    try {
      const target = {
        acting: { via, user: requester.user },
        projectId: toDocId(project.id),
        quizId: toDocId(loaded.quiz.id),
        req: req(via === 'user' ? requester.user : null),
      }
      return { response: await writeResponses(payload, target, answer), project, created: true }
    } catch (error) {
      if (!isAtomic) await eraseProjects(payload, [project.id])
      throw error
    }
  })
}

/**
 * Answers again the question of an existing response (POST /v1/project/update/one/response), through the
 * same ownership check and validation as any answer. Room sub-answers are not answered one by one.
 */
export async function saveAnswerAgain(
  payload: Payload,
  { requester, responseId, value }: { requester: Requester; responseId: string; value: string | undefined },
): Promise<SavedAnswer> {
  if (!requester.user && !requester.visitorKey) throw new UnauthenticatedError()
  const existing = isWellFormedDocId(payload, responseId)
    ? await payload.findByID({ collection: slugs.responses, id: payloadIdOf(payload, responseId), depth: 0, overrideAccess: true, disableErrors: true })
    : null
  if (!existing || existing.part) throw new NotFoundError(RESPONSE_NOT_FOUND)
  const projectId = relationId(existing.project)
  const questionId = relationId(existing.question)
  if (projectId === null || questionId === null) throw new NotFoundError(RESPONSE_NOT_FOUND)
  // Another customer's response answers as a missing one (issue #37).
  return saveAnswer(payload, { requester, projectId: toDocId(projectId), questionId: toDocId(questionId), value, notFound: RESPONSE_NOT_FOUND })
}
