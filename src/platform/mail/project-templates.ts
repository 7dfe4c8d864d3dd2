import { renderEmail, type EmailContent } from './layout.ts'
import type { StatusNotice } from '../../domain/workflow/index.ts'

const greeting = (firstName: string | null | undefined) => (firstName ? `Bonjour ${firstName},` : 'Bonjour,')

/** Sent when staff attach the estimate of a project (design/workflow.md: 2 -> 3 notifies the customer). */
export function estimateAvailableEmail({ firstName, projectTitle, url, settingsUrl }: { firstName?: string | null; projectTitle: string; url: string; settingsUrl: string }): EmailContent {
  return renderEmail({
    subject: 'Votre estimatif est disponible',
    paragraphs: [
      greeting(firstName),
      `Bonne nouvelle : l’estimatif de votre projet « ${projectTitle} » est disponible dans votre espace Maisonnée.`,
      'Consultez-le, puis prenez rendez-vous avec notre équipe pour passer à l’étape suivante.',
    ],
    action: { label: 'Voir mon estimatif', url },
    footnote: `Vous recevez cet email car les notifications sont activées sur votre compte. Vous pouvez les désactiver dans Mon compte : ${settingsUrl}`,
  })
}

/** Sent when staff publish a works report on a project (issue: notifications for a new report). */
export function newReportEmail({ firstName, projectTitle, reportTitle, url, settingsUrl }: { firstName?: string | null; projectTitle: string; reportTitle: string; url: string; settingsUrl: string }): EmailContent {
  return renderEmail({
    subject: `Nouveau rapport de chantier : ${reportTitle}`,
    paragraphs: [greeting(firstName), `Un nouveau rapport de suivi de vos travaux, « ${reportTitle} », est disponible pour votre projet « ${projectTitle} ».`],
    action: { label: 'Voir le suivi des travaux', url },
    footnote: `Vous recevez cet email car les notifications sont activées sur votre compte. Vous pouvez les désactiver dans Mon compte : ${settingsUrl}`,
  })
}

/** Sent when staff add a document to a customer's project. */
export function newDocumentEmail({ firstName, projectTitle, fileName, url, settingsUrl }: { firstName?: string | null; projectTitle: string; fileName: string; url: string; settingsUrl: string }): EmailContent {
  return renderEmail({
    subject: 'Un nouveau document vous attend',
    paragraphs: [greeting(firstName), `L’équipe Maisonnée a ajouté le document « ${fileName} » à votre projet « ${projectTitle} ».`],
    action: { label: 'Voir mes documents', url },
    footnote: `Vous recevez cet email car les notifications sont activées sur votre compte. Vous pouvez les désactiver dans Mon compte : ${settingsUrl}`,
  })
}

/** The one-time code that confirms an electronic signature (always sent: it is asked for, not a notification). */
export function signatureCodeEmail({ firstName, code, documentName, minutes }: { firstName?: string | null; code: string; documentName: string; minutes: number }): EmailContent {
  return renderEmail({
    subject: 'Votre code de signature Maisonnée',
    paragraphs: [
      greeting(firstName),
      `Voici votre code pour signer « ${documentName} » : ${code}`,
      `Saisissez-le sur la page de signature. Il est valable ${minutes} minutes et ne sert qu’une fois.`,
      'Si vous n’êtes pas à l’origine de cette demande, ignorez cet email et prévenez-nous : personne ne peut signer sans ce code.',
    ],
  })
}

/** The receipt of a payment confirmed (by the payment provider or by staff for a transfer). */
export function paymentReceivedEmail({ firstName, projectTitle, what, amountLabel, reference, url }: { firstName?: string | null; projectTitle: string; what: string; amountLabel: string; reference: string; url: string }): EmailContent {
  return renderEmail({
    subject: 'Paiement reçu, merci !',
    paragraphs: [
      greeting(firstName),
      `Nous avons bien reçu votre règlement ${what} de votre projet « ${projectTitle} » : ${amountLabel} (référence ${reference}).`,
      'Votre reçu de paiement (PDF) vous attend sur la page de votre projet et dans vos documents.',
      'Votre projet passe à l’étape suivante : retrouvez-la dans votre espace Maisonnée.',
    ],
    action: { label: 'Voir mon projet', url },
  })
}

const STATUS_NOTICES: Record<StatusNotice, { subject: string; news: (projectTitle: string) => string; next: string; action: string }> = {
  auditFeeDue: {
    subject: 'Les honoraires de votre audit sont à régler',
    news: (projectTitle) => `La note d’honoraires de l’audit technique de votre projet « ${projectTitle} » est disponible dans votre espace Maisonnée.`,
    next: 'Réglez-la en ligne ou par virement : notre expert réalise l’audit dès réception du paiement.',
    action: 'Régler l’audit',
  },
  quoteReady: {
    subject: 'Votre devis est prêt',
    news: (projectTitle) => `Le devis de votre projet « ${projectTitle} » est disponible dans votre espace Maisonnée.`,
    next: 'Consultez-le, puis réglez-le en ligne ou par virement pour passer à la signature du contrat.',
    action: 'Voir mon devis',
  },
  contractToSign: {
    subject: 'Votre contrat est prêt à être signé',
    news: (projectTitle) => `Le contrat de votre projet « ${projectTitle} » vous attend.`,
    next: 'Signez-le en ligne : un code vous sera envoyé pour confirmer votre signature.',
    action: 'Signer mon contrat',
  },
  contractSigned: {
    subject: 'Votre contrat est signé',
    news: (projectTitle) => `Merci ! Le contrat de votre projet « ${projectTitle} » est signé ; sa copie signée est dans vos documents.`,
    next: 'Les travaux commencent : suivez leur avancement et nos rapports de chantier depuis votre espace.',
    action: 'Voir mes documents',
  },
  suspended: {
    subject: 'Votre projet est suspendu',
    news: (projectTitle) => `Notre équipe a momentanément suspendu votre projet « ${projectTitle} » : aucune action n’est possible pour le moment.`,
    next: 'Nous revenons vers vous rapidement ; pour toute question, écrivez-nous depuis la page Contact.',
    action: 'Voir mon projet',
  },
  resumed: {
    subject: 'Votre projet reprend',
    news: (projectTitle) => `Votre projet « ${projectTitle} » reprend.`,
    next: 'Vous pouvez à nouveau agir depuis votre espace Maisonnée.',
    action: 'Voir mon projet',
  },
}

/** Sent when a project moves to a status its customer must hear of (statusNoticeOf): what happened, what to do, where. */
export function statusNoticeEmail({ notice, firstName, projectTitle, url }: { notice: StatusNotice; firstName?: string | null; projectTitle: string; url: string }): EmailContent {
  const copy = STATUS_NOTICES[notice]
  return renderEmail({ subject: copy.subject, paragraphs: [greeting(firstName), copy.news(projectTitle), copy.next], action: { label: copy.action, url } })
}
