/** The French texts of the email queue in the back office (the list's labels, the resend button and endpoint), once. */
export const EMAIL_QUEUE_COPY = {
  collection: { singular: 'Tâche', plural: 'Tâches et e-mails' },
  description:
    'Les e-mails et les tâches de fond. Un e-mail est essayé 5 fois, à intervalles croissants ; s’il échoue encore, il reste ici « En échec » et peut être renvoyé.',
  resend: {
    title: 'E-mail en échec',
    intro: 'Le serveur d’envoi a refusé cet e-mail à chaque essai. Une fois le problème réglé :',
    action: 'Renvoyer l’e-mail',
    pending: 'Envoi en cours…',
    done: 'E-mail remis dans la file d’envoi : il part dans un instant.',
    failed: 'L’e-mail n’a pas pu être remis dans la file. Rechargez la page pour réessayer.',
    adminOnly: 'Seuls les administrateurs peuvent renvoyer un e-mail.',
    unknownEmail: 'E-mail introuvable.',
    notFailed: 'Cet e-mail n’est pas en échec : il est envoyé ou en cours d’envoi.',
  },
} as const
