import type { Payload } from 'payload'
import { InvalidInputError } from '../domain/errors.ts'
import type { DocId } from '../domain/ids/index.ts'

/** The shape of an id on each kind of database: an integer on SQL adapters, a 24-hex ObjectId on MongoDB. */
const SQL_ID = /^[1-9]\d{0,17}$/
const OBJECT_ID = /^[0-9a-f]{24}$/i

const usesNumericIds = (payload: Payload): boolean => payload.db.defaultIDType === 'number'

/** Whether text is a well-formed id for this database (the edge's check before any query). */
export function isWellFormedDocId(payload: Payload, text: string): boolean {
  return (usesNumericIds(payload) ? SQL_ID : OBJECT_ID).test(text)
}

/**
 * An id from a path, a query or a body, parsed once at the edge: anything that cannot be an id of this
 * database is a 400 with `message`.
 */
export function parseDocId(payload: Payload, raw: unknown, message = 'Identifiant invalide.'): DocId {
  const text = String(raw ?? '').trim()
  if (!isWellFormedDocId(payload, text)) throw new InvalidInputError(message)
  return text
}

/**
 * The id as Payload's Local API wants it in a relationship value: SQL adapters validate relations as
 * numbers. NOTE: this is the one place a DocId meets the database's own id type.
 */
export function payloadIdOf(payload: Payload, id: DocId): number | string {
  return usesNumericIds(payload) ? Number(id) : id
}
