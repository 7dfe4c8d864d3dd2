import { APARTMENT_TYPE_VALUES } from '@/domain/projects'
import { lenientSearch, searchInteger, searchListOf, searchText } from '@/lib/search-params'

/**
 * The 'Mes projets' screen's URL query (spec section 2): project_address, project_apparttype (array),
 * visa, p. A value that does not read is dropped rather than refused: the URL is the customer's to edit.
 * The server reads the list filters with the same schema as /v1.
 */
export const validateProjectsSearch = lenientSearch({
  project_address: searchText({ maxLength: 200 }),
  project_apparttype: searchListOf(APARTMENT_TYPE_VALUES),
  visa: searchInteger({ min: 0, max: 13 }),
  p: searchInteger({ min: 1 }),
})

export type ProjectsSearch = ReturnType<typeof validateProjectsSearch>
