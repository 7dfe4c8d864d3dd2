import { z } from 'zod'
import { projectListFiltersSchema } from '@/domain/projects'

/**
 * The 'Mes projets' screen's URL query (spec section 2): project_address, project_apparttype (array),
 * visa, p. A value that does not read is dropped rather than refused: the URL is the customer's to edit.
 */
export const projectsSearchSchema = z.object({
  project_address: z.string().max(200).optional().catch(undefined),
  project_apparttype: z.array(z.enum(['0', '1', '2', '3'])).optional().catch(undefined),
  visa: z.number().int().min(0).max(13).optional().catch(undefined),
  p: z.number().int().min(1).optional().catch(undefined),
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
