import type { Payload } from 'payload'
import type { File as FileDoc, Photo } from '../payload-types.ts'
import { slugs } from '../collections/slugs.ts'
import { renderInteriorJpeg } from './images/render.ts'
import type { InteriorLook, Scene } from './images/look.ts'

/**
 * Uploads of generated pictures and documents through Payload's Local API, so that every upload hook
 * (type check, metadata stripping, responsive sizes, owner) runs exactly as for a real upload.
 */

/**
 * Drawing a picture and Payload's resized copies of it (three WebP sizes) are CPU work that libvips runs
 * off the main thread, so a few uploads at a time keep the cores busy. Measured on 2 cores for the 90
 * catalogue pictures on a quiet machine: 2 at a time 14.5 s, 3 about 14-16 s, 4 13.6 s; one at a time is
 * 1.5 to 2 times slower.
 */
export const UPLOAD_CONCURRENCY = 3

/** Runs `task` over `items`, at most `limit` at a time, keeping the results in the items' order. */
export async function mapWithConcurrency<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await task(items[index] as T, index)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

export type PictureRequest = {
  /** The file name the upload gets (Payload may add a suffix if it is taken). */
  name: string
  alt: string
  look: InteriorLook
  scene: Scene
  /** Same seed, same picture. */
  seed: string
}

/** Draws a picture and uploads it as a catalogue photo (no owner: public, like every catalogue image). */
export async function uploadCataloguePhoto(payload: Payload, picture: PictureRequest): Promise<Photo> {
  const data = await renderInteriorJpeg({ look: picture.look, scene: picture.scene, seed: picture.seed })
  return payload.create({
    collection: slugs.photos,
    data: { alt: picture.alt },
    file: { data, mimetype: 'image/jpeg', name: picture.name, size: data.length },
    overrideAccess: true,
  })
}

export type ProjectFileRequest = {
  name: string
  data: Uint8Array
  mimetype: 'image/jpeg' | 'application/pdf'
  kind: NonNullable<FileDoc['kind']>
  project: NonNullable<FileDoc['project']>
  folder?: FileDoc['folder']
}

/** Uploads a document of a project; its owner is the project's owner (set by the collection's hook). */
export async function uploadProjectFile(payload: Payload, request: ProjectFileRequest): Promise<FileDoc> {
  const data = Buffer.from(request.data)
  return payload.create({
    collection: slugs.files,
    data: { kind: request.kind, project: request.project, ...(request.folder ? { folder: request.folder } : {}) },
    file: { data, mimetype: request.mimetype, name: request.name, size: data.length },
    overrideAccess: true,
  })
}

/** Draws a picture and uploads it as a project photo. */
export async function uploadProjectPicture(
  payload: Payload,
  picture: PictureRequest,
  target: Pick<ProjectFileRequest, 'project' | 'folder'>,
): Promise<FileDoc> {
  const data = await renderInteriorJpeg({ look: picture.look, scene: picture.scene, seed: picture.seed })
  return uploadProjectFile(payload, { name: picture.name, data, mimetype: 'image/jpeg', kind: 'photo', ...target })
}
