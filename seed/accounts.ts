import { randomInt } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import type { User } from '../payload-types.ts'
import { ROLE_LABELS, ROLES, type Role } from '../collections/roles.ts'
import { slugs } from '../collections/slugs.ts'
import { checkPassword, PASSWORD_SPECIAL_CHARACTERS } from '../src/domain/password/index.ts'
import { ACCOUNTS, type AccountKey } from './content/accounts.ts'

/** A demo account as printed at start and returned by the seed. */
export type DemoAccount = {
  key: AccountKey
  role: Role
  name: string
  email: string
  password: string
}

const CREDENTIALS_FILE_NAME = 'demo-accounts.txt'

/** Where the demo accounts are written: in the data folder, private to its owner, never in the repository. */
export function credentialsFilePath(dataDir: string): string {
  return path.join(dataDir, CREDENTIALS_FILE_NAME)
}

// Letters and digits that cannot be mistaken for one another when read off a terminal (no l/1, O/0).
const LOWERCASE = 'abcdefghijkmnopqrstuvwxyz'
const UPPERCASE = 'ABCDEFGHJKLMNPQRSTUVWXYZ'
const DIGITS = '23456789'
const SPECIALS = PASSWORD_SPECIAL_CHARACTERS.join('')

const pickFrom = (alphabet: string) => alphabet.charAt(randomInt(alphabet.length))

/**
 * A random password that meets the password policy (spec section 5) with room to spare: 16 characters,
 * at least 2 digits, 2 uppercase, 8 lowercase letters and 2 of ; ! @ # $ & *, shuffled with the system's
 * cryptographic random source.
 */
export function generatePassword(): string {
  const characters = [
    ...Array.from({ length: 8 }, () => pickFrom(LOWERCASE)),
    ...Array.from({ length: 2 }, () => pickFrom(UPPERCASE)),
    ...Array.from({ length: 2 }, () => pickFrom(DIGITS)),
    ...Array.from({ length: 2 }, () => pickFrom(SPECIALS)),
    ...Array.from({ length: 2 }, () => pickFrom(LOWERCASE + UPPERCASE + DIGITS)),
  ]
  for (let index = characters.length - 1; index > 0; index--) {
    const other = randomInt(index + 1)
    ;[characters[index], characters[other]] = [characters[other] as string, characters[index] as string]
  }
  const password = characters.join('')
  // NOTE: cannot fail by construction; checked anyway so that a change of policy breaks the seed, not logins.
  if (!checkPassword(password).ok) throw new Error('Generated demo password does not meet the password policy')
  return password
}

export type SeededAccounts = { accounts: DemoAccount[]; userIds: Record<AccountKey, User['id']> }

/** Creates one user per demo account, active, with a fresh random password. */
export async function seedAccounts(payload: Payload): Promise<SeededAccounts> {
  const accounts: DemoAccount[] = []
  const userIds = {} as Record<AccountKey, User['id']>
  for (const account of ACCOUNTS) {
    const password = generatePassword()
    const user = await payload.create({
      collection: slugs.users,
      data: {
        email: account.email,
        password,
        firstName: account.firstName,
        lastName: account.lastName,
        phone: account.phone,
        role: account.role,
        isActive: true,
        sendNotifications: true,
        createdFromQuestionnaire: account.role === 'customer',
      },
      // The seed is a system action: it may set roles and activation, which only an admin may do.
      overrideAccess: true,
      disableVerificationEmail: true,
    })
    userIds[account.key] = user.id
    accounts.push({ key: account.key, role: account.role, name: `${account.firstName} ${account.lastName}`, email: account.email, password })
  }
  return { accounts, userIds }
}

const HEADER = ['rôle', 'nom', 'email', 'mot de passe']

/**
 * Writes the accounts as tab-separated lines (rôle, nom, email, mot de passe) under a comment, readable by
 * a person and by readCredentials. Mode 0600: the passwords are real.
 */
export function writeCredentials(dataDir: string, accounts: readonly DemoAccount[]): string {
  mkdirSync(dataDir, { recursive: true })
  const file = credentialsFilePath(dataDir)
  const lines = [
    '# Maisonnée : comptes de démonstration créés par le seed. Fichier privé, ne pas partager ni versionner.',
    `# Généré le ${new Date().toISOString()}. Relancer « npm run seed » pour repartir de zéro avec de nouveaux mots de passe.`,
    HEADER.join('\t'),
    ...accounts.map((account) => [account.role, account.name, account.email, account.password].join('\t')),
    '',
  ]
  writeFileSync(file, lines.join('\n'), { mode: 0o600 })
  // writeFileSync applies the mode only when it creates the file.
  chmodSync(file, 0o600)
  return file
}

const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value)

/** The accounts written by a previous seed, or null when the file is missing or unreadable. */
export function readCredentials(dataDir: string): DemoAccount[] | null {
  const file = credentialsFilePath(dataDir)
  if (!existsSync(file)) return null
  const accounts: DemoAccount[] = []
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('#') || line.trim() === '' || line === HEADER.join('\t')) continue
    const [role = '', name = '', email = '', password = ''] = line.split('\t')
    if (!isRole(role) || email === '' || password === '') return null
    const key = ACCOUNTS.find((account) => account.email === email)?.key ?? role
    accounts.push({ key, role, name, email, password })
  }
  return accounts.length > 0 ? accounts : null
}

/** The accounts as an aligned table, for the terminal. */
export function formatAccountsTable(accounts: readonly DemoAccount[], file: string): string {
  const rows = [['Rôle', 'Nom', 'Email', 'Mot de passe'], ...accounts.map((account) => [ROLE_LABELS[account.role], account.name, account.email, account.password])]
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? []
  const format = (row: string[]) => `  ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('   ')}`.trimEnd()
  const rule = `  ${widths.map((width) => '─'.repeat(width)).join('   ')}`
  return ['', 'Comptes de démonstration Maisonnée', format(rows[0] ?? []), rule, ...rows.slice(1).map(format), `  (enregistrés dans ${file})`, ''].join('\n')
}
