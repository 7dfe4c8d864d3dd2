import { InvalidInputError } from '../errors.ts'
import { PAGE_SIZES, parsePagination, type Pagination } from '../pagination/index.ts'

/** The French answers of the admin API's list query (spec section 7, design/api.md). */
export const ADMIN_QUERY_COPY = {
  unknownField: (name: string) => `Champ inconnu : « ${name} ».`,
  condNotObject: 'Le filtre (cond) doit être un objet JSON de la forme {"champ": valeur}.',
  condValue: (name: string) => `Le filtre (cond) sur « ${name} » doit être un texte, un nombre, un booléen ou null.`,
  direction: 'Le sens du tri (d) doit être asc ou desc.',
} as const

/** The list query as it came: each parameter's text, or null when absent. */
export type AdminListQueryInput = {
  p?: string | null
  div?: string | null
  cond?: string | null
  only?: string | null
  sort?: string | null
  d?: string | null
}

export type FieldEquality = { field: string; value: string | number | boolean | null }

export type AdminListQuery = Pagination & {
  /** cond: every field must equal its value. */
  equalities: FieldEquality[]
  /** only: the fields to return, or null for all of them. */
  only: string[] | null
  sort: { field: string; direction: 'asc' | 'desc' }
}

/** The field a list is sorted by when the caller names none, newest first. */
export const DEFAULT_SORT_FIELD = 'createdAt'

function knownField(name: string, fields: ReadonlySet<string>): string {
  if (!fields.has(name)) throw new InvalidInputError(ADMIN_QUERY_COPY.unknownField(name), { field: name })
  return name
}

const isAbsent = (value: string | null | undefined): value is null | undefined | '' => value === undefined || value === null || value.trim() === ''

/** `cond`: a JSON object of equalities on the collection's own fields; an unknown field is a 400. */
export function parseCond(raw: string | null | undefined, fields: ReadonlySet<string>): FieldEquality[] {
  if (isAbsent(raw)) return []
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch (error) {
    throw new InvalidInputError(ADMIN_QUERY_COPY.condNotObject, { field: 'cond', cause: error })
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new InvalidInputError(ADMIN_QUERY_COPY.condNotObject, { field: 'cond' })
  return Object.entries(parsed).map(([name, value]) => {
    knownField(name, fields)
    if (value !== null && !['string', 'number', 'boolean'].includes(typeof value)) throw new InvalidInputError(ADMIN_QUERY_COPY.condValue(name), { field: 'cond' })
    return { field: name, value: value as FieldEquality['value'] }
  })
}

/** `only`: a comma-separated list of the fields to return; an unknown field is a 400. */
export function parseOnly(raw: string | null | undefined, fields: ReadonlySet<string>): string[] | null {
  if (isAbsent(raw)) return null
  const names = raw.split(',').map((name) => name.trim()).filter((name) => name !== '')
  return names.length === 0 ? null : [...new Set(names.map((name) => knownField(name, fields)))]
}

/**
 * The admin API's list query (GET /adminapi/v1/{model}?p&div&cond&only&sort&d): pages of 10 by default,
 * `cond`, `only` and `sort` checked against the collection's fields (`fields`), `d` asc or desc. With
 * no `sort` the newest come first; with a `sort` and no `d`, ascending.
 */
export function parseAdminListQuery(query: AdminListQueryInput, fields: ReadonlySet<string>): AdminListQuery {
  const pagination = parsePagination(query, PAGE_SIZES.admin)
  const direction = isAbsent(query.d) ? (isAbsent(query.sort) ? 'desc' : 'asc') : query.d.trim().toLowerCase()
  if (direction !== 'asc' && direction !== 'desc') throw new InvalidInputError(ADMIN_QUERY_COPY.direction, { field: 'd' })
  return {
    ...pagination,
    equalities: parseCond(query.cond, fields),
    only: parseOnly(query.only, fields),
    sort: { field: isAbsent(query.sort) ? DEFAULT_SORT_FIELD : knownField(query.sort.trim(), fields), direction },
  }
}
