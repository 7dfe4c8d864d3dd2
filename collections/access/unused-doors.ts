import type { SanitizedConfig } from 'payload'
import { NotFoundError } from '../../src/domain/errors.ts'
import { domainErrorResponse } from '../endpoints/error-response.ts'

/**
 * Doors Payload opens for a feature whether it is configured or not, and which then answer 500: each answers
 * the French 404 of anything not found instead.
 * - Versions (GET …/versions and …/versions/{id}, POST …/versions/{id} to restore) of every collection and global:
 *   where none are kept they query a table that does not exist.
 * - Email verification (POST /api/{auth collection}/verify/{token}) without `auth.verify` (accounts here are
 *   activated by the product's own link, /v1/user/activate): it looks the token up in a field that does not exist.
 */
export function closeUnusedDoors(config: SanitizedConfig): SanitizedConfig {
  for (const entity of [...config.collections, ...config.globals]) {
    if (!Array.isArray(entity.endpoints)) continue
    const verifies = 'auth' in entity && Boolean(entity.auth?.verify)
    const isUnused = (path: string) => (path.startsWith('/versions') && !entity.versions) || (path === '/verify/:id' && !verifies)
    entity.endpoints = entity.endpoints.map((endpoint) => (isUnused(endpoint.path) ? { ...endpoint, handler: () => domainErrorResponse(new NotFoundError()) } : endpoint))
  }
  return config
}
