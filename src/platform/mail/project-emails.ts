import type { Payload, PayloadRequest } from 'payload'
import { slugs } from '../../../collections/slugs.ts'
import { env } from '../env.ts'
import { estimateAvailableEmail, newDocumentEmail, newReportEmail, paymentReceivedEmail, signatureCodeEmail, statusNoticeEmail, type DepositReceived, type PaymentNotice } from './project-templates.ts'
import { isNoticeRequired, type ProjectProgress, type StatusNotice } from '../../domain/workflow/index.ts'
import { SIGNATURE_CODE_TTL_MS } from '../../domain/signature/index.ts'
import { projectTitleOf } from '../../domain/projects/index.ts'
import type { EmailContent } from './layout.ts'
import { emailOrSkip } from './recipient.ts'
import { queueEmail } from './email-queue.ts'

export const projectLinks = {
  project: (projectId: number | string) => `${env.publicUrl}/project/${projectId}`,
  settings: () => `${env.publicUrl}/moncompte`,
  works: (projectId: number | string) => `${env.publicUrl}/suivi-des-travaux/${projectId}`,
  documents: (projectId: number | string) => `${env.publicUrl}/mesdocuments/${projectId}`,
}

type ProjectRef = { id: number | string; title?: string | null; owner: number | string }
type Owner = { firstName?: string | null }

/**
 * Queues an email to a project's owner, unless they turned notifications off (Mon compte, `sendNotifications`)
 * and the email is not `isRequired` (what they must act on), in the transaction of `req` (the write that causes
 * it) when given. Returns whether an email was queued.
 */
async function emailProjectOwner(
  payload: Payload,
  { project, req, content, isRequired = false }: { project: ProjectRef; req?: PayloadRequest; content: (owner: Owner, projectTitle: string) => EmailContent; isRequired?: boolean },
): Promise<boolean> {
  const owner = await payload.findByID({ collection: slugs.users, id: project.owner, depth: 0, overrideAccess: true, req, disableErrors: true })
  if (!owner || (!isRequired && owner.sendNotifications === false)) return false
  const to = emailOrSkip(payload, owner, 'Email de notification')
  if (to === null) return false
  const email = content(owner, projectTitleOf(project))
  await queueEmail(payload, { to, subject: email.subject, html: email.html, text: email.text }, { req })
  return true
}

/** The estimate is available (design/workflow.md: 2 -> 3 notifies the customer). */
export function sendEstimateAvailableEmail(payload: Payload, { project, req }: { project: ProjectRef; req?: PayloadRequest }): Promise<boolean> {
  return emailProjectOwner(payload, {
    project,
    req,
    content: (owner, projectTitle) => estimateAvailableEmail({ firstName: owner.firstName, projectTitle, url: projectLinks.project(project.id), settingsUrl: projectLinks.settings() }),
  })
}

/**
 * The project moved to a status its customer must hear of (statusNoticeOf): sent whatever their notification
 * setting, with a link to the screen where they act (the documents, for the signed contract's copy). A notice
 * asking for a payment (PAYMENT_NOTICES) carries its amount and the ways to pay offered (`payment`).
 */
export function sendStatusNoticeEmail(
  payload: Payload,
  { project, notice, payment, progress, req }: { project: ProjectRef; notice: StatusNotice; payment?: PaymentNotice; progress: ProjectProgress; req?: PayloadRequest },
): Promise<boolean> {
  const url = notice === 'contractSigned' ? projectLinks.documents(project.id) : projectLinks.project(project.id)
  return emailProjectOwner(payload, {
    project,
    req,
    // The delivery follows the customer's notification setting; the other notices are sent whatever it says.
    isRequired: isNoticeRequired(notice),
    content: (owner, projectTitle) => statusNoticeEmail({ notice, firstName: owner.firstName, projectTitle, url, payment, progress, settingsUrl: projectLinks.settings() }),
  })
}

/** A works report was published on the project. */
export function sendNewReportEmail(payload: Payload, { project, reportTitle, req }: { project: ProjectRef; reportTitle: string; req?: PayloadRequest }): Promise<boolean> {
  return emailProjectOwner(payload, {
    project,
    req,
    content: (owner, projectTitle) => newReportEmail({ firstName: owner.firstName, projectTitle, reportTitle, url: projectLinks.works(project.id), settingsUrl: projectLinks.settings() }),
  })
}

/** The team added a document to the project. */
export function sendNewDocumentEmail(payload: Payload, { project, fileName, req }: { project: ProjectRef; fileName: string; req?: PayloadRequest }): Promise<boolean> {
  return emailProjectOwner(payload, {
    project,
    req,
    content: (owner, projectTitle) => newDocumentEmail({ firstName: owner.firstName, projectTitle, fileName, url: projectLinks.documents(project.id), settingsUrl: projectLinks.settings() }),
  })
}

/** The one-time code of a contract signature, to the signer (queued). */
export async function sendSignatureCodeEmail(payload: Payload, { to, firstName, code, documentNames }: { to: string; firstName?: string | null; code: string; documentNames: readonly string[] }): Promise<void> {
  const email = signatureCodeEmail({ firstName, code, documentNames, minutes: SIGNATURE_CODE_TTL_MS / 60_000 })
  await queueEmail(payload, { to, subject: email.subject, html: email.html, text: email.text })
}

/** The receipt of a confirmed payment, to the project's owner (always: a receipt is not a notification). */
export async function sendPaymentReceivedEmail(
  payload: Payload,
  input: { to: string; firstName?: string | null; projectId: number | string; projectTitle: string; purpose: 'audit' | 'quote'; amountLabel: string; reference: string; deposit: DepositReceived | null },
  { req }: { req?: PayloadRequest } = {},
): Promise<void> {
  const email = paymentReceivedEmail({
    firstName: input.firstName,
    projectTitle: input.projectTitle,
    what: input.purpose === 'audit' ? 'de l’audit' : 'du devis',
    amountLabel: input.amountLabel,
    reference: input.reference,
    deposit: input.deposit,
    url: projectLinks.project(input.projectId),
  })
  await queueEmail(payload, { to: input.to, subject: email.subject, html: email.html, text: email.text }, { req })
}
