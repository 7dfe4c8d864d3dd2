/** Every collection and global slug, declared once. */
export const slugs = {
  users: 'users',
  projects: 'projects',
  quizzes: 'quizzes',
  questions: 'questions',
  responses: 'responses',
  zones: 'zones',
  styles: 'styles',
  levels: 'levels',
  photos: 'photos',
  folders: 'folders',
  files: 'files',
  reports: 'reports',
  contactMessages: 'contact-messages',
  agendas: 'agendas',
  appointments: 'appointments',
  projectHistory: 'project-history',
  payments: 'payments',
  paymentEvents: 'payment-events',
  signatures: 'signatures',
} as const

export const globalSlugs = {
  params: 'params',
  homeContent: 'home-content',
  paymentSettings: 'payment-settings',
  pricingGrid: 'pricing-grid',
  companyIdentity: 'company-identity',
} as const

export type CollectionSlug = (typeof slugs)[keyof typeof slugs]
