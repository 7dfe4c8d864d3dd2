import { existsSync } from 'node:fs'
import path from 'node:path'
import { S3 } from '@aws-sdk/client-s3'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import type { TestPayload } from './support/test-payload.ts'
import { LOCAL_S3_CREDENTIALS, startLocalS3 } from '../support/local-s3.ts'
import type * as Documents from '../../src/server/documents/documents.server.ts'
import type * as Folders from '../../src/server/documents/folders.server.ts'
import type * as Uploads from '../../src/server/uploads/serve-upload.server.ts'
import type * as ProjectDocuments from '../../src/server/projects/project-documents.server.ts'
import type * as PersonalData from '../../src/server/accounts/personal-data.server.ts'
import type * as Signing from '../../src/server/signature/signature.server.ts'
import type { User } from '../../payload-types.ts'

/**
 * Uploads in an S3-compatible bucket (S3_* set): a real local S3 server (s3rver) started here, the real
 * storage plugin and our own file routes reading from it. The rest of the suite runs on the local disk.
 */
const BUCKET = 'maisonnee-test'
const s3 = await startLocalS3(BUCKET)
const credentials = LOCAL_S3_CREDENTIALS
// NOTE: set before any server module is imported: src/platform/env.ts reads the environment once.
Object.assign(process.env, s3.env)
/** The bucket seen from outside the app, to check what is really in it. */
const bucket = new S3({ endpoint: process.env.S3_ENDPOINT, region: 'eu-west-3', forcePathStyle: true, credentials })
const objectBytes = async (key: string) => {
  const object = await bucket.getObject({ Bucket: BUCKET, Key: key }).catch((error: { name?: string }) => (error.name === 'NoSuchKey' ? null : Promise.reject(error)))
  return object?.Body ? Buffer.from(await object.Body.transformToByteArray()) : null
}

let ctx: TestPayload
let payload: Payload
let fixtures: typeof import('./support/fixtures.ts')
let documents: typeof Documents
let folders: typeof Folders
let uploads: typeof Uploads
let projectDocuments: typeof ProjectDocuments
let personalData: typeof PersonalData
let signing: typeof Signing

beforeAll(async () => {
  const { bootTestPayload } = await import('./support/test-payload.ts')
  ctx = await bootTestPayload()
  payload = ctx.payload
  fixtures = await import('./support/fixtures.ts')
  documents = await import('../../src/server/documents/documents.server.ts')
  folders = await import('../../src/server/documents/folders.server.ts')
  uploads = await import('../../src/server/uploads/serve-upload.server.ts')
  projectDocuments = await import('../../src/server/projects/project-documents.server.ts')
  personalData = await import('../../src/server/accounts/personal-data.server.ts')
  signing = await import('../../src/server/signature/signature.server.ts')
})
afterAll(async () => {
  await ctx?.cleanup()
  await s3.stop()
})

const asCustomer = (created: { user: object }) => fixtures.asUser(created.user) as unknown as User
const bearer = async (created: { email: string; password: string }) => {
  const { token } = await payload.login({ collection: 'users', data: { email: created.email, password: created.password } })
  return { Authorization: `Bearer ${token}` }
}
const diskPath = (collection: string, filename: string) => path.join(ctx.dataDir, 'uploads', collection, filename)

/** A customer, their project (its own folder made, as the back office does) and a stranger. */
async function customerAndStranger(status = 3) {
  const owner = await fixtures.createUser(payload)
  const stranger = await fixtures.createUser(payload)
  const project = await fixtures.createProject(payload, owner.user.id, { status, title: 'Appartement Voltaire' })
  const root = await payload.create({ collection: 'folders', data: { name: 'Appartement Voltaire', project: project.id }, overrideAccess: true })
  await payload.update({ collection: 'projects', id: project.id, data: { folder: root.id }, overrideAccess: true, context: { actor: 'staff' } })
  return { owner, stranger, project, projectId: String(project.id) }
}

