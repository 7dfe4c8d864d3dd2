import type { Payload } from 'payload'
import type { SeededQuestionnaire } from '../../../seed/questionnaire.ts'
import type { QuestionKey } from '../../../seed/content/questionnaire.ts'
import { HOUSE_BRANCH } from '../../support/questionnaire-walk.ts'
import { tinyPdf } from './fixtures.ts'

/**
 * The facts the status guard reads (design/trust-boundary.md, 'Moves'), set up as the product sets them:
 * answers saved through the questionnaire service, documents attached by staff, payments at the amount due.
 */

type Id = number

/** Answers the seeded questionnaire on the house branch, as the project's owner, through the answer service. */
export async function answerQuestionnaire(payload: Payload, { seeded, user, projectId }: { seeded: SeededQuestionnaire; user: { id: Id }; projectId: Id }): Promise<void> {
  const { saveAnswer } = await import('../../../src/server/questionnaire/answers.server.ts')
  const { questionnaireState } = await import('../../../src/server/questionnaire/state.server.ts')
  await payload.update({ collection: 'projects', id: projectId, data: { quiz: seeded.quizId }, overrideAccess: true })
  const keyOf = (questionId: string) => (Object.entries(seeded.questionIds) as [QuestionKey, number][]).find(([, value]) => String(value) === questionId)?.[0]
  const requester = { user: { ...user, collection: 'users' } as never, visitorKey: null }
  let current: string | null = String(seeded.questionIds['property-type'])
  for (let step = 0; current !== null && step < 40; step++) {
    const key = keyOf(current)
    if (!key) throw new Error(`unknown question ${current}`)
    const saved = await saveAnswer(payload, {
      requester,
      projectId,
      questionId: current,
      value: HOUSE_BRANCH[key],
      ...(key === 'identity' ? { identity: { firstName: 'Camille', lastName: 'Martin', acceptsTerms: true } } : {}),
    })
    current = (await questionnaireState(payload, saved.project)).currentId
  }
}

export type AttachedDocument = 'estimateFile' | 'presentationFile' | 'quoteFile' | 'contractFile'

const KIND_OF = { estimateFile: 'estimate', presentationFile: 'presentation', quoteFile: 'quote', contractFile: 'contract' } as const satisfies Record<AttachedDocument, string>

/** Uploads a PDF per document and attaches them to the project as staff do (no status asked). */
export async function attachDocuments(payload: Payload, { projectId, ownerId, documents }: { projectId: Id; ownerId: Id; documents: AttachedDocument[] }): Promise<Record<string, Id>> {
  const ids: Record<string, Id> = {}
  for (const field of documents) {
    const data = await tinyPdf(field)
    const file = await payload.create({
      collection: 'files',
      data: { kind: KIND_OF[field], project: projectId, owner: ownerId },
      file: { data, mimetype: 'application/pdf', name: `${KIND_OF[field]}-${projectId}.pdf`, size: data.length },
      overrideAccess: true,
    })
    ids[field] = file.id
  }
  await payload.update({ collection: 'projects', id: projectId, data: ids, overrideAccess: true, context: { actor: 'staff', notifyCustomer: false } })
  return ids
}

/**
 * A transfer payment of the audit or the quote, started for the amount due (as the customer's choice of
 * transfer starts it), pending: staff then confirm it, or a test breaks it first.
 */
export async function startTransfer(payload: Payload, { projectId, ownerId, purpose }: { projectId: Id; ownerId: Id; purpose: 'audit' | 'quote' }) {
  const { amountDueCents } = await import('../../../collections/Payments/amount-due.server.ts')
  const project = await payload.findByID({ collection: 'projects', id: projectId, depth: 0, overrideAccess: true })
  const amountCents = await amountDueCents(payload, { project, purpose })
  if (amountCents === null) throw new Error('no amount due: set auditAmount or quoteAmount on the project')
  return payload.create({
    collection: 'payments',
    data: { project: projectId, owner: ownerId, purpose, method: 'transfer', reference: `TEST-${projectId}-${purpose}`, amountCents, amountLabel: String(amountCents), status: 'pending' },
    depth: 0,
    overrideAccess: true,
  })
}
