import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import S3rver from '@20minutes/s3rver'

/** s3rver's fixed credentials. */
export const LOCAL_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

export type LocalS3 = {
  /** The server's origin, e.g. http://127.0.0.1:40123. */
  endpoint: string
  /** The app's S3_* variables for this server and bucket. */
  env: Record<string, string>
  stop: () => Promise<void>
}

/** A real S3-compatible server (s3rver) on loopback, in a folder of its own, with `bucket` created. */
export async function startLocalS3(bucket: string): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'maisonnee-s3-'))
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  return {
    endpoint,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'eu-west-3',
      S3_ACCESS_KEY_ID: LOCAL_S3_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: LOCAL_S3_CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
