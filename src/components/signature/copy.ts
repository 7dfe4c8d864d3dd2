import type { SignedDocumentRole } from '@/domain/signature'

/** Each document signed, as a sentence names it. */
const DOCUMENT_PHRASES: Record<SignedDocumentRole, string> = { quote: 'le devis', contract: 'le contrat', presentation: 'la présentation des honoraires' }

/** French texts of the signing page, quoted once. */
export const SIGNING_COPY = {
  title: 'Signature de votre contrat',
  back: 'Revenir à mon projet',
  steps: { read: '1. Lisez vos documents', code: '2. Recevez votre code', sign: '3. Signez' },
  readIntro:
    'Votre contrat se compose de votre devis et de la présentation de vos honoraires. Vous les signez ensemble\u00a0: un seul code, une seule signature, apposée sur chacun des deux documents.',
  hash: (hash: string) => `Empreinte SHA-256 du document\u00a0: ${hash}`,
  sendCode: 'Recevoir mon code par email',
  resendCode: 'Recevoir un nouveau code',
  sending: 'Envoi du code…',
  codeSent: (email: string) => `Un code à 6 chiffres vient d’être envoyé à ${email}. Il est valable 10 minutes.`,
  codeLabel: 'Code reçu par email',
  nameLabel: 'Nom du signataire',
  modeLabel: 'Votre signature',
  modes: { drawn: 'Dessiner', typed: 'Écrire' },
  padLabel: 'Zone de signature : dessinez votre signature à la souris, au doigt ou au stylet.',
  padHint: 'Dessinez votre signature dans le cadre. Vous préférez le clavier ? Choisissez « Écrire ».',
  clear: 'Effacer',
  typedLabel: 'Signature écrite',
  typedHint: 'Votre nom, écrit comme une signature, sera apposé sur le contrat.',
  accept: (roles: readonly SignedDocumentRole[]) =>
    roles.length > 1
      ? `J’ai lu ${roles.map((role) => DOCUMENT_PHRASES[role]).join(' et ')}, et j’accepte de les signer électroniquement.`
      : `J’ai lu ${roles.map((role) => DOCUMENT_PHRASES[role]).join('')}, et j’accepte de le signer électroniquement.`,
  submit: 'Signer mon contrat',
  signing: 'Signature en cours…',
  failed: 'La signature n’a pas pu aboutir. Vérifiez votre connexion et réessayez.',
  signedTitle: 'Votre contrat est signé',
  signedText: (date: string) => `Signé le ${date}. Chaque document signé, avec sa page de certificat, est rangé dans les documents de votre projet.`,
  download: { quote: 'Télécharger le devis signé', contract: 'Télécharger le contrat signé', presentation: 'Télécharger la présentation des honoraires signée' } satisfies Record<SignedDocumentRole, string>,
  works: 'Voir le suivi des travaux',
  unknownLink: 'Ce lien de signature n’est plus valable. Repartez de votre projet pour signer votre contrat.',
  /** Above what still stands between the customer and the signature (signatureReadiness). */
  missingTitle: 'Avant de passer à la signature de votre devis et de vos honoraires\u00a0:',
} as const
