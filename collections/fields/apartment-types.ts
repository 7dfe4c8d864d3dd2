import { APARTMENT_TYPES } from '../../src/domain/projects/index.ts'

/** Spec section 1: apartment type of a project (project_apparttype), as the admin's select options. */
export const APARTMENT_TYPE_OPTIONS = APARTMENT_TYPES.map(({ value, label }) => ({ value, label }))
