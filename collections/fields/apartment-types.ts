/** Spec section 1: apartment type of a project (project_apparttype). */
export const APARTMENT_TYPE_OPTIONS = [
  { value: '0', label: 'Studio' },
  { value: '1', label: '2 pièces' },
  { value: '2', label: '3 pièces' },
  { value: '3', label: '4 pièces et plus' },
]
