import { PAYMENT_METHOD_TEXT } from '@/domain/commitments'

/** French texts of the payment panel, quoted once. */
export const PAYMENT_COPY = {
  title: { audit: 'Règlement de l’audit', quote: 'Règlement du devis' },
  amount: (label: string) => `Montant à régler : ${label} TTC`,
  /** At 9 (design/workflow.md): the deposit now, the balance later; the whole quote at 100 %. */
  deposit: {
    amount: (label: string) => `Acompte à régler : ${label} TTC`,
    share: (percent: string, quote: string) => `Soit ${percent} du devis de ${quote} TTC, à régler avant la signature de votre contrat.`,
    whole: 'Soit la totalité du devis, à régler avant la signature de votre contrat.',
    balance: (balance: string, when: string) => `Le solde, ${balance} TTC, se règle ${when}.`,
  },
  noAmount: 'Le montant de ce règlement est en cours de préparation : notre équipe revient vers vous très prochainement.',
  choose: 'Choisissez votre moyen de paiement :',
  noMethod: 'Le règlement n’est pas encore ouvert en ligne : notre équipe vous indique très prochainement comment régler.',
  payByCard: `Payer par ${PAYMENT_METHOD_TEXT.card}`,
  payByCardHint: 'Paiement en ligne sécurisé par Stripe. Vous revenez ensuite sur votre projet.',
  redirecting: 'Redirection vers le paiement sécurisé…',
  payByTransfer: `Payer par ${PAYMENT_METHOD_TEXT.transfer}`,
  preparing: 'Préparation des coordonnées…',
  transferTitle: 'Coordonnées pour votre virement',
  transferFields: { holder: 'Titulaire', iban: 'IBAN', bic: 'BIC', bank: 'Banque', reference: 'Référence à indiquer', amount: 'Montant' },
  transferNote: 'Indiquez bien la référence : notre équipe confirme votre paiement dès réception du virement (2 à 3 jours ouvrés), et votre projet passe alors à l’étape suivante.',
  copy: 'Copier',
  copied: 'Copié',
  copyLabel: (field: string) => `Copier : ${field}`,
  thanks: 'Merci ! Votre paiement est en cours de confirmation : cette page se met à jour d’elle-même dès qu’il est reçu.',
  cancelled: (canPayByTransfer: boolean) => `Le paiement n’a pas abouti. Vous pouvez réessayer quand vous le souhaitez${canPayByTransfer ? ', ou payer par virement' : ''}.`,
  processing: 'Votre prélèvement SEPA est en cours de traitement par votre banque : il sera confirmé sous quelques jours.',
  paid: 'Paiement reçu, merci ! Votre projet passe à l’étape suivante.',
  failed: 'Votre dernier paiement a échoué. Vous pouvez réessayer.',
  frozen: 'Votre projet est en attente : les paiements sont suspendus.',
  /** When the call never reached the server (the network). */
  cardNetworkError: 'Le paiement n’a pas pu démarrer. Vérifiez votre connexion et réessayez.',
  transferNetworkError: 'Les coordonnées n’ont pas pu être chargées. Vérifiez votre connexion et réessayez.',
  /** The document a payment settles: the fee note of the audit, the quote. */
  document: {
    title: { audit: 'Note d’honoraires à régler', quote: 'Devis à régler' },
    view: { audit: 'Voir la note d’honoraires', quote: 'Voir le devis' },
    download: { audit: 'Télécharger la note d’honoraires', quote: 'Télécharger le devis' },
    newWindow: '(s’ouvre dans une nouvelle fenêtre)',
  },
  /**
   * The audit's price, said before the customer books the appointment and again before they validate a style
   * (issue #36, CGV article 3). The order is design/workflow.md's: the style validated, the expert carries out
   * the audit, its fee note follows, and its payment opens the quote.
   */
  auditPrice: {
    beforeBooking: (price: string) =>
      `Bon à savoir : après le choix de votre style, notre expert réalise l’audit technique de votre logement, au prix de ${price} TTC, à régler à réception de sa note d’honoraires`,
    beforeStyle: (price: string) => `En validant ce style, vous demandez l’audit technique de votre logement : ${price} TTC, à régler à réception de sa note d’honoraires`,
    terms: 'article 3 des CGV',
    termsHref: '/cgv',
  },
  /** After the deposit (status 10 on): the balance still due, and when. */
  balance: {
    title: 'Solde du devis',
    paid: (paid: string, quote: string) => `Acompte versé : ${paid} TTC, sur un devis de ${quote} TTC.`,
    due: (balance: string, when: string) => `Reste à régler : ${balance} TTC, ${when}.`,
    settled: (quote: string) => `Votre devis de ${quote} TTC est entièrement réglé.`,
  },
  /** The payments made, each with what it paid and its receipt. */
  made: {
    title: 'Vos règlements',
    paid: { audit: 'Audit réglé', quote: 'Devis réglé', deposit: 'Acompte du devis réglé' },
    paidOn: (date: string) => `le ${date}`,
    details: (amount: string, method: string) => `${amount} TTC, ${method}`,
    reference: (reference: string) => `Référence : ${reference}`,
    receiptView: 'Voir le reçu de paiement',
    receiptDownload: 'Télécharger le reçu',
    noReceipt: 'Votre reçu de paiement est en cours de préparation.',
  },
} as const
