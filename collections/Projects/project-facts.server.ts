import { createHash } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'
import type { Project } from '../../payload-types.ts'
import { slugs } from '../slugs.ts'
import { relationId } from '../fields/relation-id.ts'
import { SIGNED_CONTRACT_KIND } from '../Files/hooks/keep-signed-contracts.ts'
import { NotFoundError } from '../../src/domain/errors.ts'
import { isQuestionnaireComplete } from '../../src/domain/questionnaire/index.ts'
import type { PaymentPurpose } from '../../src/domain/payments/index.ts'
import type { ProjectFact, ProjectFacts } from '../../src/domain/workflow/index.ts'
import { PROJECT_FACTS } from '../../src/domain/workflow/index.ts'
import { amountDueCents } from '../Payments/amount-due.server.ts'
import { questionnaireOf } from '../Quizzes/questionnaires.server.ts'
import { storedAnswers } from '../Responses/stored-answers.server.ts'
import { storedFileBytes } from '../../src/platform/storage/stored-files.server.ts'

/**
 * The facts of a project that the status guard (`canMove`, design/trust-boundary.md 'Moves') needs, read
 * from the database and never from a request: its stored answers under its questionnaire's rules, the
 * documents attached to it, its payments settled for the amount the product computes, its contract signed
 * with a matching hash.
 */

/** The project as the facts read it: the stored record (with the documents staff attach in the same save). */
export type FactSource = Pick<
  Project,
  'quiz' | 'quizVersion' | 'style' | 'estimateFile' | 'quoteFile' | 'presentationFile' | 'contractFile' | 'signedContractFile' | 'auditAmount' | 'quoteAmount'
> & { id?: Project['id'] }

type Reader = { payload: Payload; project: FactSource; req?: PayloadRequest }

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/** Whether a file relation points at a file that exists. */
async function isAttached({ payload, req }: Reader, relation: FactSource['estimateFile']): Promise<boolean> {
  const id = relationId(relation)
  if (id === null) return false
  const file = await payload.findByID({ collection: slugs.files, id, depth: 0, overrideAccess: true, disableErrors: true, req })
  return Boolean(file)
}

async function isQuestionnaireDone({ payload, project }: Reader): Promise<boolean> {
  if (project.id === undefined) return false
  let loaded
  try {
    loaded = await questionnaireOf(payload, project as Project)
  } catch (error) {
    // No questionnaire published (nor the project's own version): nothing could have been completed.
    if (error instanceof NotFoundError) return false
    throw error
  }
  const { answers } = await storedAnswers(payload, project.id)
  return isQuestionnaireComplete(loaded.engine, answers)
}

/** Whether the project's style points at a style that exists (a catalogue style or the customer's own). */
async function isStyleChosen({ payload, project, req }: Reader): Promise<boolean> {
  const id = relationId(project.style)
  if (id === null) return false
  const style = await payload.findByID({ collection: slugs.styles, id, depth: 0, overrideAccess: true, disableErrors: true, req })
  return Boolean(style)
}

/** Whether a payment of this purpose is paid, for exactly the amount the product computes now. */
async function isPaid(reader: Reader, purpose: PaymentPurpose): Promise<boolean> {
  const { payload, project, req } = reader
  if (project.id === undefined) return false
  const due = await amountDueCents(payload, { project, purpose, req })
  if (due === null) return false
  const { totalDocs } = await payload.count({
    collection: slugs.payments,
    where: { and: [{ project: { equals: project.id } }, { purpose: { equals: purpose } }, { status: { equals: 'paid' } }, { amountCents: { equals: due } }] },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}

/** Whether a signed file is the project's signed copy and still has the SHA-256 recorded when it was signed. */
async function isSignedCopyIntact({ payload, req }: Reader, relation: unknown, signedSha256: string | null | undefined): Promise<boolean> {
  const id = relationId(relation as FactSource['signedContractFile'])
  if (id === null || !signedSha256) return false
  const file = await payload.findByID({ collection: slugs.files, id, depth: 0, overrideAccess: true, disableErrors: true, req })
  if (!file?.filename || file.kind !== SIGNED_CONTRACT_KIND) return false
  const bytes = await storedFileBytes(payload, { collection: slugs.files, doc: file, filename: file.filename })
  return bytes !== null && sha256(bytes) === signedSha256
}

/**
 * Whether the customer signed the project's contract online: a signed signature of the documents the
 * project asks to sign now, the quote (its contract, else its quote) and the fee presentation, in one
 * ceremony, whose signed quote is the project's signed contract, and whose two signed files still have the
 * SHA-256 recorded when they were signed.
 */
async function isContractSigned(reader: Reader): Promise<boolean> {
  const { payload, project, req } = reader
  const signedFileId = relationId(project.signedContractFile)
  const documentId = relationId(project.contractFile) ?? relationId(project.quoteFile)
  const presentationId = relationId(project.presentationFile)
  if (project.id === undefined || signedFileId === null || documentId === null || presentationId === null) return false
  const { docs } = await payload.find({
    collection: slugs.signatures,
    where: { and: [{ project: { equals: project.id } }, { status: { equals: 'signed' } }] },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const signature = docs.find(
    (candidate) =>
      String(relationId(candidate.signedFile)) === String(signedFileId) &&
      String(relationId(candidate.document)) === String(documentId) &&
      String(relationId(candidate.presentationDocument)) === String(presentationId),
  )
  if (!signature) return false
  return (await isSignedCopyIntact(reader, signature.signedFile, signature.signedSha256)) && (await isSignedCopyIntact(reader, signature.signedPresentationFile, signature.signedPresentationSha256))
}

const READERS: Record<ProjectFact, (reader: Reader) => Promise<boolean>> = {
  questionnaireComplete: isQuestionnaireDone,
  estimateAttached: (reader) => isAttached(reader, reader.project.estimateFile),
  styleChosen: isStyleChosen,
  auditPaid: (reader) => isPaid(reader, 'audit'),
  quoteAttached: async (reader) => (await isAttached(reader, reader.project.quoteFile)) && (await isAttached(reader, reader.project.presentationFile)),
  quotePaid: (reader) => isPaid(reader, 'quote'),
  contractSigned: isContractSigned,
}

/**
 * Reads the facts asked for (all of them when `needed` is omitted); the others stay unknown, which the
 * guard treats as missing. Pass the request from a hook so that the reads join its transaction.
 */
export async function loadProjectFacts(
  payload: Payload,
  { project, needed = PROJECT_FACTS, req }: { project: FactSource; needed?: readonly ProjectFact[]; req?: PayloadRequest },
): Promise<Partial<ProjectFacts>> {
  const reader: Reader = { payload, project, req }
  const facts: Partial<ProjectFacts> = {}
  // NOTE: one read after the other: a hook's reads share its transaction, which runs one query at a time.
  for (const fact of new Set(needed)) facts[fact] = await READERS[fact](reader)
  return facts
}
