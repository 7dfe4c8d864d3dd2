import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { v1 } from '@/server/v1/handler.server'
import { readInput } from '@/server/v1/read-input.server'
import { UPLOAD_BODY_LIMIT } from '@/server/http/body-limits'
import { ok } from '@/server/v1/envelope'
import { toWireStyle } from '@/server/v1/serializers/catalogue'
import { createCustomStyle } from '@/server/catalogue/catalogue.server'


/** POST /v1/project/style/custom/{projectId} (form data: title, photos[]): adds a custom style for the project's customer. */
export const Route = createFileRoute('/v1/project/style/custom/$projectId')({
  server: {
    handlers: {
      POST: v1(async ({ request, params, payload, user }) => {
        const { input, files } = await readInput(request, z.object({ title: z.unknown() }), UPLOAD_BODY_LIMIT)
        const style = await createCustomStyle(payload, { user, projectId: params.projectId, title: input.title, files: files.get('photos[]') ?? files.get('photos') ?? [] })
        return ok(toWireStyle(style), { status: 201 })
      }),
    },
  },
})
