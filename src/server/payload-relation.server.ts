import type { Payload } from 'payload'
import type { DocId } from '../domain/ids/index.ts'
import { payloadIdOf } from '../platform/payload-id.server.ts'

/**
 * A DocId as a relationship value or `where` operand, typed as the generated types declare ids (numbers:
 * they are generated against SQL). NOTE: on MongoDB the runtime value is the ObjectId string, which
 * Payload expects there; the type is the only thing that is SQL-shaped.
 */
export function relationTo(payload: Payload, id: DocId | number): number {
  return payloadIdOf(payload, String(id)) as number
}
