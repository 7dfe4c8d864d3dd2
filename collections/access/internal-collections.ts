import type { SanitizedConfig } from 'payload'
import { isBackOfficeUser } from './is-back-office-user.ts'
import { isAdmin } from './is-admin.ts'

const nobody = () => false

/**
 * Payload adds its own collections after ours, with "any logged-in user" as their access. Deny by default
 * applies to them too (trust-boundary.md): document locks belong to the back office (a customer could
 * otherwise lock a project against staff), the migrations table is read by admins and written by no request,
 * and the job queue is the product's alone. NOTE: `payload-preferences` keeps Payload's own rule (each user
 * their own preferences, through its endpoints, which do not consult collection access).
 */
export function closeInternalCollections(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    const slug: string = collection.slug
    if (slug === 'payload-locked-documents') {
      collection.access = { ...collection.access, read: isBackOfficeUser, create: isBackOfficeUser, update: isBackOfficeUser, delete: isBackOfficeUser }
    }
    if (slug === 'payload-migrations') collection.access = { ...collection.access, read: isAdmin, create: nobody, update: nobody, delete: nobody }
    if (slug === 'payload-jobs') collection.access = { ...collection.access, read: isAdmin, create: nobody, update: nobody, delete: nobody }
  }
  return config
}
