import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import type { Payload } from 'payload'
import type { File as FileDoc, Project, Signature, User } from '../../../payload-types.ts'
import { slugs } from '../../../collections/slugs.ts'
import { relationId } from '../../../collections/fields/relation-id.ts'
import { SIGNED_CONTRACT_KIND } from '../../../collections/Files/hooks/keep-signed-contracts.ts'
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError, RuleViolationError, TooManyRequestsError, UnauthenticatedError } from '../../domain/errors.ts'
import {
  SIGNATURE_CODE_LENGTH,
  SIGNATURE_CODE_TTL_MS,
  checkCodeResend,
  checkSignatureCode,
  maskEmail,
  signContractSchema,
  type SignatureAudit,
} from '../../domain/signature/index.ts'
import { customerMayWrite, PROJECT_STATUS } from '../../domain/workflow/index.ts'
import { SIGNING_MESSAGES } from '../../domain/signature/messages.ts'
import { env } from '../../platform/env.ts'
import { isUniqueViolation } from '../../platform/adapters/unique-violation.ts'
import { sendSignatureCodeEmail } from '../../platform/mail/project-emails.ts'
import { sendSms } from '../../platform/sms/sms.server.ts'
import { signatureCodeSms } from '../../platform/sms/templates.ts'
import { maskPhone } from '../../domain/phone/index.ts'
import { projectTitleOf } from '../../domain/projects/index.ts'
import { reachProject } from '../projects/project-access.server.ts'
import { withStatusRule } from '../projects/project-update.server.ts'
import { buildSignedPdf } from './signed-pdf.ts'
import { platformSigningIdentity } from '../../platform/signing/platform-certificate.server.ts'
import { storedFileBytes } from '../../platform/storage/stored-files.server.ts'
import { relationTo } from '../payload-relation.server.ts'
import { toDocId, type DocId } from '../../domain/ids/index.ts'

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

