import type { DocId } from '../../domain/ids/index.ts'
import type { PageResult } from '../../domain/pagination/index.ts'
import type { DocumentIcon } from '../../domain/documents/index.ts'

/** A document of a customer's project (spec section 7 'Folders'), as the product handles it. */
export type StoredDocument = {
  id: DocId
  name: string
  kind: string
  kindLabel: string
  icon: DocumentIcon
  mimeType: string | null
  sizeBytes: number | null
  /** Served under /uploads/folders/file/… to the owner and staff only. */
  url: string
  thumbnailUrl: string | null
  projectId: DocId | null
  /** ISO date of upload. */
  createdAt: string
  canDelete: boolean
}

/** A folder of a project's tree, with how many documents and sub-folders it holds. */
export type DocumentFolder = {
  id: DocId
  name: string
  parentId: DocId | null
  projectId: DocId | null
  fileCount: number
  folderCount: number
}

/** One step of the breadcrumbs: the project (no folder id) then each folder down to the one open. */
export type FolderCrumb = { folderId: DocId | null; name: string }

/** Where the documents screen stands in a project's tree. */
export type FolderLevel = {
  folder: DocumentFolder | null
  breadcrumbs: FolderCrumb[]
  folders: DocumentFolder[]
}

/** The documents screen: a page of documents, the project (none for every project) and its tree level. */
export type DocumentsPage = PageResult<StoredDocument> & {
  /** `isFrozen`: the project is on hold (13), its customer changes nothing of it (the screen shows the banner). */
  project: { id: DocId; title: string; isFrozen: boolean } | null
  tree: FolderLevel | null
}

/** Short-lived signed download links to a folder's own files. */
export type SignedFolder = {
  id: DocId
  name: string
  expiresAt: string
  files: { id: DocId; name: string; url: string }[]
}
