import type { Payload, PayloadRequest, Where } from 'payload'
import type { Response as ResponseDoc, User } from '../../../payload-types.ts'
import { slugs } from '../../../collections/slugs.ts'
import { relationId } from '../../../collections/fields/relation-id.ts'
import { decodeRoomEntries, encodeRooms, QUESTION_TYPE, type Question } from '../../domain/questionnaire/index.ts'
import type { DocId } from '../../domain/ids/index.ts'
import { MAIN_PART } from '../../../collections/Responses/stored-answers.server.ts'
import { payloadIdOf } from '../../platform/payload-id.server.ts'
import type { ProjectAccess } from '../projects/project-access.server.ts'

/**
 * The stored responses of a project (spec section 4, design/questionnaire.md 'Storage of answers'): one
 * response per (project, question, part); the main part holds the answer's stored encoding, a rooms
 * answer adds three parts per room and an identity answer the names typed.
 */

/** Parts holding the names typed in an identity question (its main value is the phone). */
const IDENTITY_PARTS = { firstName: 'first_name', lastName: 'last_name' } as const

/** Who writes: the user with their own rights, or the system for a visitor (the ownership check has passed). */
export type Acting = { via: ProjectAccess['via']; user: User | null }

/** One validated answer, as it is stored. */
export type GivenAnswer = {
  question: Question
  label: string
  value: string
  /** The names typed in an identity question (9), which its stored value (the phone) does not hold. */
  identity?: { firstName: string; lastName: string; acceptsTerms: boolean }
}

/** Where the responses of an answer go: the project and its questionnaire, and the transaction if any. */
export type ResponseTarget = {
  acting: Acting
  /** The request of a transaction the write belongs to (the first answer's), if any. */
  req?: PayloadRequest
  projectId: DocId
  quizId: DocId
}

type UpsertInput = ResponseTarget & { questionId: DocId; part: string; label: string; value: string }

/** The Local API options that act for the requester: their own rights, or the system for a visitor. */
function actingOptions({ via, user }: Acting) {
  return via === 'user' && user ? { user, overrideAccess: false } : { overrideAccess: true }
}

function responseWhere(payload: Payload, { projectId, questionId, part }: Pick<UpsertInput, 'projectId' | 'questionId' | 'part'>): Where {
  return {
    and: [
      { project: { equals: payloadIdOf(payload, projectId) } },
      { question: { equals: payloadIdOf(payload, questionId) } },
      { part: { equals: part } },
    ],
  }
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
    where: responseWhere(payload, input),
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
async function upsertResponse(payload: Payload, input: UpsertInput): Promise<ResponseDoc> {
  const existing = await updateExistingResponse(payload, input)
  if (existing) return existing
  try {
    return await payload.create({
      collection: slugs.responses,
      data: {
        project: payloadIdOf(payload, input.projectId) as number,
        question: payloadIdOf(payload, input.questionId) as number,
        quiz: payloadIdOf(payload, input.quizId) as number,
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

/** The main response of an answer, with the parts a rooms or identity answer adds; the main response back. */
export async function writeResponses(payload: Payload, target: ResponseTarget, { question, label, value, identity }: GivenAnswer): Promise<ResponseDoc> {
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
async function saveRoomParts(payload: Payload, base: ResponseTarget & { questionId: DocId }, value: string): Promise<void> {
  const { responses } = encodeRooms(decodeRoomEntries(value))
  for (const { label, value: partValue } of responses) {
    await upsertResponse(payload, { ...base, part: label, label, value: partValue })
  }
  const kept = responses.map((response) => response.label)
  await payload.delete({
    collection: slugs.responses,
    where: {
      and: [
        { project: { equals: payloadIdOf(payload, base.projectId) } },
        { question: { equals: payloadIdOf(payload, base.questionId) } },
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
