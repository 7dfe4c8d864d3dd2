import { describe, expect, it } from 'vitest'
import { signedDownloadOrigin } from './storage.ts'

const settings = { bucket: 'maisonnee', region: 'eu-west-3', credentials: { accessKeyId: 'id', secretAccessKey: 'secret' }, forcePathStyle: false, endpoint: undefined }

describe('the origin of the bucket’s signed links', () => {
  it.each([
    ['AWS, virtual-hosted', settings, 'https://maisonnee.s3.eu-west-3.amazonaws.com'],
    ['another storage, by path', { ...settings, endpoint: 'http://127.0.0.1:9000', forcePathStyle: true }, 'http://127.0.0.1:9000'],
    ['another storage, virtual-hosted', { ...settings, endpoint: 'https://s3.fr-par.scw.cloud' }, 'https://maisonnee.s3.fr-par.scw.cloud'],
  ])('is where the SDK signs them (%s)', async (_, s3, origin) => {
    expect(await signedDownloadOrigin(s3)).toBe(origin)
  })
})
