import { z } from 'zod'
import { PROJECT_STATUS_VALUES } from '../workflow/project-status.ts'

/** Apartment types (spec section 1): 0 studio, 1 two rooms, 2 three rooms, 3 four rooms and more. */
export const APARTMENT_TYPES = [
  { value: '0', label: 'Studio' },
  { value: '1', label: '2 pièces' },
  { value: '2', label: '3 pièces' },
  { value: '3', label: '4 pièces et plus' },
] as const

export type ApartmentType = (typeof APARTMENT_TYPES)[number]['value']

const APARTMENT_TYPE_VALUES = APARTMENT_TYPES.map((type) => type.value) as [ApartmentType, ...ApartmentType[]]

/** A repeated or comma-separated query parameter as a list ('1,2' or ['1', '2']). */
const asList = (value: unknown) =>
  value === undefined || value === null || value === '' ? [] : (Array.isArray(value) ? value : [value]).flatMap((item) => String(item).split(',')).filter(Boolean)

const wholeNumber = (field: string) =>
  z
    .string()
    .regex(/^\d{1,6}$/, `Le paramètre ${field} doit être un nombre entier.`)
    .transform(Number)

/**
 * The filters of the projects list (spec section 2 'Project list and cards', section 7 'list/all'):
 * address (contains), apartment types (any of), status, page. One schema for the screen's URL and /v1.
 */
export const projectListFiltersSchema = z.object({
  address: z.string().trim().max(200).optional().transform((value) => value || undefined),
  apartmentTypes: z.preprocess(asList, z.array(z.enum(APARTMENT_TYPE_VALUES, { error: 'Type d’appartement inconnu.' })).max(4)),
  visa: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    wholeNumber('visa')
      .refine((visa) => (PROJECT_STATUS_VALUES as readonly number[]).includes(visa), 'Statut de projet inconnu.')
      .optional(),
  ),
  page: z.preprocess((value) => (value === '' || value === null ? undefined : value), wholeNumber('p').refine((page) => page >= 1, 'Le numéro de page (p) doit être supérieur à 0.').default(1)),
})

export type ProjectListFilters = z.output<typeof projectListFiltersSchema>

/** Whether any filter narrows the list (the empty list then says no project matches the filter). */
export function hasActiveFilters(filters: { address?: string | undefined; apartmentTypes: readonly string[]; visa?: number | undefined }): boolean {
  return Boolean(filters.address) || filters.apartmentTypes.length > 0 || filters.visa !== undefined
}
