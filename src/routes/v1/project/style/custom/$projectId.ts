import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { createCustomStyle } from '@/server/catalogue/catalogue.server'
import { readBody } from '@/server/questionnaire/requests.server'
import { ok } from '@/server/v1/envelope'

/** POST /v1/project/style/custom/{projectId} (form data: title, photos[]): adds a custom style for the project's customer. */
export const Route = createFileRoute('/v1/project/style/custom/$projectId')({
  server: {
    handlers: {
      POST: v1(async ({ request, params, payload, user }) => {
        const { fields, files } = await readBody(request)
        const style = await createCustomStyle(payload, { user, projectId: params.projectId, title: fields.title, files: files.get('photos[]') ?? files.get('photos') ?? [] })
        return ok(style, { status: 201 })
      }),
    },
  },
})
