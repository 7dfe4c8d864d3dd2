import { renderEmail, type EmailContent } from './layout.ts'

/** Validity of the links the emails carry (kept here so the words and the rules agree). */
export const ACTIVATION_LINK_DAYS = 7
export const RESET_LINK_HOURS = 1

const greeting = (firstName: string | null | undefined) => (firstName ? `Bonjour ${firstName},` : 'Bonjour,')

/**
 * The greeting of an email to an address nobody has proven yet (sign-up, the questionnaire's code, a new
 * address): no name. The name was typed by whoever gave the address, who may not own it; greeting with it would
 * let anyone have us send their words (« Bonjour Votre compte est suspendu, appelez… ») to any inbox.
 */
const UNPROVEN_GREETING = greeting(null)

/** Sent when an account is created from the sign-up form: confirm the address and choose a password. */
export function activationEmail({ url }: { url: string }): EmailContent {
  return renderEmail({
    subject: 'Activez votre compte Maisonnée',
    paragraphs: [
      UNPROVEN_GREETING,
      'Merci de votre inscription sur Maisonnée. Pour activer votre compte, confirmez votre adresse email et choisissez votre mot de passe.',
    ],
    action: { label: 'Activer mon compte', url },
    footnote: `Ce lien est valable ${ACTIVATION_LINK_DAYS} jours. Si vous n’êtes pas à l’origine de cette inscription, ignorez simplement cet email.`,
  })
}

/** Sent on "mot de passe oublié" (the name: see provenFirstName). */
export function resetPasswordEmail({ firstName, url }: { firstName?: string | null; url: string }): EmailContent {
  return renderEmail({
    subject: 'Réinitialisez votre mot de passe Maisonnée',
    paragraphs: [greeting(firstName), 'Vous avez demandé à réinitialiser le mot de passe de votre compte Maisonnée. Choisissez-en un nouveau avec le lien ci-dessous.'],
    action: { label: 'Choisir un nouveau mot de passe', url },
    footnote: `Ce lien est valable ${RESET_LINK_HOURS} heure. Si vous n’avez rien demandé, ignorez cet email : votre mot de passe reste inchangé.`,
  })
}

/**
 * Sent when the questionnaire creates the account: the visitor chose a password there and is signed
 * in at once; this email confirms the account and where to find the project.
 */
export function welcomeEmail({ firstName, url, resetUrl }: { firstName?: string | null; url: string; resetUrl: string }): EmailContent {
  return renderEmail({
    subject: 'Bienvenue chez Maisonnée : votre projet est enregistré',
    paragraphs: [
      greeting(firstName),
      'Merci d’avoir décrit votre projet. Votre compte Maisonnée est créé avec cette adresse email et le mot de passe choisi dans le questionnaire.',
      'Un expert étudie votre projet et vous enverra un estimatif. Vous le retrouverez, avec vos documents, dans votre espace.',
    ],
    action: { label: 'Accéder à mon espace', url },
    footnote: `Vous n’êtes pas à l’origine de cette inscription ? Choisissez un nouveau mot de passe ici : ${resetUrl}`,
  })
}

/** Sent to the new address when a customer changes their email: the change waits for this click. */
export function emailChangeEmail({ url }: { url: string }): EmailContent {
  return renderEmail({
    subject: 'Confirmez votre nouvelle adresse email',
    paragraphs: [UNPROVEN_GREETING, 'Vous avez demandé à utiliser cette adresse pour votre compte Maisonnée. Confirmez-la avec le lien ci-dessous ; d’ici là, votre ancienne adresse reste celle du compte.'],
    action: { label: 'Confirmer ma nouvelle adresse', url },
    footnote: `Ce lien est valable ${ACTIVATION_LINK_DAYS} jours. Si vous n’avez rien demandé, ignorez cet email.`,
  })
}

/** Sent to the team when someone writes through the contact page. */
export function contactStaffEmail({ name, email, phone, subject, message }: { name: string; email: string; phone: string; subject: string; message: string }): EmailContent {
  return renderEmail({
    subject: `Contact : ${subject}`,
    paragraphs: [`Message de ${name} <${email}>${phone ? `, téléphone ${phone}` : ''}.`, `Objet : ${subject}`, message],
    footnote: 'Le message est aussi enregistré dans le back-office (Messages de contact).',
  })
}

/**
 * Sent when someone signs up with an address that already has an account: the sign-up screen answers
 * the same either way (it must not reveal who has an account), and the owner learns what happened (the name:
 * see provenFirstName).
 */
export function accountExistsEmail({ firstName, loginUrl, resetUrl }: { firstName?: string | null; loginUrl: string; resetUrl: string }): EmailContent {
  return renderEmail({
    subject: 'Vous avez déjà un compte Maisonnée',
    paragraphs: [
      greeting(firstName),
      'Quelqu’un (vous, sans doute) a demandé à créer un compte Maisonnée avec cette adresse, qui en a déjà un.',
      `Connectez-vous ici : ${loginUrl}`,
    ],
    action: { label: 'Choisir un nouveau mot de passe', url: resetUrl },
    footnote: 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet email : rien n’a changé sur votre compte.',
  })
}

/** The code that proves a visitor's address at the end of the questionnaire (never in the subject). */
export function questionnaireCodeEmail({ code, minutes }: { code: string; minutes: number }): EmailContent {
  return renderEmail({
    subject: 'Confirmez votre adresse email pour recevoir votre estimatif',
    paragraphs: [
      UNPROVEN_GREETING,
      `Voici votre code pour confirmer votre adresse et enregistrer votre projet : ${code}`,
      `Saisissez-le à la fin du questionnaire. Il est valable ${minutes} minutes et ne sert qu’une fois.`,
    ],
    footnote: 'Si vous n’avez pas rempli notre questionnaire, ignorez simplement cet email : rien ne sera enregistré à votre nom.',
  })
}
