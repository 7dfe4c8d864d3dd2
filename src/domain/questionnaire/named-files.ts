import { QUESTION_TYPE } from './model.ts'
import { decodeFileList } from './storage.ts'

/** A stored file an answer names: its name, and its id where the answer keeps one (image uploads). */
export type NamedFile = { id: string | null; name: string }

/** The 400 of an answer naming a file that was not sent for this project (another customer's, or none). */
export const FOREIGN_FILE_MESSAGE = 'Ce fichier n’a pas été envoyé pour ce projet : envoyez-le de nouveau.'

/**
 * The stored files a valid answer names (issue #37: they are checked to belong to the answer's project):
 * an image-upload answer (2) its list of {folder_id, folder_name}, a photo answer (7) its one file name;
 * any other answer none.
 */
export function filesNamedBy(questionType: number, stored: string): NamedFile[] {
  if (questionType === QUESTION_TYPE.imageUpload) return decodeFileList(stored).map((file) => ({ id: file.folder_id, name: file.folder_name }))
  if (questionType === QUESTION_TYPE.photo) return stored.trim() === '' ? [] : [{ id: null, name: stored.trim() }]
  return []
}
