/**
 * Who may write what (trust-boundary.md, ARCHITECTURE.md's roles), written down independently of the
 * collections' access functions so that the write matrix (tests/int/write-matrix.test.ts) can hold them
 * to it. The README's security table is generated from this file (`writePolicyTable`).
 *
 * A field not listed in FIELD_CLASSES is 'open': whoever may write its collection may set it. A field
 * listed is set only by the class's roles (or by the product itself, with overrideAccess, for 'system').
 */
export const BACK_OFFICE_ROLES = ['marketing', 'curator', 'staff', 'admin'] as const
export type BackOfficeRole = (typeof BACK_OFFICE_ROLES)[number]
export type Operation = 'create' | 'update' | 'delete'
/** Who writes through Payload's REST API (/api): the back office only; customers and visitors are refused there. */
export type RestActor = 'anonymous' | 'customerA' | 'customerB' | BackOfficeRole
/** The product's door (the Local API with the customer as user, overrideAccess false), as /v1 and the site's server functions use it. */
export type Door = 'rest' | 'product'

type Writers = Partial<Record<Operation, readonly BackOfficeRole[]>>

/** REST writers per collection; admin holds every role. Absent: nobody writes it through REST. */
export const REST_WRITERS: Record<string, Writers> = {
  users: { create: ['admin'], update: ['admin'], delete: ['admin'] },
  projects: { create: ['staff'], update: ['staff'], delete: ['staff'] },
  quizzes: { create: ['marketing'], update: ['marketing'], delete: ['marketing'] },
  questions: { create: ['marketing'], update: ['marketing'], delete: ['marketing'] },
  responses: { create: ['staff'], update: ['staff'], delete: ['staff'] },
  zones: { create: ['curator'], update: ['curator'], delete: ['curator'] },
  // Curators and marketing change the catalogue's styles and pictures, never a customer's private ones.
  styles: { create: ['curator'], update: ['curator'], delete: ['curator'] },
  levels: { create: ['curator'], update: ['curator'], delete: ['curator'] },
  photos: { create: ['marketing', 'curator'], update: ['marketing', 'curator'], delete: ['marketing', 'curator'] },
  folders: { create: ['staff'], update: ['staff'], delete: ['staff'] },
  files: { create: ['staff'], update: ['staff'], delete: ['staff'] },
  reports: { create: ['staff'], update: ['staff'], delete: ['staff'] },
  'contact-messages': { update: ['staff'], delete: ['admin'] },
  'project-history': {},
  agendas: { create: ['staff'], update: ['staff'], delete: ['admin'] },
  appointments: { create: ['staff'], update: ['staff'], delete: ['admin'] },
  payments: { update: ['staff'] },
  'payment-events': {},
  signatures: {},
  'payload-locked-documents': { create: ['marketing', 'curator', 'staff'], update: ['marketing', 'curator', 'staff'], delete: ['marketing', 'curator', 'staff'] },
  'payload-migrations': {},
  'payload-jobs': {},
}

/**
 * The back office's actions beyond create, update and delete (Payload endpoints of a collection), and the
 * roles that may call them (admin holds every role); customers and visitors call none. The README lists
 * them under the table (`restActionsList`); tests/int/access-matrix.test.ts calls each as every role.
 */
export const REST_ACTIONS = {
  resendEmail: { call: 'POST /api/payload-jobs/:id/resend', label: 'renvoyer un e-mail en échec', roles: ['admin'] },
  resetSigningCodeLimit: { call: 'POST /api/signatures/:id/reset-code-limit', label: 'lever la limite des codes de signature', roles: ['staff'] },
} as const satisfies Record<string, { call: string; label: string; roles: readonly BackOfficeRole[] }>

/** May this back-office role call this action? */
export function restMayCall(role: BackOfficeRole, action: keyof typeof REST_ACTIONS): boolean {
  return holds(role, REST_ACTIONS[action].roles)
}

/** The README's list of actions (under the table). */
export function restActionsList(): string {
  return Object.values(REST_ACTIONS)
    .map(({ call, label, roles }) => `- \`${call}\` (${label}): ${[...new Set([...roles, 'admin'])].join(', ')}`)
    .join('\n')
}

