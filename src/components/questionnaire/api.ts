import type { StoredFile } from '@/domain/questionnaire'
import { postFormWithProgress } from '@/lib/post-form'

/**
 * The questionnaire's calls to /v1 from the browser (same origin: the session and visitor cookies go
 * along). Every failure becomes an Error carrying the server's French message.
 */

export const NETWORK_ERROR = 'La connexion a échoué. Vérifiez votre réseau puis réessayez ; votre réponse n’a pas été perdue.'

type Envelope<T> = { s: 1; payload: T } | { s: 0; error: string }

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response
  try {
    response = await fetch(path, { credentials: 'same-origin', ...init, headers: { Accept: 'application/json', ...init.headers } })
  } catch {
    throw new Error(NETWORK_ERROR)
  }
  const body = (await response.json().catch(() => null)) as Envelope<T> | null
  if (!body) throw new Error(NETWORK_ERROR)
  if (body.s !== 1) throw new Error(body.error)
  return body.payload
}

const postJson = <T>(path: string, body: unknown) =>
  call<T>(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })

export type SavedAnswer = { project: { project_id: string; project_visa: number } }

export function saveAnswer(input: {
  projectId: number | null
  questionId: string
  value: string
  identity?: { firstName: string; lastName: string; acceptsTerms: boolean }
}): Promise<SavedAnswer> {
  return postJson('/v1/project/quizz/create/single/response', {
    project_id: input.projectId ?? -1,
    fk_response_quizztion: input.questionId,
    response_value: input.value,
    ...(input.identity
      ? { user_firstname: input.identity.firstName, user_lastname: input.identity.lastName, user_terms: input.identity.acceptsTerms ? 1 : 0 }
      : {}),
  })
}

export function createProject(): Promise<{ project_id: string }> {
  return postJson('/v1/project/create', {})
}

export type Suggestion = { label: string; value: string }

export function searchAddresses(query: string, signal: AbortSignal): Promise<{ data: Suggestion[]; available: 0 | 1 }> {
  return call(`/v1/project/address/search?q=${encodeURIComponent(query)}`, { signal })
}

export function searchCommunes(query: string, signal: AbortSignal): Promise<{ data: Suggestion[] }> {
  return call(`/v1/project/communes?q=${encodeURIComponent(query)}`, { signal })
}

/**
 * Uploads one image with its progress (0-100). `single` sends it as the photo question's single photo.
 */
export async function uploadImage(
  { projectId, file, single }: { projectId: number; file: File; single: boolean },
  onProgress: (percent: number) => void,
): Promise<StoredFile> {
  const form = new FormData()
  if (single) {
    form.append('project_id', String(projectId))
    form.append('photo_uri', file)
  } else {
    form.append('project_photos[]', file)
  }
  const payload = await postFormWithProgress<{ files: StoredFile[] } | { photo_uri: string; photo_id: string }>(
    single ? '/v1/photo/upload' : `/v1/project/upload/files/${projectId}`,
    form,
    { onProgress, tooLarge: 'Cette image dépasse la taille maximale de 15 Mo.' },
  )
  const stored = 'files' in payload ? payload.files[0] : { folder_id: payload.photo_id, folder_name: payload.photo_uri }
  if (!stored) throw new Error(NETWORK_ERROR)
  return stored
}
