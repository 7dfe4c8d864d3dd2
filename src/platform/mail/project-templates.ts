import { renderEmail, type EmailContent } from './layout.ts'
import { isNoticeRequired, SUSPENDED_LABEL, type ProjectProgress, type StatusNotice } from '../../domain/workflow/index.ts'
import { quotedDocumentNames } from '../../domain/signature/index.ts'

const greeting = (firstName: string | null | undefined) => (firstName ? `Bonjour ${firstName},` : 'Bonjour,')

/** Sent when staff attach the estimate of a project (design/workflow.md: 2 -> 3 notifies the customer). */
export function estimateAvailableEmail({ firstName, projectTitle, url, settingsUrl }: { firstName?: string | null; projectTitle: string; url: string; settingsUrl: string }): EmailContent {
  return renderEmail({
    subject: 'Votre estimatif est disponible',
    paragraphs: [
      greeting(firstName),
      `Bonne nouvelle : l’estimatif de votre projet « ${projectTitle} » est disponible dans votre espace Maisonnée.`,
      'Consultez-le, puis prenez rendez-vous avec notre équipe pour passer à l’étape suivante.',
    ],
    action: { label: 'Voir mon estimatif', url },
    footnote: `Vous recevez cet email car les notifications sont activées sur votre compte. Vous pouvez les désactiver dans Mon compte : ${settingsUrl}`,
  })
}

/** Sent when staff publish a works report on a project (issue: notifications for a new report). */
export function newReportEmail({ firstName, projectTitle, reportTitle, url, settingsUrl }: { firstName?: string | null; projectTitle: string; reportTitle: string; url: string; settingsUrl: string }): EmailContent {
  return renderEmail({
    subject: `Nouveau rapport de chantier : ${reportTitle}`,
    paragraphs: [greeting(firstName), `Un nouveau rapport de suivi de vos travaux, « ${reportTitle} », est disponible pour votre projet « ${projectTitle} ».`],
    action: { label: 'Voir le suivi des travaux', url },
    footnote: `Vous recevez cet email car les notifications sont activées sur votre compte. Vous pouvez les désactiver dans Mon compte : ${settingsUrl}`,
  })
}

/** Sent when staff add a document to a customer's project. */
export function newDocumentEmail({ firstName, projectTitle, fileName, url, settingsUrl }: { firstName?: string | null; projectTitle: string; fileName: string; url: string; settingsUrl: string }): EmailContent {
  return renderEmail({
    subject: 'Un nouveau document vous attend',
    paragraphs: [greeting(firstName), `L’équipe Maisonnée a ajouté le document « ${fileName} » à votre projet « ${projectTitle} ».`],
    action: { label: 'Voir mes documents', url },
    footnote: `Vous recevez cet email car les notifications sont activées sur votre compte. Vous pouvez les désactiver dans Mon compte : ${settingsUrl}`,
  })
}

/** The one-time code that confirms an electronic signature (always sent: it is asked for, not a notification). */
export function signatureCodeEmail({ firstName, code, documentNames, minutes }: { firstName?: string | null; code: string; documentNames: readonly string[]; minutes: number }): EmailContent {
  return renderEmail({
    subject: 'Votre code de signature Maisonnée',
    paragraphs: [
      greeting(firstName),
      `Voici votre code pour signer ${quotedDocumentNames(documentNames)}\u00a0: ${code}`,
      `Saisissez-le sur la page de signature. Il est valable ${minutes} minutes et ne sert qu’une fois.`,
      'Si vous n’êtes pas à l’origine de cette demande, ignorez cet email et prévenez-nous : personne ne peut signer sans ce code.',
    ],
  })
}

/** A quote's deposit as a receipt says it: its percentage of the quote, and the balance still due with when. */
export type DepositReceived = { percentLabel: string; quoteLabel: string; balanceLabel: string; balanceDueText: string }

