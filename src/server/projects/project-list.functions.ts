import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { z } from 'zod'
import { payloadClient } from '@/server/payload.server'
import { currentUser } from '@/server/auth/current-user.server'
import { formResult } from '@/server/accounts/form-result.server'
import { deleteProject, listProjects, parseProjectFilters } from '@/server/projects/project-list.server'
import { listProjectFolders } from '@/server/projects/project-folders.server'

/** The dashboard's calls, for the signed-in customer (the same services as /v1). */

export const getProjects = createServerFn({ method: 'GET' })
  .validator(z.object({ address: z.string().optional(), apartmentTypes: z.array(z.string()).default([]), visa: z.number().optional(), page: z.number().default(1) }))
  .handler(async ({ data }) => {
    const payload = await payloadClient()
    return listProjects(payload, { user: await currentUser(payload, getRequest()), filters: parseProjectFilters({ ...data, visa: data.visa === undefined ? undefined : String(data.visa), page: String(data.page) }) })
  })

export const removeProject = createServerFn({ method: 'POST' })
  .validator(z.object({ projectId: z.string() }))
  .handler(async ({ data }) => {
    const payload = await payloadClient()
    return formResult(payload, async () => deleteProject(payload, { user: await currentUser(payload, getRequest()), projectId: data.projectId }))
  })

export const getProjectFolders = createServerFn({ method: 'GET' }).handler(async () => {
  const payload = await payloadClient()
  return listProjectFolders(payload, await currentUser(payload, getRequest()))
})
