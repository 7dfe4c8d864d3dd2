import * as z from 'zod/mini'
import { PROJECT_STATUS_VALUES } from '../workflow/project-status.ts'
import { APARTMENT_TYPE_VALUES } from './apartment-types.ts'

/** A repeated or comma-separated query parameter as a list ('1,2' or ['1', '2']). */
const asList = (value: unknown) =>
  value === undefined || value === null || value === '' ? [] : (Array.isArray(value) ? value : [value]).flatMap((item) => String(item).split(',')).filter(Boolean)

const wholeNumber = (field: string) => z.pipe(z.string().check(z.regex(/^\d{1,6}$/, `Le paramètre ${field} doit être un nombre entier.`)), z.transform(Number))

/** An empty parameter ('' or null) reads as absent. */
const emptyAsAbsent = z.transform((value: unknown) => (value === '' || value === null ? undefined : value))

/**
 * NOTE: not in the barrel (index.ts exports its type only): the browser never parses the filters with it, and a
 * schema built at a module's top would put zod in every page's first-load script. The server imports this file.
 *
 * The filters of the projects list (spec section 2 'Project list and cards', section 7 'list/all'):
 * address (contains), apartment types (any of), status, page. One schema for the screen's URL and /v1.
 */
export const projectListFiltersSchema = z.object({
  address: z.pipe(z.optional(z.string().check(z.trim(), z.maxLength(200))), z.transform((value) => value || undefined)),
  apartmentTypes: z.pipe(z.transform(asList), z.array(z.enum(APARTMENT_TYPE_VALUES, { error: 'Type d’appartement inconnu.' })).check(z.maxLength(4))),
  visa: z.pipe(
    emptyAsAbsent,
    z.optional(wholeNumber('visa').check(z.refine((visa) => (PROJECT_STATUS_VALUES as readonly number[]).includes(visa), 'Statut de projet inconnu.'))),
  ),
  page: z.pipe(emptyAsAbsent, z._default(wholeNumber('p').check(z.refine((page) => page >= 1, 'Le numéro de page (p) doit être supérieur à 0.')), 1)),
})

export type ProjectListFilters = z.output<typeof projectListFiltersSchema>
