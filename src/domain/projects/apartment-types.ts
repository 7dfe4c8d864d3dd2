/** Apartment types (spec section 1, `project_apparttype`): 0 studio, 1 two rooms, 2 three rooms, 3 four rooms and more. */
export const APARTMENT_TYPES = [
  { value: '0', label: 'Studio' },
  { value: '1', label: '2 pièces' },
  { value: '2', label: '3 pièces' },
  { value: '3', label: '4 pièces et plus' },
] as const

export type ApartmentType = (typeof APARTMENT_TYPES)[number]['value']

/** The apartment types' stored values, in order ('0' to '3'), as a tuple zod's enums take. */
export const APARTMENT_TYPE_VALUES = APARTMENT_TYPES.map((type) => type.value) as [ApartmentType, ...ApartmentType[]]

/** Whether a stored or typed value is an apartment type ('0' to '3'). */
export function isApartmentType(value: unknown): value is ApartmentType {
  return (APARTMENT_TYPE_VALUES as readonly unknown[]).includes(value)
}

/** The French label of an apartment type ('Studio', '2 pièces'...), or null for none or an unknown one. */
export function apartmentTypeLabel(value: unknown): string | null {
  return APARTMENT_TYPES.find((type) => type.value === value)?.label ?? null
}
