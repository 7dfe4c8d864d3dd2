import { createFileRoute } from '@tanstack/react-router'
import { serveUpload } from '@/server/uploads/serve-upload.server'

export const Route = createFileRoute('/uploads/$')({
  server: {
    handlers: {
      // The path is read from the request as sent, and decoded once (serveUpload).
      GET: ({ request }) => serveUpload(request),
    },
  },
})
