/** Whether any filter narrows the list (the empty list then says no project matches the filter). */
export function hasActiveFilters(filters: { address?: string | undefined; apartmentTypes: readonly string[]; visa?: number | undefined }): boolean {
  return Boolean(filters.address) || filters.apartmentTypes.length > 0 || filters.visa !== undefined
}