/** The document the customer signs: the contract staff attached, else the quote. */
async function contractOf(payload: Payload, project: Project): Promise<FileDoc> {
  const id = relationId(project.contractFile) ?? relationId(project.quoteFile)
  if (id === null) throw new RuleViolationError(SIGNING_MESSAGES.noContract)
  const file = await payload.findByID({ collection: slugs.files, id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!file?.filename || file.mimeType !== 'application/pdf') throw new RuleViolationError(SIGNING_MESSAGES.noContract)
  return file
}

/** The owner's project at 'En attente de signature'. */
async function projectToSign(payload: Payload, { projectId, user }: { projectId: DocId | number; user: User | null }): Promise<Project> {
  if (!user) throw new UnauthenticatedError()
  const { project } = await reachProject(payload, projectId, { user, visitorKey: null }, { forWrite: true })
  if (String(relationId(project.owner)) !== String(user.id)) throw new ForbiddenError(SIGNING_MESSAGES.ownerOnly)
  if (project.status !== PROJECT_STATUS.awaitingSignature) throw new RuleViolationError(SIGNING_MESSAGES.notNow)
  return project
}

/**
 * POST /v1/project/contract/sign/{id}: opens the signature of the project's contract for its owner and
 * answers `{ uri, id }`, the signing page. Each call issues a new link (only its hash is kept); the
 * previous one stops working. The original's SHA-256 is taken now: it is what the customer is shown.
 */
export async function openSigning(payload: Payload, input: { projectId: DocId | number; user: User | null }): Promise<{ uri: string; id: string }> {
  const project = await projectToSign(payload, input)
  const { docs } = await payload.find({ collection: slugs.signatures, where: { project: { equals: project.id } }, depth: 0, pagination: false, overrideAccess: true })
  if (docs.some((signature) => signature.status === 'signed')) throw new ConflictError(SIGNING_MESSAGES.alreadySigned)
  const contract = await contractOf(payload, project)
  const token = randomBytes(32).toString('base64url')
  const data = { tokenHash: sha256(token), document: contract.id, documentName: contract.filename ?? 'contrat.pdf', originalSha256: sha256(await storedBytes(payload, contract)) }
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

export type SigningSession = {
  id: DocId
  projectId: DocId
  projectTitle: string
  /** The project is on hold (13): the page shows the banner, and nothing can be signed. */
  isFrozen: boolean
  documentName: string
  /** The contract as the customer reads it before signing. */
  documentUrl: string
  originalSha256: string
  signerName: string
  maskedEmail: string
  codeSentAt: string | null
  signed: { at: string; fileUrl: string; fileName: string; sha256: string } | null
}

const fileUrl = (name: string) => `/uploads/folders/file/${encodeURIComponent(name)}`

/** What the signing page shows for its link. */
export async function signingSession(payload: Payload, input: { token: string; user: User | null }): Promise<SigningSession> {
  const signature = await signatureOfLink(payload, input)
  const user = input.user as User
  const projectId = toDocId(relationId(signature.project)!)
  const project = await payload.findByID({ collection: slugs.projects, id: relationId(signature.project)!, depth: 0, overrideAccess: true, select: { title: true, status: true } })
  const signedFile = signature.signedFile ? await payload.findByID({ collection: slugs.files, id: relationId(signature.signedFile)!, depth: 0, overrideAccess: true }) : null
  return {
    id: String(signature.id),
    projectId,
    projectTitle: projectTitleOf({ id: projectId, title: project.title }),
    isFrozen: !customerMayWrite(project.status),
    documentName: signature.documentName,
    documentUrl: `/v1/project/docs/${encodeURIComponent(signature.documentName)}`,
    originalSha256: signature.originalSha256,
    signerName: signature.signerName || fullName(user),
    maskedEmail: maskedContact(user),
    codeSentAt: signature.codeSentAt ?? null,
    signed:
      signature.status === 'signed' && signedFile?.filename
        ? { at: signature.signedAt ?? '', fileUrl: fileUrl(signedFile.filename), fileName: signedFile.filename, sha256: signature.signedSha256 ?? '' }
        : null,
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
  if (user.email) await sendSignatureCodeEmail(payload, { to: user.email, firstName: user.firstName, code, documentName: signature.documentName })
  else await sendSms(payload, { to: user.username ?? '', text: signatureCodeSms({ code, documentName: signature.documentName, minutes: SIGNATURE_CODE_TTL_MS / 60_000 }) })
  return { sentTo: maskedContact(user), expiresAt: expiresAt.toISOString() }
}

/** Where the signer's codes go, masked: their email, or the phone of an account without one. */
const maskedContact = (user: User) => (user.email ? maskEmail(user.email) : maskPhone(user.username ?? ''))

/** The signer's contact in the signature record: their email, or the verified phone of an account without one. */
const signerContact = (user: User) => user.email || user.username || ''

/** Where the one-time code went (the masked address) and until when it holds (ISO). */
export type CodeSent = { sentTo: string; expiresAt: string }

/** The contract as signed: its file, and the SHA-256 of the original and of the signed PDF. */
export type SignedContract = { projectId: DocId; signedAt: string; fileUrl: string; fileName: string; originalSha256: string; signedSha256: string }

/**
 * POST /v1/contract/sign/{token} (code, signerName, method, signature, accept): checks the one-time code,
 * signs and files the signed PDF in the project's folder, and moves the project from 10 to 11 as its
 * customer. Signing twice is refused: the signed file carries a key unique to the project, so two tabs
 * signing together produce one signed contract.
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
  const check = checkSignatureCode(
    { sent: Boolean(signature.codeHash), expiresAt: signature.codeExpiresAt ? new Date(signature.codeExpiresAt) : null, attempts: signature.codeAttempts ?? 0 },
    { matches, now },
  )
  if (!check.ok) {
    if (check.reason === 'wrong') {
      await payload.update({ collection: slugs.signatures, id: signature.id, data: { codeAttempts: (signature.codeAttempts ?? 0) + 1 }, depth: 0, overrideAccess: true })
    }
    throw new RuleViolationError(check.message)
  }

  const contract = await payload.findByID({ collection: slugs.files, id: relationId(signature.document)!, depth: 0, overrideAccess: true })
  const original = await storedBytes(payload, contract)
  if (sha256(original) !== signature.originalSha256) throw new RuleViolationError(SIGNING_MESSAGES.documentChanged)

  const projectId = relationTo(payload, relationId(signature.project)!)
  const audit: SignatureAudit = {
    signatureId: `MAISONNEE-SIG-${signature.id}`,
    documentName: signature.documentName,
    originalSha256: signature.originalSha256,
    signerName: form.signerName,
    signerEmail: signerContact(user),
    codeChannel: user.email ? 'email' : 'sms',
    method: form.method,
    codeSentAt: new Date(signature.codeSentAt ?? now),
    signedAt: now,
    ip: input.ip,
    userAgent: input.userAgent.slice(0, 500),
  }
  const signed = await buildSignedPdf({
    original,
    signaturePng: Uint8Array.from(Buffer.from(form.signature.slice(form.signature.indexOf(',') + 1), 'base64')),
    audit,
    seal: { identity: platformSigningIdentity(), contactInfo: mailAddressOf(env.mailFrom) },
  })
  const project = await payload.findByID({ collection: slugs.projects, id: projectId, depth: 0, overrideAccess: true, select: { folder: true } })
  // NOTE: a name of its own per attempt: two tabs signing together would otherwise write the same path, and
  // the refused one's upload overwrote (or removed) the signed file the other recorded the hash of.
  const name = `${signature.documentName.replace(/\.pdf$/i, '')}-signe-${randomBytes(4).toString('hex')}.pdf`
  let file: FileDoc
  try {
    // The claim: the one signed contract a project may have (unique key), so two tabs signing together sign once.
    file = await payload.create({
      collection: slugs.files,
      data: { kind: SIGNED_CONTRACT_KIND, onceKey: `${SIGNED_CONTRACT_KIND}:${projectId}`, project: projectId, owner: user.id, ...(project.folder ? { folder: relationTo(payload, relationId(project.folder)!) } : {}) },
      file: { data: Buffer.from(signed), mimetype: 'application/pdf', name, size: signed.length },
      depth: 0,
      overrideAccess: true,
    })
  } catch (error) {
    if (isUniqueViolation(error, 'onceKey')) throw new ConflictError(SIGNING_MESSAGES.alreadySigned, { cause: error })
    throw error
  }

  const signedSha256 = sha256(signed)
  try {
    await payload.update({
      collection: slugs.signatures,
      id: signature.id,
      data: { status: 'signed', codeHash: null, signerName: form.signerName, signerEmail: user.email || null, method: form.method, signedAt: now.toISOString(), signedIp: audit.ip, signedUserAgent: audit.userAgent, signedFile: file.id, signedSha256 },
      depth: 0,
      overrideAccess: true,
    })
    await payload.update({ collection: slugs.projects, id: projectId, data: { signedContractFile: file.id }, depth: 0, overrideAccess: true })
    // The customer's own move (design/workflow.md: 10 -> 11), with their rights.
    await withStatusRule(() =>
      payload.update({ collection: slugs.projects, id: projectId, data: { status: PROJECT_STATUS.worksInProgress }, depth: 0, user, overrideAccess: false }),
    )
  } catch (error) {
    // Undo what was written so that the customer can sign again once the cause is fixed.
    await payload.update({ collection: slugs.signatures, id: signature.id, data: { status: 'pending', signedAt: null, signedFile: null, signedSha256: null }, depth: 0, overrideAccess: true })
    await payload.update({ collection: slugs.projects, id: projectId, data: { signedContractFile: null }, depth: 0, overrideAccess: true })
    await payload.delete({ collection: slugs.files, id: file.id, overrideAccess: true, context: { removeSignedContract: true } })
    throw error
  }
  return { projectId: toDocId(projectId), signedAt: now.toISOString(), fileUrl: fileUrl(file.filename ?? name), fileName: file.filename ?? name, originalSha256: signature.originalSha256, signedSha256 }
}
