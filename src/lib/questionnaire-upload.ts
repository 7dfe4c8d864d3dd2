import type { UploadedFile } from '@/domain/questionnaire'
import type { DocId } from '@/domain/ids'
import { NETWORK_ERROR } from './network-errors'
import { postFormWithProgress } from './post-form'

/**
 * The questionnaire's image uploads, with their progress: the one call of the site to /v1 (XMLHttpRequest,
 * as server functions report no upload progress), and the one place that reads that answer's wire names.
 */

/** What /v1/project/upload/files/{id} and /v1/photo/upload answer. */
type UploadAnswer = { files: { folder_id: string; folder_name: string }[] } | { photo_uri: string; photo_id: string }

/** Uploads one image with its progress (0-100). `isSingle` sends it as the photo question's single photo. */
export async function uploadImage(
  { projectId, file, isSingle }: { projectId: DocId; file: File; isSingle: boolean },
  onProgress: (percent: number) => void,
): Promise<UploadedFile> {
  const form = new FormData()
  if (isSingle) {
    form.append('project_id', projectId)
    form.append('photo_uri', file)
  } else {
    form.append('project_photos[]', file)
  }
  const answer = await postFormWithProgress<UploadAnswer>(isSingle ? '/v1/photo/upload' : `/v1/project/upload/files/${encodeURIComponent(projectId)}`, form, {
    onProgress,
    tooLarge: 'Cette image dépasse la taille maximale de 15 Mo.',
  })
  const stored = 'files' in answer ? answer.files[0] : { folder_id: answer.photo_id, folder_name: answer.photo_uri }
  if (!stored) throw new Error(NETWORK_ERROR)
  return { folderId: stored.folder_id, folderName: stored.folder_name }
}
