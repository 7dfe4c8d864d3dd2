import { z } from 'zod'

/**
 * The id of a stored record, as the product handles it: an opaque string ("12" on SQLite and PostgreSQL,
 * "665f1c…" on MongoDB; design/api.md). Ids are compared as strings and never turned into numbers or
 * ordered: order by a date or an explicit position instead. The database's own id type is met only at
 * the Payload boundary (src/platform/payload-id.server.ts).
 */
export type DocId = string

/** The DocId of an id as Payload returns it (a number on SQL adapters, a string on MongoDB). */
export const toDocId = (id: string | number): DocId => String(id)

/** The DocId of an optional id, or null. */
export const toDocIdOrNull = (id: string | number | null | undefined): DocId | null => (id === null || id === undefined || id === '' ? null : String(id))

/** Whether two ids name the same record, whatever their runtime type. */
export const isSameDoc = (a: string | number | null | undefined, b: string | number | null | undefined): boolean =>
  a !== null && a !== undefined && b !== null && b !== undefined && String(a) === String(b)

/**
 * The shape check of an id in a server function's input: a short text. Whether it can be an id of this
 * database is checked by the service at the Payload boundary (parseDocId).
 * NOTE: a function, built in the validator: Start strips validators from the browser's build, and a schema
 * built at this module's top would bring zod to every page that handles an id.
 */
export const docIdInput = () => z.string().trim().min(1).max(40)
