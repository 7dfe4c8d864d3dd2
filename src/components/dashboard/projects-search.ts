import * as z from 'zod/mini'
import { projectListFiltersSchema } from '@/domain/projects'

/**
 * The 'Mes projets' screen's URL query (spec section 2): project_address, project_apparttype (array),
 * visa, p. A value that does not read is dropped rather than refused: the URL is the customer's to edit.
 */
export const projectsSearchSchema = z.object({
  project_address: z.catch(z.optional(z.string().check(z.maxLength(200))), undefined),
  project_apparttype: z.catch(z.optional(z.array(z.enum(['0', '1', '2', '3']))), undefined),
  visa: z.catch(z.optional(z.int().check(z.gte(0), z.lte(13))), undefined),
  p: z.catch(z.optional(z.int().check(z.gte(1))), undefined),
})

export type ProjectsSearch = z.infer<typeof projectsSearchSchema>

/** The list filters a search holds, read by the same schema as /v1. */
export function filtersOfSearch(search: ProjectsSearch) {
  return projectListFiltersSchema.parse({
    address: search.project_address,
    apartmentTypes: search.project_apparttype ?? [],
    visa: search.visa === undefined ? undefined : String(search.visa),
    page: String(search.p ?? 1),
  })
}
