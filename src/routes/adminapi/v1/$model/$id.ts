import { createFileRoute } from '@tanstack/react-router'
import { v1, type V1Context } from '@/server/v1/handler.server'
import { deleteDocument, writeDocument } from '@/server/adminapi/admin-api.server'

async function update({ request, params, payload, user }: V1Context) {
  return (await writeDocument(payload, { user, modelName: params.model, id: params.id, request })).body
}

/** /adminapi/v1/{model}/{id}: POST or PATCH updates the document (?need_data=1 answers it), DELETE deletes it. Back office only. */
export const Route = createFileRoute('/adminapi/v1/$model/$id')({
  server: {
    handlers: {
      POST: v1(update),
      PATCH: v1(update),
      DELETE: v1(({ params, payload, user }) => deleteDocument(payload, { user, modelName: params.model, id: params.id })),
    },
  },
})
