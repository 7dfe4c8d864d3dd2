import config from '@payload-config'
import type { Payload } from 'payload'
import { getPayload } from 'payload'

/** The one place the Start side gets Payload from (the instance server.ts booted). */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config })
}
