import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { openSigning } from '@/server/signature/signature.server'
import { parseProjectId } from '@/server/projects/project-access.server'

/** POST /v1/project/contract/sign/$id (empty body): opens the contract's signature; answers `{ uri, id }`. */
export const Route = createFileRoute('/v1/project/contract/sign/$id')({
  server: { handlers: { POST: v1(({ params, payload, user }) => openSigning(payload, { projectId: parseProjectId(payload, params.id), user })) } },
})
