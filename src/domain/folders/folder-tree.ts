import { z } from 'zod'

/**
 * Rules of a project's folder tree (spec sections 3 and 7: folders have parents, breadcrumbs and counts):
 * what a folder may be called, where it may be moved, and the path shown as breadcrumbs.
 */

export const FOLDER_MESSAGES = {
  nameRequired: 'Veuillez donner un nom au dossier.',
  nameTooLong: 'Le nom du dossier ne peut dépasser 80 caractères.',
  nameInvalid: 'Le nom du dossier ne peut contenir ni « / » ni « \\ ».',
  nameTaken: 'Un dossier porte déjà ce nom ici.',
  intoItself: 'Un dossier ne peut être déplacé dans lui-même ni dans un de ses sous-dossiers.',
  tooDeep: 'Les dossiers ne peuvent être imbriqués sur plus de 8 niveaux.',
  otherProject: 'Le dossier parent doit appartenir au même projet.',
  rootFixed: 'Le dossier principal du projet ne peut pas être déplacé.',
} as const

/** How deep folders nest under a project's root: enough for Plans / Cuisine / Variante B, short of a maze. */
export const MAX_FOLDER_DEPTH = 8

/** A folder's name, trimmed: 1 to 80 characters, no path separators (names show in breadcrumbs and zips). */
export const folderNameSchema = z
  .string({ error: FOLDER_MESSAGES.nameRequired })
  .trim()
  .min(1, FOLDER_MESSAGES.nameRequired)
  .max(80, FOLDER_MESSAGES.nameTooLong)
  .refine((name) => !/[/\\]/.test(name), FOLDER_MESSAGES.nameInvalid)

export type FolderNode = { id: string; name: string; parentId: string | null }

/**
 * The path from the top of the tree down to `folderId` (itself included), following parents through
 * `byId`; stops at a missing parent or, defensively, at a loop.
 */
export function folderPath(byId: ReadonlyMap<string, FolderNode>, folderId: string): FolderNode[] {
  const path: FolderNode[] = []
  const seen = new Set<string>()
  let current = byId.get(folderId)
  while (current && !seen.has(current.id)) {
    seen.add(current.id)
    path.unshift(current)
    current = current.parentId === null ? undefined : byId.get(current.parentId)
  }
  return path
}

/**
 * Whether `folderId` may move under `newParentPath` (the path down to the new parent, from folderPath):
 * never into itself or one of its descendants, and never deeper than MAX_FOLDER_DEPTH. Returns the
 * message that refuses it, or null.
 */
export function moveRefusal({ folderId, newParentPath, subtreeHeight }: { folderId: string; newParentPath: readonly FolderNode[]; subtreeHeight: number }): string | null {
  if (newParentPath.some((folder) => folder.id === folderId)) return FOLDER_MESSAGES.intoItself
  if (newParentPath.length + subtreeHeight > MAX_FOLDER_DEPTH) return FOLDER_MESSAGES.tooDeep
  return null
}

/** Whether `name` is already taken among `siblings` (names compare without case or accents). */
export function isNameTaken(name: string, siblings: readonly { id: string; name: string }[], exceptId?: string): boolean {
  const key = (value: string) => value.trim().normalize('NFD').replace(/\p{Diacritic}/gu, '').toLocaleLowerCase('fr')
  return siblings.some((sibling) => sibling.id !== exceptId && key(sibling.name) === key(name))
}
