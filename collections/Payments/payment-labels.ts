/** The French labels of a payment's purpose, method and status (the admin's options, the screens, the receipt). */
export const PAYMENT_PURPOSE_LABELS = { audit: 'Audit', quote: 'Devis' } as const
export const PAYMENT_METHOD_LABELS = { transfer: 'Virement bancaire', stripe: 'Carte ou prélèvement SEPA (Stripe)' } as const
export const PAYMENT_STATUS_LABELS = { pending: 'En attente', processing: 'En cours de traitement', paid: 'Payé', failed: 'Échoué', cancelled: 'Annulé' } as const
