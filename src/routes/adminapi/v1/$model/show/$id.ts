import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { showDocument } from '@/server/adminapi/admin-api.server'

/** GET /adminapi/v1/{model}/show/{id}?only: one document, as the caller may read it. Back office only. */
export const Route = createFileRoute('/adminapi/v1/$model/show/$id')({
  server: {
    handlers: {
      GET: v1(({ request, params, payload, user }) =>
        showDocument(payload, { user, modelName: params.model, id: params.id, only: new URL(request.url).searchParams.get('only') }),
      ),
    },
  },
})
