import type { DocId } from '@/domain/ids'
import { looksLikeDocId } from '@/domain/ids/doc-id-shape'

// NOTE: plain readers rather than zod schemas: a route's validateSearch loads with every page (the route
// options are in the entry), and zod's core was 15 KB gzip of each page's first load (issue #10).

/** Reads one query parameter as TanStack Router parsed it (JSON where it reads as JSON): its value, or undefined. */
export type SearchReader<T> = (value: unknown) => T | undefined

/** A text of at most `maxLength` characters, matching `pattern` when one is given. */
export const searchText =
  ({ maxLength = Number.POSITIVE_INFINITY, pattern }: { maxLength?: number; pattern?: RegExp } = {}): SearchReader<string> =>
  (value) =>
    typeof value === 'string' && value.length <= maxLength && (pattern === undefined || pattern.test(value)) ? value : undefined

/** A whole number within [min, max]; with `coerce`, a text that reads as one too ('3'). */
export const searchInteger =
  ({ min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER, coerce = false }: { min?: number; max?: number; coerce?: boolean } = {}): SearchReader<number> =>
  (value) => {
    const number = typeof value === 'number' ? value : coerce && typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN
    return Number.isSafeInteger(number) && number >= min && number <= max ? number : undefined
  }

/**
 * A record's id: an integer (the router reads '12' as the number 12) or an ObjectId text; any other value
 * is dropped. Kept as the router read it, so that the URL it writes back is the one given ('?preview=12',
 * not '?preview=%2212%22'): `toDocId` at use. The server parses it for its database.
 */
export const searchDocId =
  (): SearchReader<number | DocId> =>
  (value) =>
    (typeof value === 'number' || typeof value === 'string') && looksLikeDocId(String(value)) ? value : undefined

/** A list whose every item is one of `allowed` (the whole list is dropped otherwise). */
export const searchListOf =
  <T extends string>(allowed: readonly T[]): SearchReader<T[]> =>
  (value) =>
    Array.isArray(value) && value.every((item) => (allowed as readonly unknown[]).includes(item)) ? (value as T[]) : undefined

type Readers = Record<string, SearchReader<unknown>>
export type SearchOf<R extends Readers> = { [K in keyof R]?: R[K] extends SearchReader<infer T> ? T : never }

/**
 * A route's validateSearch from one reader per parameter: a value that does not read is dropped rather
 * than refused (the URL is the visitor's to edit), and parameters not named are left out.
 * NOTE: a dropped parameter is returned as undefined, not left out: the router lays the route's search over
 * the URL's as parsed ({ ...parsed, ...validated }), so a value left out would come back unread (the number 3
 * of '?project_id=3' reached a loader that expected a text).
 */
export function lenientSearch<R extends Readers>(readers: R): (search: Record<string, unknown>) => SearchOf<R> {
  return (search) => {
    const read: Record<string, unknown> = {}
    for (const [name, reader] of Object.entries(readers)) read[name] = reader(search[name])
    return read as SearchOf<R>
  }
}
