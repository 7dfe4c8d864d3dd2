import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { PDFDocument } from 'pdf-lib'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { asUser, createProject, createUser, tinyPdf } from './support/fixtures.ts'
import { startSmtpCapture } from '../support/smtp-capture.ts'
import { pdfPageTexts } from '../support/pdf-text.ts'
import { pdfsig } from '../support/pdfsig.ts'
import type * as Signing from '../../src/server/signature/signature.server.ts'
import type * as ResetCodeLimit from '../../collections/Signatures/endpoints/reset-code-limit.ts'
import type { User } from '../../payload-types.ts'

let ctx: TestPayload
let payload: Payload
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
let signing: typeof Signing
let resetCodeLimit: typeof ResetCodeLimit
let signaturePng: string

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

beforeAll(async () => {
  smtp = await startSmtpCapture()
  process.env.SMTP_URL = smtp.url
  ctx = await bootTestPayload()
  payload = ctx.payload
  signing = await import('../../src/server/signature/signature.server.ts')
  resetCodeLimit = await import('../../collections/Signatures/endpoints/reset-code-limit.ts')
  const png = await sharp({ create: { width: 300, height: 100, channels: 4, background: { r: 20, g: 30, b: 70, alpha: 1 } } }).png().toBuffer()
  signaturePng = `data:image/png;base64,${png.toString('base64')}`
})
afterAll(async () => {
  await ctx?.cleanup()
  await smtp?.stop()
})

/** A customer whose project waits for its signature, with its quote (the contract) attached by staff. */
async function projectToSign() {
  const customer = await createUser(payload, 'customer', { firstName: 'Claire', lastName: 'Martin' })
  const user = asUser(customer.user) as unknown as User
  const original = await tinyPdf('Devis nº 42 – rénovation complète')
  const project = await createProject(payload, customer.user.id, { status: 10 })
  const quote = await payload.create({
    collection: 'files',
    data: { kind: 'quote', project: project.id, owner: customer.user.id },
    file: { data: original, mimetype: 'application/pdf', name: `devis-${project.id}.pdf`, size: original.length },
    overrideAccess: true,
  })
  await payload.update({ collection: 'projects', id: project.id, data: { quoteFile: quote.id }, overrideAccess: true, context: { actor: 'staff' } })
  return { user, email: customer.email, project, original }
}

const tokenOf = (uri: string) => uri.split('/signature/')[1] ?? ''

async function codeFor(input: { token: string; user: User; email: string; now?: Date }): Promise<string> {
  await signing.sendSigningCode(payload, input)
  const mail = await smtp.waitForMail(input.email, /code de signature/)
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1]
  if (!code) throw new Error(`no code in: ${mail.text}`)
  return code
}

const form = (code: string) => ({ code, signerName: 'Claire Martin', method: 'drawn', signature: signaturePng, accept: true })

