import { createFileRoute } from '@tanstack/react-router'

/**
 * The spec's misspelt path of the works follow-up (copy-corrections.md): links already sent in emails and
 * bookmarks answer 301 to /suivi-des-travaux/{id}, with their query.
 */
export const Route = createFileRoute('/suivi-des-traveaux/$id')({
  server: {
    handlers: {
      GET: ({ request, params }) => {
        const url = new URL(request.url)
        return new Response(null, { status: 301, headers: { Location: `/suivi-des-travaux/${encodeURIComponent(params.id)}${url.search}` } })
      },
    },
  },
})
