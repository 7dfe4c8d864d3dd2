import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { ok } from '@/server/v1/envelope'
import { uploadFile } from '@/server/adminapi/admin-api.server'

/**
 * POST /adminapi/v1/upload/{model}/{key}: a file (multipart/form-data, field `key` or `file`) into the
 * model's upload collection or the collection behind its upload field `key`; answers the new upload
 * document. Back office only.
 */
export const Route = createFileRoute('/adminapi/v1/upload/$model/$key')({
  server: {
    handlers: {
      POST: v1(async ({ request, params, payload, user }) => ok(await uploadFile(payload, { user, modelName: params.model, key: params.key ?? '', request }), { status: 201 })),
    },
  },
})
