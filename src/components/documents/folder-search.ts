import type { DocId } from '@/domain/ids'

/** What /mesdocuments/{id} reads from its URL (spec section 2). */
export type DocumentsSearch = {
  p?: number
  tab?: string
  word?: string
  folder_id?: number | string
}

/**
 * A folder id as the URL carries it. NOTE: TanStack Router writes search values as JSON, so a numeric id
 * (SQL databases) goes as a number for the URL to read `folder_id=12`, as the spec's links do; a MongoDB
 * id stays a string. This is the URL's shape only: the page and the server handle the id as a DocId.
 */
export const folderSearchValue = (id: DocId): number | string => (/^\d{1,15}$/.test(id) ? Number.parseInt(id, 10) : id)

/** The folder a URL's folder_id names, as a DocId (undefined: the project's top). */
export const folderIdOfSearch = (value: DocumentsSearch['folder_id']): DocId | undefined => (value === undefined ? undefined : String(value))
