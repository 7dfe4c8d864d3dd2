/** The French answers of the account services (the site, /v1 and the admin's forgotten-password endpoint), once. */
export const ACCOUNT_COPY = {
  registered:
    'Merci ! Si cette adresse n’a pas encore de compte, un email pour activer votre compte et choisir votre mot de passe vient de vous être envoyé.',
  forgotSent: 'Si un compte existe avec cette adresse, un email pour choisir un nouveau mot de passe vient de vous être envoyé.',
  currentPasswordWrong: 'Votre mot de passe actuel est incorrect.',
  emailChangeSent: 'Un lien de confirmation a été envoyé à la nouvelle adresse. Votre adresse actuelle reste celle du compte d’ici là.',
  emailUnchanged: 'C’est déjà l’adresse de votre compte.',
  /** An email-change link that expired, was used or replaced: a new one is asked for where the first was. */
  emailLinkInvalid: 'Ce lien n’est plus valable : il a expiré, a déjà servi ou a été remplacé. Demandez-en un nouveau depuis « Mon compte ».',
  emailTaken:
    'Cette adresse est déjà celle d’un autre compte Maisonnée : elle ne peut pas devenir celle de votre compte. Connectez-vous au compte qui l’utilise, ou choisissez une autre adresse dans « Mon compte ».',
} as const
