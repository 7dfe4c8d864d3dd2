import type { SanitizedConfig } from 'payload'
import { NotFoundError } from '../../src/domain/errors.ts'
import { domainErrorResponse } from '../endpoints/error-response.ts'

/**
 * Payload gives every collection and global its version doors (GET …/versions and …/versions/{id}, POST
 * …/versions/{id} to restore), kept or not: where there are no versions they query a table that does not exist
 * and answer 500. There, each answers the French 404 of anything not found.
 */
export function closeVersionDoors(config: SanitizedConfig): SanitizedConfig {
  for (const entity of [...config.collections, ...config.globals]) {
    if (entity.versions || !Array.isArray(entity.endpoints)) continue
    entity.endpoints = entity.endpoints.map((endpoint) =>
      endpoint.path.startsWith('/versions') ? { ...endpoint, handler: () => domainErrorResponse(new NotFoundError()) } : endpoint,
    )
  }
  return config
}
