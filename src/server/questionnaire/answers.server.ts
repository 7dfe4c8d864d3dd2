import type { Payload, PayloadRequest, Where } from 'payload'
import type { Project, Response as ResponseDoc, User } from '../../../payload-types.ts'
import { slugs } from '../../../collections/slugs.ts'
import { relationId } from '../../../collections/fields/relation-id.ts'
import {
  decodeRoomEntries,
  encodeRooms,
  findQuestion,
  hasVariable,
  QUESTION_TYPE,
  sanitizeRichText,
  validateAnswer,
  validateStoredAnswer,
  type Answers,
  type Question,
} from '../../domain/questionnaire/index.ts'
import { InvalidInputError, NotFoundError, RuleViolationError } from '../../domain/errors.ts'
import { isQuestionnaireAnswerable, PROJECT_STATUS, STATUS_CHANGE_REASONS, type ProjectStatus } from '../../domain/workflow/index.ts'
import { hashVisitorKey } from '../projects/visitor-key.server.ts'
import { reachProject, type ProjectAccess, type Requester } from '../projects/project-access.server.ts'
import { loadQuestionnaire, type LoadedQuestionnaire } from './questionnaires.server.ts'
import { eraseProjects } from '../projects/erase-projects.server.ts'
import { inTransaction } from '../transactions.server.ts'
import { RATE_LIMITS } from '../rate-limit/rate-limit.ts'
import { rateLimit } from '../rate-limit/limiter.server.ts'

/**
 * Saving answers as they are given (spec section 4, design/questionnaire.md 'Storage of answers'): one
 * response per (project, question, part), validated and encoded by the domain engine, the project created
 * with the first answer and moved from 0 to 1 by it.
 */

export const ANSWERS_CLOSED = 'Les réponses de ce projet sont déjà envoyées et validées.'
export const UNKNOWN_QUESTION = "Cette question n'appartient pas au questionnaire du projet."

/** The part of the main response of a question; room sub-answers are named after the room. */
const MAIN_PART = ''
/** Parts holding the names typed in an identity question (its main value is the phone). */
const IDENTITY_PARTS = { firstName: 'first_name', lastName: 'last_name' } as const

type Acting = { via: ProjectAccess['via']; user: User | null }

/** The Local API options that act for the requester: their own rights, or the system for a visitor. */
function actingOptions({ via, user }: Acting) {
  return via === 'user' && user ? { user, overrideAccess: false } : { overrideAccess: true }
}

/** The questionnaire a project answers: the one it started with. */
export async function questionnaireOf(payload: Payload, project: Project): Promise<LoadedQuestionnaire> {
  return loadQuestionnaire(payload, relationId(project.quiz), project.quizVersion ?? null)
}

/** The stored main answers of a project, by question id (what the engine reads). */
export async function storedAnswers(payload: Payload, projectId: number | string): Promise<{ answers: Answers; responses: ResponseDoc[] }> {
  const { docs } = await payload.find({
    collection: slugs.responses,
    where: { project: { equals: projectId } },
    depth: 0,
    limit: 2000,
    pagination: false,
    overrideAccess: true,
    sort: 'createdAt',
  })
  const answers: Answers = {}
  for (const response of docs) {
    if ((response.part ?? '') === MAIN_PART) answers[String(relationId(response.question))] = response.value ?? ''
  }
  return { answers, responses: docs }
}

type UpsertInput = {
  acting: Acting
  /** The request of a transaction the write belongs to (the first answer's), if any. */
  req?: PayloadRequest
  projectId: number
  quizId: number | string
  questionId: number | string
  part: string
  label: string
  value: string
}

function responseWhere({ projectId, questionId, part }: Pick<UpsertInput, 'projectId' | 'questionId' | 'part'>): Where {
  return { and: [{ project: { equals: projectId } }, { question: { equals: questionId } }, { part: { equals: part } }] }
}

