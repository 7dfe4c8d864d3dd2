import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { z } from 'zod'
import { payloadClient } from '@/server/payload.server'
import { currentUser } from '@/server/auth/current-user.server'
import { formResult } from '@/server/accounts/form-result.server'
import { deleteDocument, listDocuments } from '@/server/documents/documents.server'

/** The documents screen's calls (the same services as /v1/folders). */
export const getDocuments = createServerFn({ method: 'GET' })
  .validator(z.object({ projectId: z.string(), p: z.number().int().min(1).default(1), tab: z.string().max(20).default('all'), word: z.string().max(100).default('') }))
  .handler(async ({ data }) => {
    const payload = await payloadClient()
    return formResult(payload, async () =>
      listDocuments(payload, { user: await currentUser(payload, getRequest()), projectId: data.projectId, query: { p: String(data.p), tab: data.tab, word: data.word } }),
    )
  })

export const removeDocument = createServerFn({ method: 'POST' })
  .validator(z.object({ fileId: z.string() }))
  .handler(async ({ data }) => {
    const payload = await payloadClient()
    return formResult(payload, async () => deleteDocument(payload, { user: await currentUser(payload, getRequest()), fileId: data.fileId }))
  })
