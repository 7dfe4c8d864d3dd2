import type { Endpoint, SanitizedConfig } from 'payload'
import { NotFoundError } from '../../src/domain/errors.ts'
import { domainErrorResponse } from '../endpoints/error-response.ts'

const notFound = () => domainErrorResponse(new NotFoundError())
const METHODS = ['get', 'post', 'patch', 'put', 'delete'] as const

/**
 * Doors Payload opens for a feature whether it is configured or not, and which then answer 500: each answers
 * the French 404 of anything not found instead.
 * - Versions (GET …/versions and …/versions/{id}, POST …/versions/{id} to restore) of every collection and global:
 *   where none are kept they query a table that does not exist.
 * - Email verification (POST /api/{auth collection}/verify/{token}) without `auth.verify` (accounts here are
 *   activated by the product's own link, /v1/user/activate): it looks the token up in a field that does not exist.
 * - A collection or global without REST endpoints (`payload-migrations`): Payload answers 501 « Cannot GET »
 *   followed by the whole URL the server was reached at (its internal origin behind a proxy).
 */
export function closeUnusedDoors(config: SanitizedConfig): SanitizedConfig {
  for (const entity of [...config.collections, ...config.globals]) {
    if (entity.endpoints === false) {
      entity.endpoints = METHODS.map((method): Endpoint => ({ method, path: '/:rest*', handler: notFound }))
      continue
    }
    if (!Array.isArray(entity.endpoints)) continue
    const verifies = 'auth' in entity && Boolean(entity.auth?.verify)
    const isUnused = (path: string) => (path.startsWith('/versions') && !entity.versions) || (path === '/verify/:id' && !verifies)
    entity.endpoints = entity.endpoints.map((endpoint) => (isUnused(endpoint.path) ? { ...endpoint, handler: notFound } : endpoint))
  }
  return config
}
