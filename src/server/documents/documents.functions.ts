import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { requestContext } from '@/server/http/request-context'
import { formResult } from '@/server/accounts/form-result.server'
import { deleteDocument, listDocuments } from '@/server/documents/documents.server'
import { createFolder } from '@/server/documents/folders.server'

/** The documents screen's calls (the same services as /v1/folders). */
export const getDocuments = createServerFn({ method: 'GET' })
  .middleware([requestContext])
  .validator(
    z.object({
      projectId: z.string(),
      p: z.number().int().min(1).default(1),
      tab: z.string().max(20).default('all'),
      word: z.string().max(100).default(''),
      folderId: z.string().max(40).optional(),
    }),
  )
  .handler(({ data, context: { payload, user } }) =>
    formResult(payload, () =>
      listDocuments(payload, {
        user,
        projectId: data.projectId,
        query: {
          p: String(data.p),
          tab: data.tab,
          word: data.word,
          folder_id: data.folderId ?? null,
        },
      }),
    ),
  )

/** 'Nouveau dossier': a sub-folder of the folder open (or of the project's top). */
export const addSubFolder = createServerFn({ method: 'POST' })
  .middleware([requestContext])
  .validator(
    z.object({
      projectId: z.string().max(40),
      parentId: z.string().max(40).optional(),
      name: z.string().max(200),
    }),
  )
  .handler(({ data, context: { payload, user } }) =>
    formResult(payload, () =>
      createFolder(payload, {
        user,
        name: data.name,
        parentId: data.parentId,
        projectId: data.projectId,
      }),
    ),
  )

export const removeDocument = createServerFn({ method: 'POST' })
  .middleware([requestContext])
  .validator(z.object({ fileId: z.string().max(40) }))
  .handler(({ data, context: { payload, user } }) => formResult(payload, () => deleteDocument(payload, { user, fileId: data.fileId })))
