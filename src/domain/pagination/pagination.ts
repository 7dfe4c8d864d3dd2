import { InvalidInputError } from '../errors.ts'

/** Default page sizes of spec section 9. */
export const PAGE_SIZES = {
  zones: 5,
  styles: 5,
  projects: 12,
  images: 4,
  reports: 10,
  folders: 12,
  admin: 10,
  gallery: 10,
} as const

/**
 * The largest page a client may ask for. NOTE: a larger `div` is not an error: it is lowered to this cap,
 * so an older client asking for 'everything' still works and reads `lastPage` to fetch the rest.
 */
export const MAX_PAGE_SIZE = 100

export type PaginationQuery = { p?: string | null; div?: string | null }

export type Pagination = { page: number; pageSize: number }

export type PageWindow = { page: number; lastPage: number; offset: number; total: number }

/** The list envelope of design/api.md. */
export type PageResult<T> = { data: T[]; total: number; page: number; lastPage: number }

// Digits only: no sign, no decimal point, no exponent, no spaces.
const WHOLE_NUMBER = /^[0-9]+$/

function isAbsent(value: string | null | undefined): value is null | undefined | '' {
  return value === undefined || value === null || value === ''
}

function parsePositiveInteger(value: string): number | undefined {
  if (!WHOLE_NUMBER.test(value)) return undefined
  const parsed = Number(value)
  return Number.isSafeInteger(parsed) && parsed >= 1 ? parsed : undefined
}

function assertPageSize(pageSize: number, name: string): void {
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    throw new RangeError(`${name} must be an integer from 1 to ${MAX_PAGE_SIZE}, got ${pageSize}`)
  }
}

/**
 * Reads the `p` (1-based page number) and `div` (page size) query parameters of a list call.
 * An absent or empty parameter takes its default: page 1, `defaultSize` (one of {@link PAGE_SIZES}).
 * Anything but a whole number from 1 up is an {@link InvalidInputError} (400); a `div` over
 * {@link MAX_PAGE_SIZE} is lowered to it.
 */
export function parsePagination(query: PaginationQuery, defaultSize: number): Pagination {
  assertPageSize(defaultSize, 'defaultSize')

  let pageSize = defaultSize
  if (!isAbsent(query.div)) {
    const requested = parsePositiveInteger(query.div)
    if (requested === undefined) {
      throw new InvalidInputError('La taille de page (div) doit être un nombre entier supérieur à 0.', {
        field: 'div',
      })
    }
    pageSize = Math.min(requested, MAX_PAGE_SIZE)
  }

  let page = 1
  if (!isAbsent(query.p)) {
    const requested = parsePositiveInteger(query.p)
    // The offset of the page must stay an exact integer too.
    if (requested === undefined || !Number.isSafeInteger((requested - 1) * pageSize)) {
      throw new InvalidInputError('Le numéro de page (p) doit être un nombre entier supérieur à 0.', {
        field: 'p',
      })
    }
    page = requested
  }

  return { page, pageSize }
}

/**
 * Where a page sits in a list of `total` items: the offset of its first item and the last page number.
 * `lastPage` is at least 1, so an empty list has one (empty) page. A page past the end is kept as asked
 * and simply holds no items.
 */
export function paginate({ total, page, pageSize }: { total: number } & Pagination): PageWindow {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError(`total must be a whole number, got ${total}`)
  if (!Number.isSafeInteger(page) || page < 1) throw new RangeError(`page must be an integer from 1, got ${page}`)
  assertPageSize(pageSize, 'pageSize')
  return {
    page,
    lastPage: Math.max(1, Math.ceil(total / pageSize)),
    offset: (page - 1) * pageSize,
    total,
  }
}

/** The `{data, total, page, lastPage}` answer of a list call (design/api.md). */
export function pageResult<T>({
  data,
  total,
  page,
  pageSize,
}: { data: T[]; total: number } & Pagination): PageResult<T> {
  const { lastPage } = paginate({ total, page, pageSize })
  return { data, total, page, lastPage }
}