/** The receipt of a payment confirmed (by the payment provider or by staff for a transfer); a quote's deposit says so, with the balance. */
export function paymentReceivedEmail({
  firstName,
  projectTitle,
  what,
  amountLabel,
  reference,
  deposit,
  url,
}: {
  firstName?: string | null
  projectTitle: string
  what: string
  amountLabel: string
  reference: string
  deposit: DepositReceived | null
  url: string
}): EmailContent {
  const received = deposit
    ? `Nous avons bien reçu votre acompte de ${deposit.percentLabel} sur le devis de votre projet « ${projectTitle} » (${deposit.quoteLabel} TTC) : ${amountLabel} (référence ${reference}).`
    : `Nous avons bien reçu votre règlement ${what} de votre projet « ${projectTitle} » : ${amountLabel} (référence ${reference}).`
  return renderEmail({
    subject: 'Paiement reçu, merci !',
    paragraphs: [
      greeting(firstName),
      received,
      ...(deposit ? [`Reste à régler : ${deposit.balanceLabel} TTC, ${deposit.balanceDueText}.`] : []),
      'Votre reçu de paiement (PDF) vous attend sur la page de votre projet et dans vos documents.',
      'Votre projet passe à l’étape suivante : retrouvez-la dans votre espace Maisonnée.',
    ],
    action: { label: 'Voir mon projet', url },
  })
}

/**
 * What a payment notice says of the money (issue #36: the same as the screen and the CGV): the amount to pay
 * now, at 9 the quote's deposit with its percentage and the balance, and the ways to pay really offered.
 */
export type PaymentNotice = {
  amountLabel: string | null
  /** At 9, once the quote's amount is set; `balanceLabel` is null at 100 % (the whole quote now). */
  deposit: { percentLabel: string; quoteLabel: string; balanceLabel: string | null; balanceDueText: string } | null
  /** « carte ou prélèvement SEPA, ou virement bancaire » (paymentMethodsText). */
  methodsText: string
}

/** « (700,00 € TTC) », or nothing while the amount is not set. */
const amountInBrackets = (amountLabel: string | null) => (amountLabel ? ` (${amountLabel} TTC)` : '')

/** At 9: the deposit to pay by the methods offered before signing, and the balance with when it is paid. */
function quoteToPay({ amountLabel, deposit, methodsText }: PaymentNotice): string {
  if (!deposit) return `Consultez-le, puis réglez l’acompte demandé par ${methodsText} : vous signerez ensuite votre contrat en ligne.`
  if (deposit.balanceLabel === null) return `Consultez-le, puis réglez-le${amountInBrackets(amountLabel)} par ${methodsText} : vous signerez ensuite votre contrat en ligne.`
  return (
    `Consultez-le, puis réglez l’acompte de ${deposit.percentLabel} du devis${amountInBrackets(amountLabel)} par ${methodsText} : vous signerez ensuite votre contrat en ligne. ` +
    `Le solde, ${deposit.balanceLabel} TTC, se règle ${deposit.balanceDueText}.`
  )
}

type NoticeCopy = { subject: string; news: (projectTitle: string) => string; next: string | ((payment: PaymentNotice) => string); action: string }

/** The notices that ask for a payment: their email says the amount and the ways to pay. */
export const PAYMENT_NOTICES = ['auditFeeDue', 'quoteReady'] as const satisfies readonly StatusNotice[]

