import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { z } from 'zod'
import { payloadClient } from '@/server/payload.server'
import { currentUser } from '@/server/auth/current-user.server'
import { formResult } from '@/server/accounts/form-result.server'
import { deleteDocument, listDocuments } from '@/server/documents/documents.server'
import { createFolder } from '@/server/documents/folders.server'

/** The documents screen's calls (the same services as /v1/folders). */
export const getDocuments = createServerFn({ method: 'GET' })
  .validator(
    z.object({
      projectId: z.string(),
      p: z.number().int().min(1).default(1),
      tab: z.string().max(20).default('all'),
      word: z.string().max(100).default(''),
      folderId: z.string().max(20).optional(),
    }),
  )
  .handler(async ({ data }) => {
    const payload = await payloadClient()
    return formResult(payload, async () =>
      listDocuments(payload, {
        user: await currentUser(payload, getRequest()),
        projectId: data.projectId,
        query: { p: String(data.p), tab: data.tab, word: data.word, folder_id: data.folderId ?? null },
      }),
    )
  })

/** 'Nouveau dossier': a sub-folder of the folder open (or of the project's top). */
export const addSubFolder = createServerFn({ method: 'POST' })
  .validator(z.object({ projectId: z.string().max(20), parentId: z.string().max(20).optional(), name: z.string().max(200) }))
  .handler(async ({ data }) => {
    const payload = await payloadClient()
    return formResult(payload, async () =>
      createFolder(payload, { user: await currentUser(payload, getRequest()), name: data.name, parentId: data.parentId, projectId: data.projectId }),
    )
  })

export const removeDocument = createServerFn({ method: 'POST' })
  .validator(z.object({ fileId: z.string() }))
  .handler(async ({ data }) => {
    const payload = await payloadClient()
    return formResult(payload, async () => deleteDocument(payload, { user: await currentUser(payload, getRequest()), fileId: data.fileId }))
  })
