import type { V1Context } from '../v1/handler.server.ts'
import { readBody } from '../v1/read-input.server.ts'
import { UPLOAD_BODY_LIMIT } from '../http/body-limits.ts'
import { ok } from '../v1/envelope.ts'
import { toWireDocument } from '../v1/serializers/document.ts'
import { addDocuments } from './documents.server.ts'

/**
 * POST /v1/folders/add/files/{projectId} and /v1/folders/add/plans/{projectId} (?folder_id): the customer's files,
 * sent under the spec's field name (`files[]`, `project_plans[]`; without the brackets too), filed with their kind.
 */
export function addDocumentsRoute({ kind, field }: { kind: 'document' | 'plan'; field: string }) {
  return async ({ request, params, payload, user }: V1Context): Promise<Response> => {
    const { files } = await readBody(request, UPLOAD_BODY_LIMIT)
    const stored = await addDocuments(payload, {
      user,
      projectId: params.id,
      files: files.get(`${field}[]`) ?? files.get(field) ?? [],
      kind,
      folderId: new URL(request.url).searchParams.get('folder_id'),
    })
    return ok({ files: stored.map(toWireDocument) }, { status: 201 })
  }
}
