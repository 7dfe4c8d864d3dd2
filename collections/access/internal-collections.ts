import type { PayloadRequest, SanitizedConfig } from 'payload'
import { isBackOfficeUser } from './is-back-office-user.ts'
import { isAdmin } from './is-admin.ts'

const nobody = () => false
const FORBIDDEN = 'Vous n’êtes pas autorisé à effectuer cette action.'

/**
 * Payload adds its own collections after ours, with "any logged-in user" as their access. Deny by default
 * applies to them too (trust-boundary.md): document locks belong to the back office (a customer could
 * otherwise lock a project against staff), the migrations table is read by admins and written by no request,
 * the job queue is the product's alone, and admin preferences are the back office's (each user their own):
 * their endpoints (`/api/payload-preferences/:key`) do not consult collection access, so they are guarded too.
 */
export function closeInternalCollections(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    const slug: string = collection.slug
    if (slug === 'payload-locked-documents') {
      collection.access = { ...collection.access, read: isBackOfficeUser, create: isBackOfficeUser, update: isBackOfficeUser, delete: isBackOfficeUser }
    }
    if (slug === 'payload-preferences') {
      const own = collection.access
      const backOfficeAnd = (check: typeof own.read) => (args: Parameters<typeof own.read>[0]) => (isBackOfficeUser(args) ? check(args) : false)
      collection.access = { ...own, create: isBackOfficeUser, read: backOfficeAnd(own.read), update: backOfficeAnd(own.update), delete: backOfficeAnd(own.delete) }
      collection.endpoints = (collection.endpoints || []).map((endpoint) => ({
        ...endpoint,
        handler: (req: PayloadRequest) => (isBackOfficeUser({ req }) ? endpoint.handler(req) : Response.json({ errors: [{ message: FORBIDDEN }] }, { status: 403 })),
      }))
    }
    if (slug === 'payload-migrations') collection.access = { ...collection.access, read: isAdmin, create: nobody, update: nobody, delete: nobody }
    if (slug === 'payload-jobs') collection.access = { ...collection.access, read: isAdmin, create: nobody, update: nobody, delete: nobody }
  }
  return config
}
