import type { Field, FlattenedField, PayloadRequest, SanitizedConfig } from 'payload'
import { isBackOfficeUser } from './is-back-office-user.ts'
import { isAdmin } from './is-admin.ts'
import { nobody } from './nobody.ts'

const FORBIDDEN = 'Vous n’êtes pas autorisé à effectuer cette action.'

/**
 * Payload adds its own collections and globals after ours, with "any logged-in user" as their access. Deny by
 * default applies to them too (trust-boundary.md): document locks belong to the back office (a customer could
 * otherwise lock a project against staff), the migrations table is read by admins and written by no request,
 * the job queue and its statistics (the `payload-jobs-stats` global, which the scheduler reads) are the
 * product's alone, and admin preferences are the back office's (each user their own): their endpoints
 * (`/api/payload-preferences/:key`) do not consult collection access, so they are guarded too. None keeps
 * versions: their version doors are shut. The sessions Payload keeps on each account (`sessions`, readable by
 * its own user: `GET /api/users/me` answered them) are read by nobody: Payload reads them with overrideAccess,
 * and answers the field as an empty list.
 */
export function closeInternalCollections(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    const slug: string = collection.slug
    if (collection.auth?.useSessions) {
      const hidden = <T extends Field | FlattenedField>(field: T): T => (field.type === 'array' && field.name === 'sessions' ? { ...field, access: { ...field.access, read: nobody } } : field)
      collection.fields = collection.fields.map(hidden)
      collection.flattenedFields = collection.flattenedFields.map(hidden)
    }
    if (slug === 'payload-locked-documents') {
      collection.access = { ...collection.access, read: isBackOfficeUser, readVersions: nobody, create: isBackOfficeUser, update: isBackOfficeUser, delete: isBackOfficeUser }
    }
    if (slug === 'payload-preferences') {
      const own = collection.access
      const backOfficeAnd = (check: typeof own.read) => (args: Parameters<typeof own.read>[0]) => (isBackOfficeUser(args) ? check(args) : false)
      collection.access = { ...own, create: isBackOfficeUser, read: backOfficeAnd(own.read), readVersions: nobody, update: backOfficeAnd(own.update), delete: backOfficeAnd(own.delete) }
      collection.endpoints = (collection.endpoints || []).map((endpoint) => ({
        ...endpoint,
        handler: (req: PayloadRequest) => (isBackOfficeUser({ req }) ? endpoint.handler(req) : Response.json({ errors: [{ message: FORBIDDEN }] }, { status: 403 })),
      }))
    }
    if (slug === 'payload-migrations') collection.access = { ...collection.access, read: isAdmin, readVersions: nobody, create: nobody, update: nobody, delete: nobody }
    if (slug === 'payload-jobs') collection.access = { ...collection.access, read: isAdmin, readVersions: nobody, create: nobody, update: nobody, delete: nobody }
    if (slug === 'payload-kv') collection.access = { ...collection.access, read: nobody, readVersions: nobody, create: nobody, update: nobody, delete: nobody }
  }
  for (const global of config.globals) {
    const slug: string = global.slug
    if (slug === 'payload-jobs-stats') global.access = { ...global.access, read: isAdmin, readVersions: nobody, update: nobody }
  }
  return config
}
