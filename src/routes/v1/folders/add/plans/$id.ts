import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { addDocuments } from '@/server/documents/documents.server'
import { readBody } from '@/server/questionnaire/requests.server'
import { ok } from '@/server/v1/envelope'

/** POST /v1/folders/add/plans/{projectId} (project_plans[]): adds the customer's plans to their project. */
export const Route = createFileRoute('/v1/folders/add/plans/$id')({
  server: {
    handlers: {
      POST: v1(async ({ request, params, payload, user }) => {
        const { files } = await readBody(request)
        const stored = await addDocuments(payload, { user, projectId: params.id, files: files.get('project_plans[]') ?? files.get('project_plans') ?? [], kind: 'plan', folderId: new URL(request.url).searchParams.get('folder_id') })
        return ok({ files: stored }, { status: 201 })
      }),
    },
  },
})
