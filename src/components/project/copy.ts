import { formatDecimal } from '@/domain/money'
import { PROJECT_FROZEN_MESSAGE } from '@/domain/workflow'

/**
 * French texts of the project screen, quoted once. The estimate and fee texts are design/workflow.md's
 * ('What each screen shows, by status'); the others say the same things in plain words.
 */
export const PROJECT_COPY = {
  breadcrumb: 'Fil d’Ariane',
  myProjects: 'Mes projets',
  newProject: 'Nouveau projet',
  status: 'Statut du projet',
  stages: {
    label: 'Étapes du projet',
    state: { done: 'étape terminée', current: 'étape en cours', locked: 'étape à venir' },
    panelTitle: (stage: number, label: string) => `Étape ${stage} : ${label}`,
    badge: { done: 'Étape terminée', current: 'Étape en cours', locked: 'Étape à venir' },
    lockedNote: 'Cette étape n’est pas encore ouverte : vous pouvez la consulter, aucune action n’y est possible pour le moment.',
    frozenNote: 'Projet suspendu\u00a0: cette étape est consultable, aucune action n’y est possible.',
  },
  estimate: {
    loading: 'Chargement de l’estimatif…',
    locked: 'L’estimatif sera préparé dès que vous aurez terminé le questionnaire.',
    requested: 'Estimatif : nous avons bien reçu votre demande. Un expert travaux reviendra vers vous avec un estimatif de votre projet.',
    awaitingDocuments: 'Estimatif détaillé - En attente des documents d’étude de votre projet',
    detailsTitle: 'Détails de l’estimatif',
    nextStep: 'Prochaine étape',
    nextStepText: 'Échangez avec un expert travaux sur votre estimatif : choisissez un créneau qui vous convient.',
    book: 'Je prends un rendez-vous',
    appointmentFixed: 'Un rendez-vous est déjà fixé avec votre expert travaux.',
    addToCalendar: 'Ajouter à mon agenda (.ics)',
    appointmentOn: (label: string, agent: string, where: string) => `Un rendez-vous est déjà fixé le ${label} (heure de Paris)${agent ? `, avec ${agent}` : ''}. ${where}.`,
    appointmentReserved: (label: string, where: string) => `Créneau réservé le ${label} (heure de Paris). ${where}. Ouvrez la prise de rendez-vous pour le confirmer.`,
    appointmentChange: 'Déplacer ou annuler le rendez-vous',
    goToStyle: 'Passer au choix de style',
    /** The indicative budget from the price grid (issue #7), while the detailed estimate is prepared, then as a reminder. */
    budget: {
      title: 'Budget indicatif',
      range: (low: string, high: string) => `Entre ${low} et ${high}\u00a0TTC`,
      note: 'Calculé d’après les pièces décrites dans le questionnaire, en attendant l’estimatif détaillé de votre expert travaux.',
    },
    /** The indicative budget above the budget the customer declared in the questionnaire. */
    aboveDeclaredBudget: (declared: string) =>
      `Ce budget indicatif dépasse le budget que vous avez indiqué dans le questionnaire («\u00a0${declared}\u00a0»). Votre expert travaux en parlera avec vous\u00a0: réaliser les travaux par étapes, ou ajuster les prestations.`,
    budgetReminder: {
      title: 'Rappel : budget indicatif',
      range: (low: string, high: string) => `Entre ${low} et ${high}\u00a0TTC`,
      note: 'Le budget calculé à la fin du questionnaire ; l’estimatif détaillé ci-dessus fait foi.',
    },
  },
  appointment: {
    title: 'Prendre un rendez-vous',
    description: 'Choisissez un créneau avec un expert travaux, en visio ou sur place, puis confirmez le rendez-vous.',
  },
  style: {
    locked: 'Le choix du style s’ouvrira dès que votre estimatif sera disponible.',
  },
  audit: {
    locked: 'L’audit de votre projet commencera après la validation de votre style.',
    'awaiting-audit': 'Votre audit est en préparation : un agent vous contactera très prochainement.',
    // design/workflow.md: at 7 the audit is done and its fee note issued; its payment opens the quote (8).
    'awaiting-payment': 'Votre audit est réalisé : sa note d’honoraires est à régler ci-dessous. Dès réception du paiement, nous préparons votre devis.',
    done: 'L’audit de votre projet est réalisé et réglé.',
  },
  fee: {
    locked: 'Les honoraires seront disponibles après l’audit de votre projet.',
    awaitingFee: 'Votre choix de style est bien enregistré. Vos honoraires sont en cours de préparation : vous les retrouverez ici dès qu’ils seront prêts.',
    detailsTitle: 'Détails des honoraires',
    goToSignature: 'Passer à la signature',
  },
  signature: {
    locked: 'La signature s’ouvrira une fois l’acompte réglé : vous signerez alors ensemble le devis et la présentation des honoraires.',
    'to-sign': 'Votre devis et la présentation des honoraires sont prêts : signez-les ensemble en ligne, en quelques minutes, avec un code reçu par email.',
    signed: 'Votre devis et la présentation des honoraires sont signés.',
    sign: 'Signer mon contrat',
    opening: 'Ouverture de la signature…',
    openFailed: 'La signature n’a pas pu s’ouvrir. Vérifiez votre connexion et réessayez.',
    download: 'Télécharger le devis signé',
    documents: 'Voir mes documents signés',
    works: 'Voir le suivi des travaux',
  },
  works: {
    locked: 'Le suivi des travaux commencera après la signature de votre contrat.',
    'in-progress': 'Vos travaux sont en cours : retrouvez le dernier rapport de chantier à côté, et tous les rapports dans le suivi.',
    delivered: 'Vos travaux sont livrés. Merci de votre confiance !',
  },
  exception: {
    title: 'Projet suspendu',
    text: PROJECT_FROZEN_MESSAGE,
    contact: 'Contactez-nous',
  },
  summary: {
    title: 'Résumé du projet',
    style: 'Style',
    noStyle: 'Aucun style choisi',
    surface: 'Surface',
    squareMetres: (surface: number) => `${formatDecimal(surface)} m²`,
    address: 'Adresse',
    unknown: 'Non renseignée',
    progress: (percent: number) => `Avancement du projet\u00a0: ${percent}\u00a0%`,
    stage: 'Étape',
  },
  report: {
    title: 'Dernier rapport',
    noData: 'Aucune donnée à afficher pour le moment',
    noFile: 'Aucun fichier pour le moment',
    noDescription: 'Aucune description',
    view: 'Voir le rapport',
    download: 'Télécharger',
    all: 'Voir tous les rapports de suivi',
  },
} as const
