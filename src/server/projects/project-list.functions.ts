import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { requestContext } from '@/server/http/request-context'
import { formResult } from '@/server/accounts/form-result.server'
import { deleteProject, listProjects, parseProjectFilters, toProjectCard } from '@/server/projects/project-list.server'
import { listProjectFolders } from '@/server/projects/project-folders.server'

/** The dashboard's calls, for the signed-in customer (the same services as /v1). */

export const getProjects = createServerFn({ method: 'GET' })
  .middleware([requestContext])
  .validator(z.object({ address: z.string().optional(), apartmentTypes: z.array(z.string()).default([]), visa: z.number().optional(), page: z.number().default(1) }))
  .handler(async ({ data, context: { payload, user } }) => {
    const page = await listProjects(payload, { user, filters: parseProjectFilters({ ...data, visa: data.visa === undefined ? undefined : String(data.visa), page: String(data.page) }) })
    return { ...page, data: page.data.map(toProjectCard) }
  })

export const removeProject = createServerFn({ method: 'POST' })
  .middleware([requestContext])
  .validator(z.object({ projectId: z.string() }))
  .handler(({ data, context: { payload, user } }) => formResult(payload, () => deleteProject(payload, { user, projectId: data.projectId })))

export const getProjectFolders = createServerFn({ method: 'GET' })
  .middleware([requestContext])
  .handler(({ context: { payload, user } }) => listProjectFolders(payload, user))
