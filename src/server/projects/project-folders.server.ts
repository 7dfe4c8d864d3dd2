import type { Payload } from 'payload'
import type { Folder, User } from '../../../payload-types.ts'
import { slugs } from '../../../collections/slugs.ts'
import { UnauthenticatedError } from '../../domain/errors.ts'
import { defaultProjectTitle } from '../v1/serializers/project.ts'

export type ProjectFolder = { project_id: string; project_title: string; folder_id: string | null; folder_name: string | null; file_count: number }

/**
 * 'Mes documents' (/fichiers): one entry per project of the signed-in customer, with its folder and how
 * many documents it holds, read with the customer's own access rights.
 */
export async function listProjectFolders(payload: Payload, user: User | null): Promise<ProjectFolder[]> {
  if (!user) throw new UnauthenticatedError()
  const acting = { user, overrideAccess: false as const }
  const { docs: projects } = await payload.find({
    collection: slugs.projects,
    where: { owner: { equals: user.id } },
    sort: '-createdAt',
    pagination: false,
    depth: 1,
    joins: false,
    populate: { folders: { name: true } },
    select: { title: true, folder: true },
    ...acting,
  })
  return Promise.all(
    projects.map(async (project) => {
      const folder = typeof project.folder === 'object' && project.folder ? (project.folder as Folder) : null
      const { totalDocs } = await payload.count({ collection: slugs.files, where: { project: { equals: project.id } }, ...acting })
      return {
        project_id: String(project.id),
        project_title: project.title || defaultProjectTitle(project.id),
        folder_id: folder ? String(folder.id) : null,
        folder_name: folder?.name ?? null,
        file_count: totalDocs,
      }
    }),
  )
}
