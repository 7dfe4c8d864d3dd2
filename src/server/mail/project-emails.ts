import type { Payload, PayloadRequest } from 'payload'
import { slugs } from '../../../collections/slugs.ts'
import { env } from '../env.ts'
import { estimateAvailableEmail, newDocumentEmail, newReportEmail, paymentReceivedEmail, signatureCodeEmail } from './project-templates.ts'
import { SIGNATURE_CODE_TTL_MS } from '../../domain/signature/index.ts'
import type { EmailContent } from './layout.ts'

export const projectLinks = {
  project: (projectId: number | string) => `${env.publicUrl}/project/${projectId}`,
  settings: () => `${env.publicUrl}/moncompte`,
  works: (projectId: number | string) => `${env.publicUrl}/suivi-des-traveaux/${projectId}`,
  documents: (projectId: number | string) => `${env.publicUrl}/mesdocuments/${projectId}`,
}

type ProjectRef = { id: number | string; title?: string | null; owner: number | string }
type Owner = { firstName?: string | null }

/**
 * Emails a project's owner, unless they turned notifications off (Mon compte, `sendNotifications`).
 * Returns whether an email was sent.
 */
async function emailProjectOwner(
  payload: Payload,
  { project, req, content }: { project: ProjectRef; req?: Partial<PayloadRequest>; content: (owner: Owner, projectTitle: string) => EmailContent },
): Promise<boolean> {
  const owner = await payload.findByID({ collection: slugs.users, id: project.owner, depth: 0, overrideAccess: true, req, disableErrors: true })
  if (!owner || owner.sendNotifications === false || !owner.email) return false
  const email = content(owner, project.title?.trim() || 'Mon projet')
  await payload.sendEmail({ to: owner.email, subject: email.subject, html: email.html, text: email.text })
  return true
}

/** The estimate is available (design/workflow.md: 2 -> 3 notifies the customer). */
export function sendEstimateAvailableEmail(payload: Payload, { project, req }: { project: ProjectRef; req?: Partial<PayloadRequest> }): Promise<boolean> {
  return emailProjectOwner(payload, {
    project,
    req,
    content: (owner, projectTitle) => estimateAvailableEmail({ firstName: owner.firstName, projectTitle, url: projectLinks.project(project.id), settingsUrl: projectLinks.settings() }),
  })
}

/** A works report was published on the project. */
export function sendNewReportEmail(payload: Payload, { project, reportTitle, req }: { project: ProjectRef; reportTitle: string; req?: Partial<PayloadRequest> }): Promise<boolean> {
  return emailProjectOwner(payload, {
    project,
    req,
    content: (owner, projectTitle) => newReportEmail({ firstName: owner.firstName, projectTitle, reportTitle, url: projectLinks.works(project.id), settingsUrl: projectLinks.settings() }),
  })
}

/** The team added a document to the project. */
export function sendNewDocumentEmail(payload: Payload, { project, fileName, req }: { project: ProjectRef; fileName: string; req?: Partial<PayloadRequest> }): Promise<boolean> {
  return emailProjectOwner(payload, {
    project,
    req,
    content: (owner, projectTitle) => newDocumentEmail({ firstName: owner.firstName, projectTitle, fileName, url: projectLinks.documents(project.id), settingsUrl: projectLinks.settings() }),
  })
}

/** The one-time code of a contract signature, to the signer. */
export async function sendSignatureCodeEmail(payload: Payload, { to, firstName, code, documentName }: { to: string; firstName?: string | null; code: string; documentName: string }): Promise<void> {
  const email = signatureCodeEmail({ firstName, code, documentName, minutes: SIGNATURE_CODE_TTL_MS / 60_000 })
  await payload.sendEmail({ to, subject: email.subject, html: email.html, text: email.text })
}

/** The receipt of a confirmed payment, to the project's owner (always: a receipt is not a notification). */
export async function sendPaymentReceivedEmail(
  payload: Payload,
  input: { to: string; firstName?: string | null; projectId: number | string; projectTitle: string; purpose: 'audit' | 'quote'; amountLabel: string; reference: string },
): Promise<void> {
  const email = paymentReceivedEmail({
    firstName: input.firstName,
    projectTitle: input.projectTitle,
    what: input.purpose === 'audit' ? 'de l’audit' : 'du devis',
    amountLabel: input.amountLabel,
    reference: input.reference,
    url: projectLinks.project(input.projectId),
  })
  await payload.sendEmail({ to: input.to, subject: email.subject, html: email.html, text: email.text })
}
