import type { Role } from '../../collections/roles.ts'

/**
 * The demo accounts: one per back-office role, and a customer with projects. Passwords are not content:
 * they are drawn at random on every seed (seed/accounts.ts).
 */
export type AccountKey = 'admin' | 'staff' | 'marketing' | 'curator' | 'customer'

export type AccountContent = {
  key: AccountKey
  role: Role
  firstName: string
  lastName: string
  email: string
  phone: string
  /** What this person does, shown in the printed table. */
  job: string
}

export const ACCOUNTS: readonly AccountContent[] = [
  { key: 'admin', role: 'admin', firstName: 'Hélène', lastName: 'Rousseau', email: 'helene.rousseau@maisonnee.fr', phone: '01 84 60 12 00', job: 'Administratrice' },
  { key: 'staff', role: 'staff', firstName: 'Thomas', lastName: 'Girard', email: 'thomas.girard@maisonnee.fr', phone: '01 84 60 12 04', job: 'Architecte d’intérieur, chef de projet' },
  { key: 'marketing', role: 'marketing', firstName: 'Camille', lastName: 'Lefèvre', email: 'camille.lefevre@maisonnee.fr', phone: '01 84 60 12 07', job: 'Responsable marketing (questionnaires, CGU/CGV)' },
  { key: 'curator', role: 'curator', firstName: 'Inès', lastName: 'Moreau', email: 'ines.moreau@maisonnee.fr', phone: '01 84 60 12 09', job: 'Curatrice des styles et moodboards' },
  { key: 'customer', role: 'customer', firstName: 'Claire', lastName: 'Martin', email: 'claire.martin@exemple.fr', phone: '06 12 34 56 78', job: 'Cliente (2 projets)' },
]
