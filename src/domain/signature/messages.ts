/** The French messages of contract signing (the services' and the signature collection's endpoint), once. */
export const SIGNING_MESSAGES = {
  notNow: 'Le contrat se signe une fois le devis réglé, à l’étape « En attente de signature ».',
  noContract: 'Votre contrat n’est pas encore disponible : notre équipe le prépare.',
  ownerOnly: 'Seul le titulaire du projet peut signer son contrat.',
  unknownLink: 'Ce lien de signature n’est plus valable. Repartez de votre projet pour signer votre contrat.',
  alreadySigned: 'Ce contrat est déjà signé.',
  documentChanged: 'Le contrat a changé depuis l’ouverture de la signature : rouvrez la signature depuis votre projet.',
  unknownSignature: 'Signature introuvable.',
  staffOnly: 'Seule l’équipe projet peut lever la limite des codes de signature.',
} as const