const STATUS_NOTICES: Record<StatusNotice, NoticeCopy> = {
  // design/workflow.md: at 7 the audit is done and its invoice issued; its payment (8) opens the quote.
  auditFeeDue: {
    subject: 'Votre audit est réalisé : sa note d’honoraires est à régler',
    news: (projectTitle) => `Notre expert a réalisé l’audit technique de votre projet « ${projectTitle} » : sa note d’honoraires est disponible dans votre espace Maisonnée.`,
    next: ({ amountLabel, methodsText }) => `Réglez-la${amountInBrackets(amountLabel)} par ${methodsText} : dès réception du paiement, nous préparons votre devis.`,
    action: 'Régler l’audit',
  },
  quoteReady: {
    subject: 'Votre devis est prêt',
    news: (projectTitle) => `Le devis de votre projet « ${projectTitle} » est disponible dans votre espace Maisonnée.`,
    next: quoteToPay,
    action: 'Voir mon devis',
  },
  contractToSign: {
    subject: 'Votre contrat est prêt à être signé',
    news: (projectTitle) => `Le contrat de votre projet « ${projectTitle} » vous attend.`,
    next: 'Signez-le en ligne : un code vous sera envoyé pour confirmer votre signature.',
    action: 'Signer mon contrat',
  },
  contractSigned: {
    subject: 'Votre contrat est signé',
    news: (projectTitle) => `Merci ! Le contrat de votre projet « ${projectTitle} » est signé ; sa copie signée est dans vos documents.`,
    next: 'Les travaux commencent : suivez leur avancement et nos rapports de chantier depuis votre espace.',
    action: 'Voir mes documents',
  },
  suspended: {
    subject: 'Votre projet est suspendu',
    news: (projectTitle) => `Notre équipe a momentanément suspendu votre projet « ${projectTitle} » : aucune action n’est possible pour le moment.`,
    next: 'Nous revenons vers vous rapidement ; pour toute question, écrivez-nous depuis la page Contact.',
    action: 'Voir mon projet',
  },
  resumed: {
    subject: 'Votre projet reprend',
    news: (projectTitle) => `Votre projet « ${projectTitle} » reprend.`,
    next: 'Vous pouvez à nouveau agir depuis votre espace Maisonnée.',
    action: 'Voir mon projet',
  },
  delivered: {
    subject: 'Votre projet est livré',
    news: (projectTitle) => `Les travaux de votre projet «\u00a0${projectTitle}\u00a0» sont terminés\u00a0: votre projet est livré.`,
    next: 'Le procès-verbal de réception, vos documents et tous les rapports de chantier restent dans votre espace Maisonnée. Merci de votre confiance\u202f!',
    action: 'Voir mon projet',
  },
}

/** « Avancement de votre projet : 100 % (Livré). », from projectProgress, as the dashboard card and the project page show it. */
const progressLine = ({ percent, stageLabel, isSuspended }: ProjectProgress) =>
  `Avancement de votre projet\u00a0: ${percent}\u00a0% (${stageLabel}${isSuspended ? `, ${SUSPENDED_LABEL.toLowerCase()}` : ''}).`

/**
 * Sent when a project moves to a status its customer must hear of (statusNoticeOf): what happened, what to do,
 * where, and the project's progress (`progress`); a notice asking for a payment (PAYMENT_NOTICES) says its amount
 * and the ways to pay from `payment`. A notice the customer may turn off (isNoticeRequired) says where.
 */
export function statusNoticeEmail({
  notice,
  firstName,
  projectTitle,
  url,
  payment,
  progress,
  settingsUrl,
}: {
  notice: StatusNotice
  firstName?: string | null
  projectTitle: string
  url: string
  payment?: PaymentNotice
  progress: ProjectProgress
  settingsUrl: string
}): EmailContent {
  const copy = STATUS_NOTICES[notice]
  let next = copy.next
  if (typeof next !== 'string') {
    // NOTE: a programming error, not a customer's: the sender of a payment notice always passes the payment.
    if (!payment) throw new Error(`The « ${notice} » email needs the payment's amount and methods.`)
    next = next(payment)
  }
  return renderEmail({
    subject: copy.subject,
    paragraphs: [greeting(firstName), copy.news(projectTitle), next, progressLine(progress)],
    action: { label: copy.action, url },
    footnote: isNoticeRequired(notice) ? undefined : `Vous recevez cet email car les notifications sont activées sur votre compte. Vous pouvez les désactiver dans Mon compte\u00a0: ${settingsUrl}`,
  })
}
