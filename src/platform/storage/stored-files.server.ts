import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { NoSuchKey, S3 } from '@aws-sdk/client-s3'
import { getStorageFilePath } from '@payloadcms/plugin-cloud-storage/utilities'
import { createLocalReq, type Payload } from 'payload'
import { env } from '../env.ts'
import { s3ClientConfig, type StoredCollection } from '../adapters/storage.ts'

/** An upload document as stored: where its file lives is told by its collection, its name and, in a bucket, its prefix. */
export type StoredDocument = { id: number | string; filename?: string | null; prefix?: string | null; _objectKey?: string | null }

type StoredFileRef = {
  collection: StoredCollection
  doc: StoredDocument
  /** The original's name or one of its generated sizes' (they share the document's folder). */
  filename: string
}

type OpenedFile = { body: ReadableStream<Uint8Array>; size: number }

let bucketClient: S3 | undefined
const bucket = () => {
  const s3 = env.s3
  if (!s3) return null
  bucketClient ??= new S3(s3ClientConfig(s3))
  return { client: bucketClient, name: s3.bucket }
}

/**
 * The one way our code reads an upload's bytes: from the collection's folder on the local disk, or from
 * the S3 bucket when S3 is configured (the storage plugin put it there). Callers check access first.
 * Only the base name is used on disk, so a name can never reach outside the collection's folder.
 * Null when the file is gone.
 */
async function openStoredFile(payload: Payload, { collection, doc, filename }: StoredFileRef): Promise<OpenedFile | null> {
  const storage = bucket()
  if (!storage) {
    const staticDir = payload.collections[collection].config.upload.staticDir
    if (!staticDir) return null
    const file = path.join(staticDir, path.basename(filename))
    // A file gone from the disk answers like a missing document (null); any other failure (permissions, I/O) is an error.
    const info = await stat(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null
      throw error
    })
    if (!info?.isFile()) return null
    return { body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>, size: info.size }
  }
  // The object's key as the plugin wrote it (its prefix rule, not a second copy of it here).
  const key = await getStorageFilePath({
    collection: payload.collections[collection].config,
    collectionPrefix: collection,
    doc: { id: doc.id, prefix: doc.prefix ?? undefined, _objectKey: doc._objectKey ?? undefined },
    filename,
    req: await createLocalReq({}, payload),
  })
  try {
    const object = await storage.client.getObject({ Bucket: storage.name, Key: key })
    if (!object.Body) return null
    return { body: object.Body.transformToWebStream(), size: Number(object.ContentLength ?? 0) }
  } catch (error) {
    if (error instanceof NoSuchKey) return null
    throw error
  }
}

/** The whole file, for the server's own use (signing a contract, the personal-data export); null when it is gone. */
export async function storedFileBytes(payload: Payload, ref: StoredFileRef): Promise<Uint8Array | null> {
  const opened = await openStoredFile(payload, ref)
  return opened ? new Uint8Array(await new Response(opened.body).arrayBuffer()) : null
}

/**
 * A stored file as an HTTP answer, with its type, its disposition (shown in the browser, or saved) and
 * `nosniff`; null when the file is gone. Private unless `isPublic` (catalogue images).
 */
export async function storedFileResponse(
  payload: Payload,
  { mimeType, disposition, isPublic = false, ...ref }: StoredFileRef & { mimeType: string; disposition: 'inline' | 'attachment'; isPublic?: boolean },
): Promise<Response | null> {
  const opened = await openStoredFile(payload, ref)
  if (!opened) return null
  return new Response(opened.body, {
    headers: {
      'Content-Type': mimeType,
      'Content-Length': String(opened.size),
      'Content-Disposition': `${disposition}; filename*=UTF-8''${encodeURIComponent(path.basename(ref.filename))}`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': isPublic ? 'public, max-age=86400' : 'private, no-store',
    },
  })
}