/** What a customer's own calls (through the product) may create, change and delete: their own records only. */
export const PRODUCT_WRITERS: Record<string, readonly Operation[]> = {
  users: ['update'],
  projects: ['create', 'update', 'delete'],
  responses: ['create', 'update'],
  styles: ['create', 'update', 'delete'],
  photos: ['create', 'update', 'delete'],
  folders: ['create', 'update', 'delete'],
  files: ['create', 'update', 'delete'],
}

/**
 * system: only the product (hooks, jobs, services with overrideAccess) · staff / admin / curator: that role
 * (admin holds all) · file-kind: staff any kind but a signed contract, a customer (product) only
 * document/plan/photo · staff-create: set on create by staff only, changed afterwards by whoever may
 * write the record (the status, through the status guard).
 */
export type FieldClass = 'system' | 'staff' | 'admin' | 'curator' | 'file-kind' | 'staff-create'

export const FIELD_CLASSES: Record<string, FieldClass> = {
  'users.role': 'admin',
  'users.isActive': 'admin',
  'users.pendingEmail': 'system',
  'users.emailChangeTokenHash': 'system',
  'users.emailChangeExpiresAt': 'system',
  'users.createdFromQuestionnaire': 'system',
  'users.username': 'system',
  'projects.owner': 'staff',
  'projects.visitorKeyHash': 'system',
  'projects.emailCodeHash': 'system',
  'projects.emailCodeExpiresAt': 'system',
  'projects.emailCodeAttempts': 'system',
  'projects.status': 'staff-create',
  'projects.statusBeforeException': 'system',
  'projects.quiz': 'staff',
  'projects.quizVersion': 'system',
  'projects.budgetLow': 'system',
  'projects.budgetHigh': 'system',
  'projects.folder': 'system',
  'projects.estimateFile': 'staff',
  'projects.presentationFile': 'staff',
  'projects.quoteFile': 'staff',
  'projects.contractFile': 'staff',
  'projects.signedContractFile': 'system',
  'projects.auditAmount': 'staff',
  'projects.quoteAmount': 'staff',
  'projects.promoPrice': 'staff',
  'projects.promoDiscount': 'staff',
  'projects.promoCode': 'staff',
  'quizzes.snapshot': 'system',
  'styles.isCustom': 'curator',
  'styles.isPublished': 'curator',
  'files.kind': 'file-kind',
  'files.isGenerated': 'system',
  'files.onceKey': 'system',
  'contact-messages.sender': 'system',
  'appointments.slotKey': 'system',
  'appointments.sequence': 'system',
  'payments.reference': 'system',
  'payments.project': 'system',
  'payments.purpose': 'system',
  'payments.method': 'system',
  'payments.amountCents': 'system',
  'payments.amountLabel': 'system',
  'payments.providerSessionId': 'system',
  'payments.paidAt': 'system',
  'payments.confirmedBy': 'system',
  // Every owner is set by the product (from the writer or the project), projects' excepted (staff assign one).
  ...Object.fromEntries(
    ['responses', 'styles', 'photos', 'folders', 'files', 'reports', 'project-history', 'appointments', 'payments', 'signatures'].map((slug) => [`${slug}.owner`, 'system' as const]),
  ),
}

/** Admin holds every role: it may do what any role may, and nothing that no role may. */
const holds = (role: BackOfficeRole, allowed: readonly BackOfficeRole[] | undefined) => (allowed ?? []).length > 0 && (role === 'admin' || (allowed ?? []).includes(role))

export function fieldClass(collection: string, path: string): FieldClass | 'open' {
  return FIELD_CLASSES[`${collection}.${path}`] ?? 'open'
}

/** May this REST actor make this kind of write on the collection at all? */
export function restMayWrite(actor: RestActor, collection: string, operation: Operation): boolean {
  if (actor === 'anonymous' || actor === 'customerA' || actor === 'customerB') return false
  return holds(actor, REST_WRITERS[collection]?.[operation])
}

/** May this writer set this field (the collection's own access aside)? `value` matters for the file kind only. */
export function maySetField(writer: BackOfficeRole | 'customer', collection: string, path: string, operation: 'create' | 'update', value?: unknown): boolean {
  const kind = fieldClass(collection, path)
  const role = writer === 'customer' ? null : writer
  switch (kind) {
    case 'open':
      return true
    case 'system':
      return false
    case 'staff':
      return role !== null && holds(role, ['staff'])
    case 'admin':
      return role === 'admin'
    case 'curator':
      return role !== null && holds(role, ['curator'])
    case 'staff-create':
      return operation === 'update' || (role !== null && holds(role, ['staff']))
    case 'file-kind':
      if (value === 'signed-contract') return false
      return role !== null ? holds(role, ['staff']) : ['document', 'plan', 'photo'].includes(String(value))
  }
}

