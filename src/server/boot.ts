import type { Payload, SanitizedConfig } from 'payload'
import { getPayload } from 'payload'

/**
 * Starts Payload once for the whole process and brings the SQL schema up to date from the committed
 * migrations (MongoDB needs none). Next's admin and the Start site then get this same instance.
 */
export async function bootPayload(config: Promise<SanitizedConfig> | SanitizedConfig): Promise<Payload> {
  const payload = await getPayload({ config })
  if (payload.db.name !== 'mongoose') await payload.db.migrate()
  return payload
}
