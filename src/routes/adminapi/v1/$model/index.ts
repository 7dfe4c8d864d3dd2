import { createFileRoute } from '@tanstack/react-router'
import { v1, type V1Context } from '@/server/v1/handler.server'
import { ok } from '@/server/v1/envelope'
import { listModel, writeDocument } from '@/server/adminapi/admin-api.server'

async function create({ request, params, payload, user }: V1Context): Promise<Response> {
  const { created, body } = await writeDocument(payload, { user, modelName: params.model, id: undefined, request })
  return ok(body, { status: created ? 201 : 200 })
}

/**
 * /adminapi/v1/{model}: GET lists the model (?p&div, 10 a page, &cond&only&sort&d); POST or PATCH
 * creates one (?need_data=1 answers the document). Back office only, with the caller's CMS rights.
 */
export const Route = createFileRoute('/adminapi/v1/$model/')({
  server: {
    handlers: {
      GET: v1(async ({ request, params, payload, user }) => {
        const query = new URL(request.url).searchParams
        return listModel(payload, {
          user,
          modelName: params.model,
          query: { p: query.get('p'), div: query.get('div'), cond: query.get('cond'), only: query.get('only'), sort: query.get('sort'), d: query.get('d') },
        })
      }),
      POST: v1(create),
      PATCH: v1(create),
    },
  },
})
