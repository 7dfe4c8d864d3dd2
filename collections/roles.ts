/** The roles of ARCHITECTURE.md, with their French labels for the admin. */
export const ROLES = ['customer', 'staff', 'marketing', 'curator', 'admin'] as const
export type Role = (typeof ROLES)[number]

export const ROLE_LABELS: Record<Role, string> = {
  customer: 'Client',
  staff: 'Équipe projet (agent, architecte, expert)',
  marketing: 'Marketing',
  curator: 'Curateur de styles',
  admin: 'Administrateur',
}

/** Roles that may open the back office. */
export const BACK_OFFICE_ROLES: readonly Role[] = ['staff', 'marketing', 'curator', 'admin']