/**
 * Updates the existing response of (project, question, part), if there is one, in one atomic statement
 * (UPDATE ... WHERE ... RETURNING); null when there is none yet.
 * NOTE: this is the hot path of every answer given again, so it runs at the database adapter's level,
 * without the collection's hooks and access rules. That is sound here: the caller has passed the
 * ownership check (reachProject), and the only hook (setOwnerFromProject) has nothing to change on an
 * existing response of the same project. A first answer goes through the Local API (see upsertResponse).
 */
async function updateExistingResponse(payload: Payload, input: UpsertInput): Promise<ResponseDoc | null> {
  const updated = await payload.db.updateOne({
    collection: slugs.responses,
    where: responseWhere(input),
    data: { label: input.label, value: input.value, updatedAt: new Date().toISOString() },
    options: { atomic: true },
    returning: true,
    ...(input.req ? { req: input.req } : {}),
  })
  return (updated as unknown as ResponseDoc | null) ?? null
}

/**
 * Creates or updates the one response of (project, question, part).
 * NOTE: race-safe through the unique index on (project, question, part): when two requests both find
 * nothing and both create, the database refuses the second insert; that request then updates the row the
 * first one wrote. So there is always exactly one row, holding the value of the request that wrote last
 * (last write wins).
 */
export async function upsertResponse(payload: Payload, input: UpsertInput): Promise<ResponseDoc> {
  const existing = await updateExistingResponse(payload, input)
  if (existing) return existing
  try {
    return await payload.create({
      collection: slugs.responses,
      data: {
        project: input.projectId,
        question: Number(input.questionId),
        quiz: Number(input.quizId),
        part: input.part,
        label: input.label,
        value: input.value,
      },
      depth: 0,
      ...actingOptions(input.acting),
      ...(input.req ? { req: input.req } : {}),
    })
  } catch (error) {
    const raced = await updateExistingResponse(payload, input)
    if (!raced) throw error
    return raced
  }
}

/**
 * Creates a project for a requester who has none yet: owned by the user, or held by a visitor key.
 * `firstAnswer` creates it as the first answer does: already at 1, with what the answer feeds, inside
 * that answer's transaction (see saveFirstAnswer).
 */
export async function createQuestionnaireProject(
  payload: Payload,
  { user, visitorKey, ip }: Requester,
  loaded: LoadedQuestionnaire,
  { title, firstAnswer }: { title?: string; firstAnswer?: { changes: Partial<Project>; req: (user?: User | null) => PayloadRequest } } = {},
): Promise<ProjectAccess> {
  const data = {
    quiz: loaded.quiz.id,
    quizVersion: loaded.versionId,
    status: firstAnswer ? PROJECT_STATUS.questionnaireInProgress : PROJECT_STATUS.initialised,
    ...(title ? { title } : {}),
    ...firstAnswer?.changes,
  }
  // NOTE: the move 0 -> 1 is the system's (design/workflow.md), made by the first answer.
  const context = firstAnswer ? { actor: 'system', reason: STATUS_CHANGE_REASONS.firstAnswer } : {}
  if (user) {
    // NOTE: the product decides the questionnaire, its version and the starting status (fields no customer
    // may set): it writes them with its own rights, as the user, who becomes the owner (assignOwnerToSelf).
    const project = await payload.create({
      collection: slugs.projects,
      data: { ...data, owner: user.id },
      user,
      overrideAccess: true,
      context,
      depth: 0,
      ...(firstAnswer ? { req: firstAnswer.req(user) } : {}),
    })
    return { project, via: 'user' }
  }
  if (!visitorKey) throw new InvalidInputError('Clé de visiteur manquante.')
  await rateLimit([{ rule: RATE_LIMITS.visitorProjectsPerIp, key: ip ?? 'unknown' }])
  const project = await payload.create({
    collection: slugs.projects,
    data: { ...data, visitorKeyHash: hashVisitorKey(visitorKey) },
    overrideAccess: true,
    context: { actor: 'system', ...context },
    depth: 0,
    ...(firstAnswer ? { req: firstAnswer.req(null) } : {}),
  })
  return { project, via: 'visitor' }
}

