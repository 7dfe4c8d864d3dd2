import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import type { Payload } from 'payload'
import type { File as FileDoc, Project, Signature, User } from '../../../payload-types.ts'
import { slugs } from '../../../collections/slugs.ts'
import { relationId } from '../../../collections/fields/relation-id.ts'
import { SIGNED_CONTRACT_KIND } from '../../../collections/Files/hooks/keep-signed-contracts.ts'
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError, RuleViolationError, TooManyRequestsError, UnauthenticatedError } from '../../domain/errors.ts'
import {
  SIGNATURE_CODE_LENGTH,
  SIGNATURE_CODE_MAX_ATTEMPTS,
  SIGNATURE_CODE_TTL_MS,
  SIGNATURE_MISSING_MESSAGES,
  SIGNED_DOCUMENT_TITLES,
  checkCodeResend,
  checkSignatureCode,
  maskEmail,
  signContractSchema,
  signatureReadiness,
  type SignatureAudit,
  type SignedDocumentRole,
} from '../../domain/signature/index.ts'
import { customerMayWrite, isProjectStatus, PROJECT_STATUS } from '../../domain/workflow/index.ts'
import { SIGNING_MESSAGES } from '../../domain/signature/messages.ts'
import { env } from '../../platform/env.ts'
import { RATE_LIMITS } from '../../platform/rate-limit/rate-limit.ts'
import { isWithinLimit } from '../../platform/rate-limit/limiter.server.ts'
import { isUniqueViolation } from '../../platform/adapters/unique-violation.ts'
import { sendSignatureCodeEmail } from '../../platform/mail/project-emails.ts'
import { sendSms } from '../../platform/sms/sms.server.ts'
import { signatureCodeSms } from '../../platform/sms/templates.ts'
import { maskPhone } from '../../domain/phone/index.ts'
import { projectTitleOf } from '../../domain/projects/index.ts'
import { reachProject } from '../projects/project-access.server.ts'
import { withStatusRule } from '../projects/project-update.server.ts'
import { buildSignedPdf } from './signed-pdf.ts'
import { readCommitments } from '../commitments/commitments.server.ts'
import { platformSigningIdentity } from '../../platform/signing/platform-certificate.server.ts'
import { storedFileBytes } from '../../platform/storage/stored-files.server.ts'
import { relationTo } from '../payload-relation.server.ts'
import { toDocId, type DocId } from '../../domain/ids/index.ts'
import { screenDocumentNamed, type ScreenDocument } from '../documents/screen-document.ts'

/** Lifting the cap on codes lives beside the signature collection (its back-office endpoint); offered here with the rest of signing. */


const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex')

/** The one-time code as stored: keyed with the app's secret and the signature, so a leaked table reveals nothing. */
const codeHashOf = (signatureId: number, code: string) => createHmac('sha256', env.payloadSecret).update(`${signatureId}:${code}`).digest('hex')

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && timingSafeEqual(left, right)
}

/** The address of a sender written `Name <address>`. */
const mailAddressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from

const fullName = (user: User) => [user.firstName, user.lastName].filter(Boolean).join(' ').trim()

/** The bytes of a stored file of the Files collection. */
async function storedBytes(payload: Payload, file: FileDoc): Promise<Uint8Array> {
  const bytes = file.filename ? await storedFileBytes(payload, { collection: slugs.files, doc: file, filename: file.filename }) : null
  if (!bytes) throw new NotFoundError(SIGNING_MESSAGES.noContract)
  return bytes
}

/** The first document signed: the contract staff attached, else the quote. */
const quoteIdOf = (project: Pick<Project, 'contractFile' | 'quoteFile'>) => relationId(project.contractFile) ?? relationId(project.quoteFile)

