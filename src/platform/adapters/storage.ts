import { GetObjectCommand, S3, type S3ClientConfig } from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import type { Plugin } from 'payload'
import { s3Storage } from '@payloadcms/storage-s3'
import { slugs } from '../../../collections/slugs.ts'
import type { S3Settings } from '../env.ts'

/** The upload collections, each under its own key prefix in the bucket ('files/…', 'photos/…'). */
export const STORED_COLLECTIONS = [slugs.files, slugs.photos] as const
export type StoredCollection = (typeof STORED_COLLECTIONS)[number]

/** How long a signed download link from Payload's /api/{collection}/file/{name} works. */
const SIGNED_DOWNLOAD_SECONDS = 300

/** The S3 client options for the bucket: the storage plugin and our own file routes read through the same. */
export function s3ClientConfig(s3: S3Settings): S3ClientConfig {
  return { endpoint: s3.endpoint, region: s3.region, credentials: s3.credentials, forcePathStyle: s3.forcePathStyle }
}

/**
 * Uploads in an S3-compatible bucket when S3 is configured, on the local disk otherwise.
 * Private by default: no public ACL is ever set on an object, our /uploads and /v1 routes check ownership
 * and stream the object themselves, and Payload's own file URL (/api/{collection}/file/{name}, used by
 * the admin) checks its access rules and then redirects to a link signed for a few minutes.
 * NOTE: the plugin is always listed, disabled without S3, so that the database schema (its `prefix` and
 * `_objectKey` columns) and the admin's import map are the same in both modes.
 */
export function storagePlugin(s3: S3Settings | undefined): Plugin {
  return s3Storage({
    enabled: Boolean(s3),
    alwaysInsertFields: true,
    bucket: s3?.bucket ?? '',
    config: s3 ? s3ClientConfig(s3) : {},
    // NOTE: per collection: a collection given options does not inherit the plugin-wide `signedDownloads`.
    collections: Object.fromEntries(STORED_COLLECTIONS.map((slug) => [slug, { prefix: slug, signedDownloads: { expiresIn: SIGNED_DOWNLOAD_SECONDS } }])),
  })
}

/**
 * The origin of the bucket's signed links (where Payload's file URLs redirect), for the CSP. Taken from a
 * link signed by the SDK itself (offline: signing sends nothing), so it is exactly what browsers will meet,
 * path-style or virtual-hosted.
 */
export async function signedDownloadOrigin(s3: S3Settings): Promise<string> {
  const client = new S3(s3ClientConfig(s3))
  return new URL(await getSignedUrl(client, new GetObjectCommand({ Bucket: s3.bucket, Key: 'origine' }), { expiresIn: 60 })).origin
}