export type SaveAnswerInput = {
  requester: Requester
  /** null: no project yet, the first answer creates it. */
  projectId: number | null
  questionId: string
  /** The stored encoding (spec section 5), as the browser's validateAnswer gives it. */
  value: string | undefined
  /** The names typed in an identity question (9), which its stored value (the phone) does not hold. */
  identity?: { firstName: string; lastName: string; acceptsTerms: boolean }
}

export type SavedAnswer = { response: ResponseDoc; project: Project; created: boolean }

/** What an answer changes on the project itself (rooms, address, apartment type), besides its status. */
function projectChanges(question: Question, value: string): Partial<Project> {
  if (question.type === QUESTION_TYPE.rooms) {
    const rooms = decodeRoomEntries(value)
    const { totals } = encodeRooms(rooms)
    return {
      roomCount: totals.pieceCount,
      surface: totals.surface,
      rooms: rooms.map((room) => ({
        pieceId: room.piece_id,
        value: room.piece_value,
        title: room.piece_title,
        count: room.piece_nbr,
        surface: room.piece_surface,
        // The renovation type is a level's id (the levels collection) when it reads as one.
        ...(/^\d+$/.test(room.piece_renovation) ? { renovationLevel: Number(room.piece_renovation) } : {}),
      })),
    }
  }
  if (question.type === QUESTION_TYPE.address && value !== '') return { address: value }
  if (hasVariable(question, 'apartment_type') && ['0', '1', '2', '3'].includes(value)) {
    return { apartmentType: value as NonNullable<Project['apartmentType']> }
  }
  return {}
}

/**
 * Validates one answer with the domain engine and saves it: creates the project on the first answer,
 * upserts the response (and the three responses per room of a rooms answer, dropping rooms no longer
 * checked), updates the project's fields the answer feeds, and moves the project from 0 to 1.
 * An invalid answer is refused with the engine's French message and nothing stored changes.
 */
export async function saveAnswer(payload: Payload, input: SaveAnswerInput): Promise<SavedAnswer> {
  const { requester } = input
  const access =
    input.projectId === null ? null : await reachProject(payload, input.projectId, requester)
  if (access && !isQuestionnaireAnswerable(access.project.status as ProjectStatus)) throw new RuleViolationError(ANSWERS_CLOSED)
  const loaded = access ? await questionnaireOf(payload, access.project) : await loadQuestionnaire(payload)
  const question = findQuestion(loaded.engine, input.questionId)
  if (!question) throw new NotFoundError(UNKNOWN_QUESTION)
  // An identity answer with its names is checked whole (names, phone, terms); its stored value is the phone.
  const result =
    question.type === QUESTION_TYPE.identity && input.identity
      ? validateAnswer(question, { ...input.identity, phone: input.value ?? '' })
      : validateStoredAnswer(question, input.value)
  if (!result.ok) throw new InvalidInputError(result.message, { field: 'response_value' })

  const answer: GivenAnswer = {
    question,
    label: question.variable || `question_${question.id}`,
    value: question.type === QUESTION_TYPE.richText ? sanitizeRichText(result.value) : result.value,
    identity: input.identity,
  }
  const changes = projectChanges(question, result.value)
  if (access === null) return saveFirstAnswer(payload, { requester, loaded, changes, answer })

  const { project } = access
  const response = await writeResponses(payload, { acting: { via: access.via, user: requester.user }, projectId: project.id, quizId: loaded.quiz.id }, answer)
  // A project created empty (POST /v1/project/create) moves to 1 with its first answer here.
  const isFirstAnswer = project.status === PROJECT_STATUS.initialised
  const updated =
    isFirstAnswer || Object.keys(changes).length > 0
      ? await payload.update({
          collection: slugs.projects,
          id: project.id,
          data: { ...changes, ...(isFirstAnswer ? { status: PROJECT_STATUS.questionnaireInProgress } : {}) },
          depth: 0,
          // NOTE: the move 0 -> 1 is the system's (design/workflow.md), so this write acts as the system
          // once the ownership check above has passed.
          overrideAccess: true,
          context: { actor: 'system', ...(isFirstAnswer ? { reason: STATUS_CHANGE_REASONS.firstAnswer } : {}) },
        })
      : project
  return { response, project: updated, created: false }
}