/** A document to sign: a stored PDF. */
async function pdfToSign(payload: Payload, id: number | string | null, missing: string): Promise<FileDoc> {
  if (id === null) throw new RuleViolationError(missing)
  const file = await payload.findByID({ collection: slugs.files, id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!file?.filename || file.mimeType !== 'application/pdf') throw new RuleViolationError(missing)
  return file
}

/** The documents one ceremony signs: the quote (or the contract staff attached in its place), then the fee presentation. */
async function documentsToSign(payload: Payload, project: Project): Promise<{ quote: FileDoc; presentation: FileDoc }> {
  return {
    quote: await pdfToSign(payload, quoteIdOf(project), SIGNATURE_MISSING_MESSAGES.quote),
    presentation: await pdfToSign(payload, relationId(project.presentationFile), SIGNATURE_MISSING_MESSAGES.feePresentation),
  }
}

/**
 * The owner's project, when it can be signed now (signatureReadiness: at 'En attente de signature', the deposit
 * paid, the quote and the fee presentation attached); else the first thing still missing, in French.
 */
async function projectToSign(payload: Payload, { projectId, user }: { projectId: DocId | number; user: User | null }): Promise<Project> {
  if (!user) throw new UnauthenticatedError()
  const { project } = await reachProject(payload, projectId, { user, visitorKey: null }, { forWrite: true })
  if (String(relationId(project.owner)) !== String(user.id)) throw new ForbiddenError(SIGNING_MESSAGES.ownerOnly)
  if (!isProjectStatus(project.status) || project.status !== PROJECT_STATUS.awaitingSignature) throw new RuleViolationError(SIGNING_MESSAGES.notNow)
  const readiness = signatureReadiness({
    status: project.status,
    hasQuote: quoteIdOf(project) !== null,
    hasFeePresentation: relationId(project.presentationFile) !== null,
  })
  const missing = readiness.missing[0]
  if (missing) throw new RuleViolationError(SIGNATURE_MISSING_MESSAGES[missing])
  return project
}

/**
 * POST /v1/project/contract/sign/{id}: opens the signature of the project's quote and fee presentation for
 * its owner and answers `{ uri, id }`, the signing page. Each call issues a new link (only its hash is kept);
 * the previous one stops working. The originals' SHA-256 are taken now: they are what the customer is shown.
 */
export async function openSigning(payload: Payload, input: { projectId: DocId | number; user: User | null }): Promise<{ uri: string; id: string }> {
  const project = await projectToSign(payload, input)
  const { docs } = await payload.find({ collection: slugs.signatures, where: { project: { equals: project.id } }, depth: 0, pagination: false, overrideAccess: true })
  if (docs.some((signature) => signature.status === 'signed')) throw new ConflictError(SIGNING_MESSAGES.alreadySigned)
  const { quote, presentation } = await documentsToSign(payload, project)
  const token = randomBytes(32).toString('base64url')
  const data = {
    tokenHash: sha256(token),
    document: quote.id,
    documentName: quote.filename ?? 'devis.pdf',
    originalSha256: sha256(await storedBytes(payload, quote)),
    presentationDocument: presentation.id,
    presentationName: presentation.filename ?? 'honoraires.pdf',
    presentationSha256: sha256(await storedBytes(payload, presentation)),
  }
  const pending = docs.find((signature) => signature.status === 'pending')
  const signature = pending
    ? await payload.update({ collection: slugs.signatures, id: pending.id, data, depth: 0, overrideAccess: true })
    : await payload.create({ collection: slugs.signatures, data: { ...data, project: project.id, owner: relationTo(payload, relationId(project.owner)!), status: 'pending' }, depth: 0, overrideAccess: true })
  return { uri: `${env.publicUrl}/signature/${token}`, id: String(signature.id) }
}

/** The signature a link opens, for its project's owner only (another customer: 403; a dead link: 404). */
async function signatureOfLink(payload: Payload, { token, user }: { token: string; user: User | null }): Promise<Signature> {
  if (!user) throw new UnauthenticatedError()
  if (!/^[\w-]{20,100}$/.test(token)) throw new NotFoundError(SIGNING_MESSAGES.unknownLink)
  // NOTE: found as the system (the token's hash is readable by nobody), then checked against its owner.
  const { docs } = await payload.find({ collection: slugs.signatures, where: { tokenHash: { equals: sha256(token) } }, limit: 1, depth: 0, overrideAccess: true })
  const signature = docs[0]
  if (!signature) throw new NotFoundError(SIGNING_MESSAGES.unknownLink)
  if (String(relationId(signature.owner)) !== String(user.id)) throw new ForbiddenError(SIGNING_MESSAGES.ownerOnly)
  return signature
}

/** A document the ceremony signs, as the customer reads it before signing. */
export type SigningDocument = ScreenDocument & { role: SignedDocumentRole; title: string; sha256: string }

/** A document as signed: its signed PDF (with its certificate page) and that PDF's SHA-256. */
export type SignedDocument = { role: SignedDocumentRole; title: string; fileUrl: string; fileName: string; originalSha256: string; signedSha256: string }

export type SigningSession = {
  id: DocId
  projectId: DocId
  projectTitle: string
  /** The project is on hold (13): the page shows the banner, and nothing can be signed. */
  isFrozen: boolean
  /** The quote (or contract), then the fee presentation: both signed together. */
  documents: SigningDocument[]
  signerName: string
  maskedEmail: string
  codeSentAt: string | null
  signed: { at: string; documents: SignedDocument[] } | null
}

const fileUrl = (name: string) => `/uploads/folders/file/${encodeURIComponent(name)}`

/** The role of the first document a signature seals: the contract when it is the one staff attached, else the quote. */
const firstRoleOf = (signature: Signature, project: Pick<Project, 'contractFile'>): SignedDocumentRole =>
  String(relationId(project.contractFile)) === String(relationId(signature.document)) ? 'contract' : 'quote'

const signingDocument = (role: SignedDocumentRole, name: string, hash: string): SigningDocument => ({
  role,
  title: SIGNED_DOCUMENT_TITLES[role],
  ...(screenDocumentNamed(name) as ScreenDocument),
  sha256: hash,
})

/** The documents a signature seals, in order, as the signing page shows them. */
function signingDocuments(signature: Signature, firstRole: SignedDocumentRole): SigningDocument[] {
  const first = signingDocument(firstRole, signature.documentName, signature.originalSha256)
  return signature.presentationName && signature.presentationSha256 ? [first, signingDocument('presentation', signature.presentationName, signature.presentationSha256)] : [first]
}

/** The signed documents of a signed signature, read from its files. */
async function signedDocumentsOf(payload: Payload, signature: Signature, firstRole: SignedDocumentRole): Promise<SignedDocument[]> {
  const pairs: Array<[SignedDocumentRole, Signature['signedFile'], string | null | undefined, string]> = [
    [firstRole, signature.signedFile, signature.signedSha256, signature.originalSha256],
    ['presentation', signature.signedPresentationFile, signature.signedPresentationSha256, signature.presentationSha256 ?? ''],
  ]
  const documents: SignedDocument[] = []
  for (const [role, relation, signedSha256, originalSha256] of pairs) {
    const id = relationId(relation)
    const file = id === null ? null : await payload.findByID({ collection: slugs.files, id, depth: 0, overrideAccess: true, disableErrors: true, select: { filename: true } })
    if (file?.filename) documents.push({ role, title: SIGNED_DOCUMENT_TITLES[role], fileUrl: fileUrl(file.filename), fileName: file.filename, originalSha256, signedSha256: signedSha256 ?? '' })
  }
  return documents
}

/** What the signing page shows for its link. */
export async function signingSession(payload: Payload, input: { token: string; user: User | null }): Promise<SigningSession> {
  const signature = await signatureOfLink(payload, input)
  const user = input.user as User
  const projectId = toDocId(relationId(signature.project)!)
  const project = await payload.findByID({ collection: slugs.projects, id: relationId(signature.project)!, depth: 0, overrideAccess: true, select: { title: true, status: true, contractFile: true } })
  const firstRole = firstRoleOf(signature, project)
  const signedDocuments = signature.status === 'signed' ? await signedDocumentsOf(payload, signature, firstRole) : []
  return {
    id: String(signature.id),
    projectId,
    projectTitle: projectTitleOf({ id: projectId, title: project.title }),
    isFrozen: !customerMayWrite(project.status),
    documents: signingDocuments(signature, firstRole),
    signerName: signature.signerName || fullName(user),
    maskedEmail: maskedContact(user),
    codeSentAt: signature.codeSentAt ?? null,
    signed: signedDocuments.length > 0 ? { at: signature.signedAt ?? '', documents: signedDocuments } : null,
  }
}

/** A pending signature whose project still waits for it. */
async function pendingSignature(payload: Payload, input: { token: string; user: User | null }): Promise<Signature> {
  const signature = await signatureOfLink(payload, input)
  if (signature.status === 'signed') throw new ConflictError(SIGNING_MESSAGES.alreadySigned)
  await projectToSign(payload, { projectId: toDocId(relationId(signature.project)!), user: input.user })
  return signature
}

/** POST /v1/contract/code/{token}: emails a new one-time code to the signer (spaced, and capped per hour). */
export async function sendSigningCode(payload: Payload, input: { token: string; user: User | null; now?: Date }): Promise<CodeSent> {
  const now = input.now ?? new Date()
  const signature = await pendingSignature(payload, input)
  const resend = checkCodeResend({ lastSentAt: signature.codeSentAt ? new Date(signature.codeSentAt) : null, sends: signature.codeSends ?? 0, now })
  if (!resend.ok) throw new TooManyRequestsError(resend.message)
  const code = String(randomInt(0, 10 ** SIGNATURE_CODE_LENGTH)).padStart(SIGNATURE_CODE_LENGTH, '0')
  const expiresAt = new Date(now.getTime() + SIGNATURE_CODE_TTL_MS)
  await payload.update({
    collection: slugs.signatures,
    id: signature.id,
    data: { codeHash: codeHashOf(signature.id, code), codeExpiresAt: expiresAt.toISOString(), codeAttempts: 0, codeSends: resend.sends, codeSentAt: now.toISOString() },
    depth: 0,
    overrideAccess: true,
  })
  const user = input.user as User
  // A customer who signed up with a phone only gets the code by SMS: they need it to sign.
  const documentNames = [signature.documentName, ...(signature.presentationName ? [signature.presentationName] : [])]
  if (user.email) await sendSignatureCodeEmail(payload, { to: user.email, firstName: user.firstName, code, documentNames })
  else await sendSms(payload, { to: user.username ?? '', text: signatureCodeSms({ code, documentNames, minutes: SIGNATURE_CODE_TTL_MS / 60_000 }) })
  return { sentTo: maskedContact(user), expiresAt: expiresAt.toISOString() }
}

/** Where the signer's codes go, masked: their email, or the phone of an account without one. */
const maskedContact = (user: User) => (user.email ? maskEmail(user.email) : maskPhone(user.username ?? ''))

/** The signer's contact in the signature record: their email, or the verified phone of an account without one. */
const signerContact = (user: User) => user.email || user.username || ''

/** Where the one-time code went (the masked address) and until when it holds (ISO). */
export type CodeSent = { sentTo: string; expiresAt: string }

/** The ceremony done: each document as signed (the quote or contract first, then the fee presentation). */
export type SignedContract = { projectId: DocId; signedAt: string; documents: SignedDocument[] }

/** One document of the ceremony: its original as opened for signature, then its signed PDF once filed. */
type ToSeal = { role: SignedDocumentRole; file: FileDoc; name: string; originalSha256: string; onceKey: string }

/**
 * The signature's documents as they are now, checked against the hashes taken when it was opened: a document
 * replaced since (or a link opened before the fee presentation was signed with the quote) must be reopened.
 */
async function documentsAsOpened(payload: Payload, signature: Signature, project: Project, projectId: number | string): Promise<Array<ToSeal & { original: Uint8Array }>> {
  const presentationId = relationId(signature.presentationDocument)
  if (presentationId === null || !signature.presentationName || !signature.presentationSha256) throw new RuleViolationError(SIGNING_MESSAGES.documentChanged)
  const firstRole = firstRoleOf(signature, project)
  const wanted: ToSeal[] = [
    { role: firstRole, file: await pdfToSign(payload, relationId(signature.document), SIGNING_MESSAGES.documentChanged), name: signature.documentName, originalSha256: signature.originalSha256, onceKey: `${SIGNED_CONTRACT_KIND}:${projectId}` },
    { role: 'presentation', file: await pdfToSign(payload, presentationId, SIGNING_MESSAGES.documentChanged), name: signature.presentationName, originalSha256: signature.presentationSha256, onceKey: `${SIGNED_CONTRACT_KIND}:${projectId}:presentation` },
  ]
  // The project must still ask for these very documents: staff may have attached another quote since.
  if (String(quoteIdOf(project)) !== String(wanted[0]!.file.id) || String(relationId(project.presentationFile)) !== String(wanted[1]!.file.id)) {
    throw new RuleViolationError(SIGNING_MESSAGES.documentChanged)
  }
  const documents = []
  for (const document of wanted) {
    const original = await storedBytes(payload, document.file)
    if (sha256(original) !== document.originalSha256) throw new RuleViolationError(SIGNING_MESSAGES.documentChanged)
    documents.push({ ...document, original })
  }
  return documents
}

/** The signed file's name: its own per attempt (see signContract). */
const signedNameOf = (name: string) => `${name.replace(/\.pdf$/i, '')}-signe-${randomBytes(4).toString('hex')}.pdf`

/**
 * POST /v1/contract/sign/{token} (code, signerName, method, signature, accept): checks the one-time code,
 * then in one ceremony signs the quote (or contract) and the fee presentation: each gets the signature, a
 * certificate page naming the other, and the platform's PAdES seal; both signed PDFs are filed in the
 * project's folder, and the project moves from 10 to 11 as its customer. Signing twice is refused: each
 * signed file carries a key unique to the project and the document, so two tabs signing together produce
 * one signed quote and one signed fee presentation.
 */
export async function signContract(
  payload: Payload,
  input: { token: string; user: User | null; body: unknown; ip: string; userAgent: string; now?: Date },
): Promise<SignedContract> {
  const now = input.now ?? new Date()
  const parsed = signContractSchema.safeParse(input.body)
  if (!parsed.success) throw new InvalidInputError(parsed.error.issues[0]?.message ?? 'Signature incomplète.')
  const form = parsed.data
  const signature = await pendingSignature(payload, input)
  const user = input.user as User

  const matches = Boolean(signature.codeHash) && sameHash(codeHashOf(signature.id, form.code), signature.codeHash ?? '')
  // Every try of this code is counted at once, in the shared store: tries sent together each count (the
  // stored count, read then written, kept one of them), and past the limit even the right code is refused.
  const withinTries = !signature.codeHash || (await isWithinLimit(RATE_LIMITS.signatureCodeTries, `${String(signature.id)}:${signature.codeHash}`))
  const check = checkSignatureCode(
    {
      sent: Boolean(signature.codeHash),
      expiresAt: signature.codeExpiresAt ? new Date(signature.codeExpiresAt) : null,
      attempts: withinTries ? (signature.codeAttempts ?? 0) : SIGNATURE_CODE_MAX_ATTEMPTS,
    },
    { matches, now },
  )
  if (!check.ok) {
    if (check.reason === 'wrong') {
      await payload.update({ collection: slugs.signatures, id: signature.id, data: { codeAttempts: (signature.codeAttempts ?? 0) + 1 }, depth: 0, overrideAccess: true })
    }
    throw new RuleViolationError(check.message)
  }

  const projectId = relationTo(payload, relationId(signature.project)!)
  const project = await payload.findByID({ collection: slugs.projects, id: projectId, depth: 0, overrideAccess: true })
  const documents = await documentsAsOpened(payload, signature, project, projectId)
  const signaturePng = Uint8Array.from(Buffer.from(form.signature.slice(form.signature.indexOf(',') + 1), 'base64'))
  const seal = { identity: platformSigningIdentity(), contactInfo: mailAddressOf(env.mailFrom) }
  const { company } = await readCommitments(payload)
  const sealed: Array<ToSeal & { signed: Uint8Array }> = []
  for (const document of documents) {
    // One audit trail: the same reference, signer, code and times on each certificate page, which names the other document.
    const audit: SignatureAudit = {
      signatureId: `MAISONNEE-SIG-${signature.id}`,
      documentName: document.name,
      originalSha256: document.originalSha256,
      signerName: form.signerName,
      signerEmail: signerContact(user),
      codeChannel: user.email ? 'email' : 'sms',
      method: form.method,
      codeSentAt: new Date(signature.codeSentAt ?? now),
      signedAt: now,
      ip: input.ip,
      userAgent: input.userAgent.slice(0, 500),
      signedTogether: documents.filter((other) => other !== document).map((other) => ({ documentName: other.name, originalSha256: other.originalSha256 })),
    }
    sealed.push({ ...document, signed: await buildSignedPdf({ original: document.original, signaturePng, audit, company, seal }) })
  }

  const filed: FileDoc[] = []
  const removeFiled = async () => {
    for (const file of filed) await payload.delete({ collection: slugs.files, id: file.id, overrideAccess: true, context: { removeSignedContract: true } })
  }
  try {
    for (const document of sealed) {
      // NOTE: a name of its own per attempt: two tabs signing together would otherwise write the same path, and
      // the refused one's upload overwrote (or removed) the signed file the other recorded the hash of.
      const name = signedNameOf(document.name)
      // The claim: the one signed copy of this document a project may have (unique key), so two tabs signing together sign once.
      filed.push(
        await payload.create({
          collection: slugs.files,
          data: { kind: SIGNED_CONTRACT_KIND, onceKey: document.onceKey, project: projectId, owner: user.id, ...(project.folder ? { folder: relationTo(payload, relationId(project.folder)!) } : {}) },
          file: { data: Buffer.from(document.signed), mimetype: 'application/pdf', name, size: document.signed.length },
          depth: 0,
          overrideAccess: true,
        }),
      )
    }
  } catch (error) {
    await removeFiled()
    if (isUniqueViolation(error, 'onceKey')) throw new ConflictError(SIGNING_MESSAGES.alreadySigned, { cause: error })
    throw error
  }

  const [quote, presentation] = sealed.map((document, index) => ({ ...document, file: filed[index]!, signedSha256: sha256(document.signed) }))
  if (!quote || !presentation) throw new Error('A signing ceremony seals two documents')
  try {
    await payload.update({
      collection: slugs.signatures,
      id: signature.id,
      data: {
        status: 'signed',
        codeHash: null,
        signerName: form.signerName,
        signerEmail: user.email || null,
        method: form.method,
        signedAt: now.toISOString(),
        signedIp: input.ip,
        signedUserAgent: input.userAgent.slice(0, 500),
        signedFile: quote.file.id,
        signedSha256: quote.signedSha256,
        signedPresentationFile: presentation.file.id,
        signedPresentationSha256: presentation.signedSha256,
      },
      depth: 0,
      overrideAccess: true,
    })
    await payload.update({ collection: slugs.projects, id: projectId, data: { signedContractFile: quote.file.id }, depth: 0, overrideAccess: true })
    // The customer's own move (design/workflow.md: 10 -> 11), with their rights.
    await withStatusRule(() =>
      payload.update({ collection: slugs.projects, id: projectId, data: { status: PROJECT_STATUS.worksInProgress }, depth: 0, user, overrideAccess: false }),
    )
  } catch (error) {
    // Undo what was written so that the customer can sign again once the cause is fixed.
    await payload.update({
      collection: slugs.signatures,
      id: signature.id,
      data: { status: 'pending', signedAt: null, signedFile: null, signedSha256: null, signedPresentationFile: null, signedPresentationSha256: null },
      depth: 0,
      overrideAccess: true,
    })
    await payload.update({ collection: slugs.projects, id: projectId, data: { signedContractFile: null }, depth: 0, overrideAccess: true })
    await removeFiled()
    throw error
  }
  return {
    projectId: toDocId(projectId),
    signedAt: now.toISOString(),
    documents: [quote, presentation].map((document) => ({
      role: document.role,
      title: SIGNED_DOCUMENT_TITLES[document.role],
      fileUrl: fileUrl(document.file.filename ?? ''),
      fileName: document.file.filename ?? '',
      originalSha256: document.originalSha256,
      signedSha256: document.signedSha256,
    })),
  }
}