describe('uploads in an S3 bucket', () => {
  it('stores a customer’s document and its thumbnail as objects in the bucket, never on the disk, and serves them to the owner only', async () => {
    const { owner, stranger, projectId } = await customerAndStranger()
    const pdf = await fixtures.tinyPdf('Plan du séjour')
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#b5623f' } }).png().toBuffer()
    const [storedPdf, storedPng] = await documents.addDocuments(payload, {
      user: asCustomer(owner),
      projectId,
      kind: 'document',
      files: [new File([new Uint8Array(pdf)], 'plan.pdf', { type: 'application/pdf' }), new File([new Uint8Array(png)], 'sejour.png', { type: 'image/png' })],
    })
    const pdfName = storedPdf!.name
    const imageDoc = await payload.findByID({ collection: 'files', id: storedPng!.id, depth: 0, overrideAccess: true })
    const thumbnailName = imageDoc.sizes?.thumbnail?.filename ?? ''
    expect(thumbnailName).not.toBe('')

    expect(await objectBytes(`files/${pdfName}`)).toEqual(pdf)
    expect((await objectBytes(`files/${thumbnailName}`))?.length).toBeGreaterThan(0)
    for (const name of [pdfName, imageDoc.filename ?? '', thumbnailName]) expect(existsSync(diskPath('files', name)), name).toBe(false)

    const served = await uploads.serveUpload(new Request(`http://localhost/uploads/folders/file/${pdfName}`, { headers: await bearer(owner) }))
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('application/pdf')
    expect(served.headers.get('cache-control')).toBe('private, no-store')
    expect(Buffer.from(await served.arrayBuffer())).toEqual(pdf)
    const thumbnail = await uploads.serveUpload(new Request(`http://localhost/uploads/folders/img/${thumbnailName}`, { headers: await bearer(owner) }))
    expect(thumbnail.status).toBe(200)
    expect((await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()).format).toBe('webp')

    // Another customer, or nobody: the usual 404 that does not reveal the file exists.
    expect((await uploads.serveUpload(new Request(`http://localhost/uploads/folders/file/${pdfName}`, { headers: await bearer(stranger) }))).status).toBe(404)
    expect((await uploads.serveUpload(new Request(`http://localhost/uploads/folders/file/${pdfName}`))).status).toBe(404)
  })

  it('serves a project document from the bucket to its owner (same bytes) and answers another customer as a missing document (404)', async () => {
    const { owner, stranger, project } = await customerAndStranger()
    const estimate = await fixtures.tinyPdf('Estimatif')
    const file = await payload.create({
      collection: 'files',
      data: { kind: 'estimate', project: project.id },
      file: { data: estimate, mimetype: 'application/pdf', name: 'estimatif.pdf', size: estimate.length },
      overrideAccess: true,
    })
    await payload.update({ collection: 'projects', id: project.id, data: { estimateFile: file.id }, overrideAccess: true, context: { actor: 'staff' } })
    const name = file.filename ?? ''
    expect(existsSync(diskPath('files', name))).toBe(false)

    const response = await projectDocuments.projectDocumentResponse(payload, { name, requester: { user: asCustomer(owner), visitorKey: null }, disposition: 'attachment' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
    expect(Buffer.from(await response.arrayBuffer())).toEqual(estimate)
    await expect(projectDocuments.projectDocumentResponse(payload, { name, requester: { user: asCustomer(stranger), visitorKey: null }, disposition: 'inline' })).rejects.toMatchObject({ status: 404 })
  })

  it('serves a signed folder link from the bucket without a session', async () => {
    const { owner, projectId } = await customerAndStranger()
    const user = asCustomer(owner)
    const plans = await folders.createFolder(payload, { user, name: 'Plans', parentId: undefined, projectId })
    const pdf = await fixtures.tinyPdf('Plan RDC')
    await documents.addDocuments(payload, { user, projectId, kind: 'plan', files: [new File([new Uint8Array(pdf)], 'plan rdc.pdf', { type: 'application/pdf' })], folderId: plans.id })
    const signed = await folders.signFolder(payload, { user, folderId: plans.id })
    const url = new URL(signed.files[0]!.url)
    const served = await uploads.serveUpload(new Request(url))
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer())).toEqual(pdf)
    expect((await uploads.serveUpload(new Request(`${url.origin}${url.pathname}`))).status).toBe(404)
  })

  it('reads the contract to sign and the personal-data export from the bucket', async () => {
    const { owner, project } = await customerAndStranger(10)
    const quote = await fixtures.tinyPdf('Devis à signer')
    const file = await payload.create({
      collection: 'files',
      data: { kind: 'quote', project: project.id, owner: owner.user.id },
      file: { data: quote, mimetype: 'application/pdf', name: `devis-${project.id}.pdf`, size: quote.length },
      overrideAccess: true,
    })
    const fees = await fixtures.tinyPdf('Présentation des honoraires')
    const presentation = await payload.create({
      collection: 'files',
      data: { kind: 'presentation', project: project.id, owner: owner.user.id },
      file: { data: fees, mimetype: 'application/pdf', name: `honoraires-${project.id}.pdf`, size: fees.length },
      overrideAccess: true,
    })
    // The quote and the fee presentation: the two documents one signature seals (and hashes, read from the bucket).
    await payload.update({ collection: 'projects', id: project.id, data: { quoteFile: file.id, presentationFile: presentation.id }, overrideAccess: true, context: { actor: 'staff' } })
    expect((await signing.openSigning(payload, { projectId: project.id, user: asCustomer(owner) })).uri).toMatch(/\/signature\//)

    const archive = await personalData.exportPersonalData(payload, asCustomer(owner))
    expect(archive.includes(quote)).toBe(true)
  })

  it('removes the object and its sizes from the bucket when the document is deleted', async () => {
    const { owner, projectId } = await customerAndStranger()
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#8a9a7b' } }).png().toBuffer()
    const [stored] = await documents.addDocuments(payload, { user: asCustomer(owner), projectId, kind: 'document', files: [new File([new Uint8Array(png)], 'mur.png', { type: 'image/png' })] })
    const doc = await payload.findByID({ collection: 'files', id: stored!.id, depth: 0, overrideAccess: true })
    const keys = [doc.filename, doc.sizes?.thumbnail?.filename].map((name) => `files/${name}`)
    for (const key of keys) expect(await objectBytes(key), key).not.toBeNull()

    await documents.deleteDocument(payload, { user: asCustomer(owner), fileId: stored!.id })
    for (const key of keys) expect(await objectBytes(key), key).toBeNull()
  })
})
