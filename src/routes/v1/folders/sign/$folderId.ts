import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { signFolder } from '@/server/documents/folders.server'
import { toWireSignedFolder } from '@/server/v1/serializers/document'

/** GET /v1/folders/sign/{folderId}: 15-minute signed download links for the folder's files. */
export const Route = createFileRoute('/v1/folders/sign/$folderId')({
  server: {
    handlers: {
      GET: v1(async ({ params, payload, user }) => toWireSignedFolder(await signFolder(payload, { user, folderId: params.folderId }))),
    },
  },
})