describe('the built-in e-signature', () => {
  it('signs with the emailed code: a signed PDF with the signature and an audit page bearing the original’s SHA-256, filed in the project; 10 -> 11', async () => {
    const { user, email, project, original } = await projectToSign()
    const opened = await signing.openSigning(payload, { projectId: project.id, user })
    expect(opened.uri).toMatch(/\/signature\/[\w-]{43}$/)
    const token = tokenOf(opened.uri)

    const session = await signing.signingSession(payload, { token, user })
    expect(session).toMatchObject({ projectId: String(project.id), originalSha256: sha256(original), signerName: 'Claire Martin', maskedEmail: expect.stringMatching(/^c•+@exemple\.fr$/), signed: null })

    await expect(signing.signContract(payload, { token, user, body: form('123456'), ip: '203.0.113.7', userAgent: 'Test' })).rejects.toThrow('Demandez d’abord votre code')

    const signedAt = new Date('2026-11-23T14:05:09Z')
    const sentAt = new Date(signedAt.getTime() - 120_000)
    const code = await codeFor({ token, user, email, now: sentAt })
    await expect(signing.sendSigningCode(payload, { token, user, now: new Date(sentAt.getTime() + 10_000) })).rejects.toMatchObject({ status: 429 })
    const wrong = code === '000000' ? '111111' : '000000'
    await expect(signing.signContract(payload, { token, user, body: form(wrong), ip: '203.0.113.7', userAgent: 'Test', now: signedAt })).rejects.toThrow('Ce code n’est pas le bon')
    await expect(signing.signContract(payload, { token, user, body: form(code), ip: '203.0.113.7', userAgent: 'Test', now: new Date(sentAt.getTime() + 11 * 60_000) })).rejects.toThrow('Ce code a expiré')

    const result = await signing.signContract(payload, { token, user, body: form(code), ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (X11; Linux) Chrome/140 – 测试', now: signedAt })
    expect(result).toMatchObject({ projectId: String(project.id), originalSha256: sha256(original) })

    const done = await payload.findByID({ collection: 'projects', id: project.id, depth: 1, overrideAccess: true })
    expect(done.status).toBe(11)
    const file = done.signedContractFile as { id: number; kind: string; filename: string; owner: number; folder: unknown }
    expect(file).toMatchObject({ kind: 'signed-contract', filename: result.fileName })
    expect(file.owner).toBe(user.id)

    const signed = new Uint8Array(await readFile(path.join(payload.collections.files.config.upload.staticDir ?? "", file.filename)))
    expect(sha256(signed)).toBe(result.signedSha256)
    expect((await PDFDocument.load(signed)).getPageCount()).toBe(2)
    const [contractPage, auditPage] = await pdfPageTexts(signed)
    expect(contractPage).toContain('Signé électroniquement par Claire Martin')
    expect(auditPage).toContain('Certificat de signature électronique')
    expect(auditPage).toContain(`Empreinte SHA-256 du document original ${sha256(original)}`)
    expect(auditPage).toContain('23 novembre 2026 à 15:05:09 (heure de Paris)')
    expect(auditPage).toContain('203.0.113.7')
    expect(auditPage).toContain('Chrome/140 – ??')

    const { docs: history } = await payload.find({ collection: 'project-history', where: { and: [{ project: { equals: project.id } }, { to: { equals: '11' } }] }, depth: 0, overrideAccess: true })
    expect(history[0]).toMatchObject({ from: '10', move: 'workflow', actor: 'customer' })
  })

  it('seals the signed contract with a PAdES signature that pdfsig verifies over the whole file, and reports broken once a signed byte changes', async () => {
    const { user, email, project, original } = await projectToSign()
    const token = tokenOf((await signing.openSigning(payload, { projectId: project.id, user })).uri)
    const code = await codeFor({ token, user, email })
    const result = await signing.signContract(payload, { token, user, body: form(code), ip: '198.51.100.1', userAgent: 'Test' })
    const signed = new Uint8Array(await readFile(path.join(payload.collections.files.config.upload.staticDir ?? '', result.fileName)))
    expect(sha256(signed)).toBe(result.signedSha256)

    const report = pdfsig(signed)
    expect(report).toContain('Signature Type: ETSI.CAdES.detached')
    expect(report).toContain('Signature Validation: Signature is Valid.')
    // Nothing was written after the signature: it covers the file to its last byte.
    expect(report).toContain('Total document signed')
    // The development certificate, made once in DATA_DIR and trusted by no one (hence no trust asserted here).
    expect(existsSync(path.join(ctx.dataDir, '.signing-certificate.p12'))).toBe(true)
    expect(report).toMatch(/Signer Certificate Common Name: Maisonnée – certificat de signature de développement/)
    expect(report).toMatch(/Signing Hash Algorithm: SHA-256/)
    // The audit page and the original's hash are still there, under the signature.
    expect((await pdfPageTexts(signed))[1]).toContain(`Empreinte SHA-256 du document original ${sha256(original)}`)

    // One byte changed inside the signed range (a letter of the signature's stated reason, readable as it stays): the signature no longer holds.
    const tampered = Buffer.from(signed)
    const reason = tampered.indexOf('du contrat Maisonn', 0, 'latin1')
    expect(reason).toBeGreaterThan(0)
    tampered[reason] = 'D'.charCodeAt(0)
    const tamperedReport = pdfsig(tampered)
    expect(tamperedReport).not.toContain('Signature is Valid.')
    expect(tamperedReport).toMatch(/Signature Validation: (Signature has been modified|Digest Mismatch)/)
    // Bytes added after the signature (an incremental update) are reported as outside what was signed.
    expect(pdfsig(Buffer.concat([Buffer.from(signed), Buffer.from('\n% ajouté après la signature\n')]))).toContain('Not total document signed')
  })

  it('cannot be signed twice, even from two tabs at once, and the signed file can be neither changed nor deleted, even by staff', async () => {
    const { user, email, project } = await projectToSign()
    const token = tokenOf((await signing.openSigning(payload, { projectId: project.id, user })).uri)
    const code = await codeFor({ token, user, email })
    const attempts = await Promise.allSettled([1, 2].map(() => signing.signContract(payload, { token, user, body: form(code), ip: '198.51.100.1', userAgent: 'Test' })))
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(1)
    const refused = attempts.find((attempt) => attempt.status === 'rejected') as PromiseRejectedResult
    expect(refused.reason, String(refused.reason?.stack)).toMatchObject({ status: 409 })

    await expect(signing.signContract(payload, { token, user, body: form(code), ip: '198.51.100.1', userAgent: 'Test' })).rejects.toMatchObject({ status: 409, message: 'Ce contrat est déjà signé.' })
    const { docs: files } = await payload.find({ collection: 'files', where: { and: [{ project: { equals: project.id } }, { kind: { equals: 'signed-contract' } }] }, depth: 0, overrideAccess: true })
    expect(files).toHaveLength(1)

    const staff = asUser((await createUser(payload, 'staff')).user)
    const fileId = files[0]!.id
    await expect(payload.update({ collection: 'files', id: fileId, data: { kind: 'document' }, user: staff, overrideAccess: false })).rejects.toThrow('Un contrat signé ne peut être ni modifié ni supprimé.')
    await expect(payload.delete({ collection: 'files', id: fileId, user: staff, overrideAccess: false })).rejects.toThrow('Un contrat signé ne peut être ni modifié ni supprimé.')
    expect((await payload.findByID({ collection: 'files', id: fileId, depth: 0, overrideAccess: true })).kind).toBe('signed-contract')
  })

  it('keeps the link to its owner, refuses before status 10, and voids the code after five wrong tries', async () => {
    const { user, email, project } = await projectToSign()
    const token = tokenOf((await signing.openSigning(payload, { projectId: project.id, user })).uri)
    const other = asUser((await createUser(payload)).user) as unknown as User
    await expect(signing.signingSession(payload, { token, user: other })).rejects.toMatchObject({ status: 403 })
    await expect(signing.signingSession(payload, { token: 'x'.repeat(43), user })).rejects.toMatchObject({ status: 404 })
    await expect(signing.openSigning(payload, { projectId: project.id, user: other })).rejects.toMatchObject({ status: 403 })

    const code = await codeFor({ token, user, email })
    const wrong = code === '000000' ? '111111' : '000000'
    for (let attempt = 0; attempt < 5; attempt++) {
      await expect(signing.signContract(payload, { token, user, body: form(wrong), ip: '198.51.100.1', userAgent: 'Test' })).rejects.toThrow('Ce code n’est pas le bon')
    }
    await expect(signing.signContract(payload, { token, user, body: form(code), ip: '198.51.100.1', userAgent: 'Test' })).rejects.toThrow('Trop de codes erronés')

    const early = await createProject(payload, user.id, { status: 9 })
    await expect(signing.openSigning(payload, { projectId: early.id, user })).rejects.toMatchObject({ status: 422 })
  })

  it('gives a new link on each opening; the previous one stops working', async () => {
    const { user, project } = await projectToSign()
    const first = tokenOf((await signing.openSigning(payload, { projectId: project.id, user })).uri)
    const second = tokenOf((await signing.openSigning(payload, { projectId: project.id, user })).uri)
    expect(second).not.toBe(first)
    await expect(signing.signingSession(payload, { token: first, user })).rejects.toMatchObject({ status: 404 })
    expect((await signing.signingSession(payload, { token: second, user })).projectId).toBe(String(project.id))
  })
})

describe('After 5 signature-code sends, signing is blocked for good and no one can reset it', () => {
  const at = (start: Date, ms: number) => new Date(start.getTime() + ms)

  it('refuses a sixth code within the hour, then sends again once the hour has passed', async () => {
    const { user, email, project } = await projectToSign()
    const token = tokenOf((await signing.openSigning(payload, { projectId: project.id, user })).uri)
    const start = new Date()
    for (let send = 0; send < 5; send++) await codeFor({ token, user, email, now: at(start, send * 31_000) })
    const lastSend = at(start, 4 * 31_000)
    await expect(signing.sendSigningCode(payload, { token, user, now: at(lastSend, 30 * 60_000) })).rejects.toMatchObject({ status: 429 })

    const code = await codeFor({ token, user, email, now: at(lastSend, 60 * 60_000 + 1000) })
    const signed = await signing.signContract(payload, { token, user, body: form(code), ip: '198.51.100.1', userAgent: 'Test', now: at(lastSend, 60 * 60_000 + 2000) })
    expect(signed.projectId).toBe(String(project.id))
  })

  it('lets staff, and only staff, reset the limit from the back office', async () => {
    const { user, email, project } = await projectToSign()
    const { id, uri } = await signing.openSigning(payload, { projectId: project.id, user })
    const token = tokenOf(uri)
    const start = new Date()
    for (let send = 0; send < 5; send++) await codeFor({ token, user, email, now: at(start, send * 31_000) })
    const afterLimit = at(start, 5 * 31_000)
    await expect(signing.sendSigningCode(payload, { token, user, now: afterLimit })).rejects.toMatchObject({ status: 429 })

    await expect(resetCodeLimit.resetSigningCodeLimit(payload, { signatureId: id, user })).rejects.toMatchObject({ status: 403 })
    const marketing = asUser((await createUser(payload, 'marketing')).user) as unknown as User
    await expect(resetCodeLimit.resetSigningCodeLimit(payload, { signatureId: id, user: marketing })).rejects.toMatchObject({ status: 403 })
    await expect(signing.sendSigningCode(payload, { token, user, now: afterLimit })).rejects.toMatchObject({ status: 429 })

    const staff = asUser((await createUser(payload, 'staff')).user) as unknown as User
    await resetCodeLimit.resetSigningCodeLimit(payload, { signatureId: id, user: staff })
    const code = await codeFor({ token, user, email, now: afterLimit })
    expect((await signing.signContract(payload, { token, user, body: form(code), ip: '198.51.100.1', userAgent: 'Test', now: afterLimit })).projectId).toBe(String(project.id))
  })
})