/** The README's table: role × collection, what each may create, update and delete through REST (c, u, d). */
export function writePolicyTable(): string {
  const roles: (RestActor | 'customer (product)')[] = ['anonymous', 'customerA', 'marketing', 'curator', 'staff', 'admin', 'customer (product)']
  const header = ['collection', ...roles.map((role) => (role === 'customerA' ? 'customer (REST)' : role))]
  const rows = Object.keys(REST_WRITERS).map((collection) => {
    const cells = roles.map((role) => {
      const letters = (['create', 'update', 'delete'] as const).map((operation) => {
        const may = role === 'customer (product)' ? (PRODUCT_WRITERS[collection] ?? []).includes(operation) : restMayWrite(role, collection, operation)
        return may ? operation[0] : '-'
      })
      return letters.join('')
    })
    return [`\`${collection}\``, ...cells]
  })
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n')
}

/** Who may do something, for the doors beyond writes: 'everyone' (visitors included), or these back-office roles (admin holds every role). */
export type Readers = 'everyone' | readonly BackOfficeRole[]

/**
 * Globals: who reads (GET /api/globals/:slug), updates (POST /api/globals/:slug) and reads the versions
 * (GET /api/globals/:slug/versions) of each, through REST; customers update none. Absent: nobody. A global
 * added to the config without its line here fails the write matrix.
 */
export const GLOBAL_POLICY: Record<string, Partial<Record<'read' | 'update' | 'readVersions', Readers>>> = {
  params: { read: 'everyone', update: ['marketing'], readVersions: ['marketing'] },
  'home-content': { read: 'everyone', update: ['marketing'], readVersions: ['marketing'] },
  'pricing-grid': { read: ['staff', 'marketing'], update: ['marketing'], readVersions: ['staff', 'marketing'] },
  'company-identity': { read: ['staff', 'marketing'], update: ['admin'], readVersions: ['admin'] },
  // No versions kept: the versions door answers 404 to everyone.
  'payment-settings': { read: ['staff'], update: ['admin'] },
  // Payload's job statistics, which its scheduler reads and writes directly in the database.
  'payload-jobs-stats': { read: ['admin'] },
}

/**
 * Collections whose versions some actor may read (GET /api/:slug/versions). Absent: nobody (a collection
 * that keeps no versions answers 404 there). Published questionnaire versions are public content (a project
 * keeps the version it started on): the list answers everyone, filtered to published ones.
 */
export const VERSION_READERS: Record<string, Readers> = {
  quizzes: 'everyone',
  questions: ['marketing'],
}

/** May this REST actor pass this door, under this rule? */
export function mayPass(actor: RestActor, readers: Readers | undefined): boolean {
  if (readers === 'everyone') return true
  if (actor === 'anonymous' || actor === 'customerA' || actor === 'customerB') return false
  return holds(actor, readers)
}

/** The README's second table: each global (read, update, versions) and each collection's versions, by actor through REST (r, u, v). */
export function readPolicyTable(): string {
  const roles: RestActor[] = ['anonymous', 'customerA', 'marketing', 'curator', 'staff', 'admin']
  const header = ['global or versions', ...roles.map((role) => (role === 'customerA' ? 'customer' : role))]
  const globalRows = Object.entries(GLOBAL_POLICY).map(([slug, policy]) => [
    `global \`${slug}\``,
    ...roles.map((role) => `${mayPass(role, policy.read) ? 'r' : '-'}${mayPass(role, policy.update) ? 'u' : '-'}${mayPass(role, policy.readVersions) ? 'v' : '-'}`),
  ])
  const versionRows = Object.entries(VERSION_READERS).map(([slug, readers]) => [`\`${slug}\` versions`, ...roles.map((role) => (mayPass(role, readers) ? '--v' : '---'))])
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`
  return [line(header), line(header.map(() => '---')), ...globalRows.map(line), ...versionRows.map(line)].join('\n')
}
