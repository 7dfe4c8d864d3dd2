import { z } from 'zod'
import type { ProjectFolder } from '../../projects/project-folders.server.ts'
import type { PageResult } from '../../../domain/pagination/index.ts'
import type { DocumentFolder, DocumentsPage, FolderLevel, SignedFolder, StoredDocument } from '../../documents/documents.types.ts'

/** A document on the wire (GET /v1/folders/show, POST /v1/folders/add/...). */
export const toWireDocument = (document: StoredDocument) => ({
  file_id: document.id,
  file_name: document.name,
  kind: document.kind,
  kind_label: document.kindLabel,
  icon: document.icon,
  mime_type: document.mimeType,
  size: document.sizeBytes,
  url: document.url,
  thumbnail_url: document.thumbnailUrl,
  project_id: document.projectId,
  created_at: document.createdAt,
  can_delete: document.canDelete,
})

export const toWireFolder = (folder: DocumentFolder) => ({
  folder_id: folder.id,
  folder_name: folder.name,
  parent_id: folder.parentId,
  project_id: folder.projectId,
  file_count: folder.fileCount,
  folder_count: folder.folderCount,
})

const toWireFolderLevel = (level: FolderLevel) => ({
  folder: level.folder ? toWireFolder(level.folder) : null,
  breadcrumbs: level.breadcrumbs.map((crumb) => ({
    folder_id: crumb.folderId,
    folder_name: crumb.name,
  })),
  folders: level.folders.map(toWireFolder),
})

/** GET /v1/folders/show/{projectId}. */
export const toWireDocumentsPage = ({ data, tree, project, ...page }: DocumentsPage) => ({
  ...page,
  project: project ? { id: project.id, title: project.title } : null,
  data: data.map(toWireDocument),
  tree: tree ? toWireFolderLevel(tree) : null,
})

/** GET /v1/folders/sign/{folderId}. */
export const toWireSignedFolder = (signed: SignedFolder) => ({
  folder_id: signed.id,
  folder_name: signed.name,
  expires_at: signed.expiresAt,
  files: signed.files.map((file) => ({
    file_id: file.id,
    file_name: file.name,
    url: file.url,
  })),
})

/** GET /v1/folders/all: one entry per project of the customer. */
export const toWireProjectFolder = (entry: ProjectFolder) => ({
  project_id: entry.projectId,
  project_title: entry.projectTitle,
  folder_id: entry.folderId,
  folder_name: entry.folderName,
  file_count: entry.fileCount,
})

/** GET /v1/folders/all: a page of those entries. */
export const toWireProjectFoldersPage = ({ data, ...page }: PageResult<ProjectFolder>) => ({ ...page, data: data.map(toWireProjectFolder) })

/** POST /v1/folders/delete/file/{fileId}: folder_id (the same file, as the spec's client names it) and variable (a file question's). */
export const deleteFileFromWire = z.object({
  folder_id: z.union([z.string(), z.number()]).optional().transform((value) => (value === undefined ? undefined : String(value).trim() || undefined)),
  variable: z.string().trim().max(100).optional().transform((value) => value || undefined),
})
