import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import type { Role } from '../../../collections/roles.ts'

/** A password that satisfies the product's policy. */
export const strongPassword = () => `Maison${randomBytes(3).toString('hex')}!7a`

export async function createUser(payload: Payload, role: Role = 'customer', overrides: Record<string, unknown> = {}) {
  const email = `${role}-${randomBytes(5).toString('hex')}@exemple.fr`
  const password = strongPassword()
  const user = await payload.create({
    collection: 'users',
    data: { email, password, role, isActive: true, firstName: 'Test', lastName: role, ...overrides },
    overrideAccess: true,
    disableVerificationEmail: true,
  })
  return { user, email, password }
}

/**
 * A project as it stands at a status, created as seed data is (`context.seed`: the status guard takes its
 * facts as given on create only). Every later move goes through the guard: a test that moves it on sets up
 * the facts that move needs (answers, documents, payments, signature).
 */
export async function createProject(payload: Payload, ownerId: number, data: Record<string, unknown> = {}) {
  return payload.create({
    collection: 'projects',
    data: { title: 'Projet test', owner: ownerId, status: 0, ...data },
    overrideAccess: true,
    context: { actor: 'staff', seed: true },
  })
}

/** The shape Payload puts on req.user, for Local API calls made on behalf of someone. */
export const asUser = <T extends object>(user: T) => ({ ...user, collection: 'users' as const })

/** A real one-page PDF (Payload validates PDF structure on upload). */
export async function tinyPdf(text = 'Maisonnée'): Promise<Buffer> {
  const { PDFDocument, StandardFonts } = await import('pdf-lib')
  const doc = await PDFDocument.create()
  const page = doc.addPage([595, 842])
  page.drawText(text, { x: 50, y: 780, size: 18, font: await doc.embedFont(StandardFonts.Helvetica) })
  return Buffer.from(await doc.save())
}

/** The French message of the first field error of a refused write (Payload's ValidationError). */
export async function refusalMessage(promise: Promise<unknown>): Promise<string> {
  try {
    await promise
  } catch (error) {
    const data = (error as { data?: { errors?: { message: string }[] } }).data
    return data?.errors?.[0]?.message ?? (error as Error).message
  }
  throw new Error('expected the write to be refused')
}
