import { renderEmail, type EmailContent } from './layout.ts'

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
      'Votre projet passe à l’étape suivante : retrouvez-la dans votre espace Maisonnée.',
    ],
    action: { label: 'Voir mon projet', url },
  })
}