/** One validated answer, as it is stored. */
type GivenAnswer = { question: Question; label: string; value: string; identity: SaveAnswerInput['identity'] }

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
      const acting: Acting = { via, user: requester.user }
      const base = { acting, projectId: project.id, quizId: loaded.quiz.id, req: req(via === 'user' ? requester.user : null) }
      return { response: await writeResponses(payload, base, answer), project, created: true }
    } catch (error) {
      if (!isAtomic) await eraseProjects(payload, [project.id])
      throw error
    }
  })
}

/** The main response of an answer, with the parts a rooms or identity answer adds; the main response back. */
async function writeResponses(
  payload: Payload,
  target: Pick<UpsertInput, 'acting' | 'projectId' | 'quizId' | 'req'>,
  { question, label, value, identity }: GivenAnswer,
): Promise<ResponseDoc> {
  const base = { ...target, questionId: question.id }
  const response = await upsertResponse(payload, { ...base, part: MAIN_PART, label, value })
  if (question.type === QUESTION_TYPE.rooms) await saveRoomParts(payload, base, value)
  if (question.type === QUESTION_TYPE.identity && identity) {
    for (const [key, part] of Object.entries(IDENTITY_PARTS) as [keyof typeof IDENTITY_PARTS, string][]) {
      const name = identity[key].trim()
      if (name) await upsertResponse(payload, { ...base, part, label: part, value: name })
    }
  }
  return response
}

/** The three responses per room of a rooms answer; rooms no longer in the answer lose theirs. */
async function saveRoomParts(
  payload: Payload,
  base: Pick<UpsertInput, 'acting' | 'projectId' | 'quizId' | 'questionId' | 'req'>,
  value: string,
): Promise<void> {
  const { responses } = encodeRooms(decodeRoomEntries(value))
  for (const { label, value: partValue } of responses) {
    await upsertResponse(payload, { ...base, part: label, label, value: partValue })
  }
  const kept = responses.map((response) => response.label)
  await payload.delete({
    collection: slugs.responses,
    where: {
      and: [
        { project: { equals: base.projectId } },
        { question: { equals: base.questionId } },
        { part: { not_equals: MAIN_PART } },
        ...(kept.length > 0 ? [{ part: { not_in: kept } }] : []),
      ],
    },
    // NOTE: customers may not delete responses (collection access); the ownership check has passed.
    overrideAccess: true,
    ...(base.req ? { req: base.req } : {}),
  })
}

/** The names an identity question recorded (its parts), for the account created at the end. */
export function identityNames(responses: readonly ResponseDoc[], questionId: string): { firstName?: string; lastName?: string } {
  const part = (name: string) =>
    responses.find((response) => String(relationId(response.question)) === questionId && response.part === name)?.value ?? undefined
  return { firstName: part(IDENTITY_PARTS.firstName), lastName: part(IDENTITY_PARTS.lastName) }
}

/**
 * Answers again the question of an existing response (POST /v1/project/update/one/response), through the
 * same ownership check and validation as any answer. Room sub-answers are not answered one by one.
 */
export async function saveAnswerAgain(
  payload: Payload,
  { requester, responseId, value }: { requester: Requester; responseId: string; value: string | undefined },
): Promise<SavedAnswer> {
  const existing = /^\d{1,18}$/.test(responseId)
    ? await payload.findByID({ collection: slugs.responses, id: Number(responseId), depth: 0, overrideAccess: true, disableErrors: true })
    : null
  if (!existing || existing.part) throw new NotFoundError('Réponse introuvable.')
  return saveAnswer(payload, {
    requester,
    projectId: Number(relationId(existing.project)),
    questionId: String(relationId(existing.question)),
    value,
  })
}
