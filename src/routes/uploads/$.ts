import { createFileRoute } from '@tanstack/react-router'
import { serveUpload } from '@/server/uploads/serve-upload.server'

export const Route = createFileRoute('/uploads/$')({
  server: {
    handlers: {
      GET: ({ request, params }) => serveUpload(request, params._splat ?? ''),
    },
  },
})
