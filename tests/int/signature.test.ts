import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { PDFDocument } from 'pdf-lib'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { asUser, createProject, createUser, refusalMessage, tinyPdf } from './support/fixtures.ts'
import { startSmtpCapture } from '../support/smtp-capture.ts'
import { pdfPageTexts } from '../support/pdf-text.ts'
import { pdfsig } from '../support/pdfsig.ts'
import type * as Signing from '../../src/server/signature/signature.server.ts'
import type * as ResetCodeLimit from '../../collections/Signatures/endpoints/reset-code-limit.ts'
import type { User } from '../../payload-types.ts'
import { seedCompanyIdentity } from '../../seed/company.ts'

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
  await seedCompanyIdentity(ctx.payload)
  resetCodeLimit = await import('../../collections/Signatures/endpoints/reset-code-limit.ts')
  const png = await sharp({ create: { width: 300, height: 100, channels: 4, background: { r: 20, g: 30, b: 70, alpha: 1 } } }).png().toBuffer()
  signaturePng = `data:image/png;base64,${png.toString('base64')}`
})
afterAll(async () => {
  await ctx?.cleanup()
  await smtp?.stop()
})

/** A PDF of the project's, as staff file it. */
async function projectPdf(project: { id: number }, ownerId: number, { kind, name, text }: { kind: 'quote' | 'presentation'; name: string; text: string }) {
  const data = await tinyPdf(text)
  return payload.create({ collection: 'files', data: { kind, project: project.id, owner: ownerId }, file: { data, mimetype: 'application/pdf', name, size: data.length }, overrideAccess: true })
}

/**
 * A customer whose project waits for its signature (10: the deposit paid), with its quote and its fee
 * presentation attached by staff: the two documents one ceremony signs.
 */
async function projectToSign({ withPresentation = true }: { withPresentation?: boolean } = {}) {
  const customer = await createUser(payload, 'customer', { firstName: 'Claire', lastName: 'Martin' })
  const user = asUser(customer.user) as unknown as User
  const project = await createProject(payload, customer.user.id, { status: 10 })
  const quote = await projectPdf(project, customer.user.id, { kind: 'quote', name: `devis-${project.id}.pdf`, text: 'Devis nº 42 – rénovation complète' })
  const presentation = withPresentation ? await projectPdf(project, customer.user.id, { kind: 'presentation', name: `honoraires-${project.id}.pdf`, text: 'Présentation des honoraires nº 42' }) : null
  await payload.update({ collection: 'projects', id: project.id, data: { quoteFile: quote.id, ...(presentation ? { presentationFile: presentation.id } : {}) }, overrideAccess: true, context: { actor: 'staff' } })
  const stored = async (file: { filename?: string | null } | null) => (file ? new Uint8Array(await readFile(path.join(uploadDir(), file.filename ?? ''))) : new Uint8Array())
  return { user, email: customer.email, project, original: await stored(quote), presentation: await stored(presentation) }
}

const uploadDir = () => payload.collections.files.config.upload.staticDir ?? ''
const signedBytes = async (fileName: string) => new Uint8Array(await readFile(path.join(uploadDir(), fileName)))

const tokenOf = (uri: string) => uri.split('/signature/')[1] ?? ''

/** The text of the last code email codeFor read. */
let lastCodeMail = ''

async function codeFor(input: { token: string; user: User; email: string; now?: Date }): Promise<string> {
  await signing.sendSigningCode(payload, input)
  const mail = await smtp.waitForMail(input.email, /code de signature/)
  lastCodeMail = mail.text
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1]
  if (!code) throw new Error(`no code in: ${mail.text}`)
  return code
}

const form = (code: string) => ({ code, signerName: 'Claire Martin', method: 'drawn', signature: signaturePng, accept: true })

describe('the built-in e-signature', () => {
  it('signs the quote and the fee presentation with one emailed code: each signed PDF with the signature and an audit page bearing its original’s SHA-256 and naming the other, filed in the project; 10 -> 11', async () => {
    const { user, email, project, original, presentation } = await projectToSign()
    const opened = await signing.openSigning(payload, { projectId: project.id, user })
    expect(opened.uri).toMatch(/\/signature\/[\w-]{43}$/)
    const token = tokenOf(opened.uri)

    const session = await signing.signingSession(payload, { token, user })
    expect(session).toMatchObject({ projectId: String(project.id), signerName: 'Claire Martin', maskedEmail: expect.stringMatching(/^c•+@exemple\.fr$/), signed: null })
    expect(session.documents.map(({ role, title, name, sha256: hash }) => ({ role, title, name, hash }))).toEqual([
      { role: 'quote', title: 'Devis', name: `devis-${project.id}.pdf`, hash: sha256(original) },
      { role: 'presentation', title: 'Présentation des honoraires', name: `honoraires-${project.id}.pdf`, hash: sha256(presentation) },
    ])

    await expect(signing.signContract(payload, { token, user, body: form('123456'), ip: '203.0.113.7', userAgent: 'Test' })).rejects.toThrow('Demandez d’abord votre code')

    const signedAt = new Date('2026-11-23T14:05:09Z')
    const sentAt = new Date(signedAt.getTime() - 120_000)
    const code = await codeFor({ token, user, email, now: sentAt })
    // One code for both documents: the email names them.
    expect(lastCodeMail).toContain(`Voici votre code pour signer «\u00a0devis-${project.id}.pdf\u00a0» et «\u00a0honoraires-${project.id}.pdf\u00a0»\u00a0: ${code}`)
    await expect(signing.sendSigningCode(payload, { token, user, now: new Date(sentAt.getTime() + 10_000) })).rejects.toMatchObject({ status: 429 })
    const wrong = code === '000000' ? '111111' : '000000'
    await expect(signing.signContract(payload, { token, user, body: form(wrong), ip: '203.0.113.7', userAgent: 'Test', now: signedAt })).rejects.toThrow('Ce code n’est pas le bon')
    await expect(signing.signContract(payload, { token, user, body: form(code), ip: '203.0.113.7', userAgent: 'Test', now: new Date(sentAt.getTime() + 11 * 60_000) })).rejects.toThrow('Ce code a expiré')

    const result = await signing.signContract(payload, { token, user, body: form(code), ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (X11; Linux) Chrome/140 – 测试', now: signedAt })
    expect(result.projectId).toBe(String(project.id))
    expect(result.documents.map(({ role, originalSha256 }) => ({ role, originalSha256 }))).toEqual([
      { role: 'quote', originalSha256: sha256(original) },
      { role: 'presentation', originalSha256: sha256(presentation) },
    ])
    const [signedQuote, signedPresentation] = result.documents

    const done = await payload.findByID({ collection: 'projects', id: project.id, depth: 1, overrideAccess: true })
    expect(done.status).toBe(11)
    const file = done.signedContractFile as { id: number; kind: string; filename: string; owner: number; folder: unknown }
    expect(file).toMatchObject({ kind: 'signed-contract', filename: signedQuote?.fileName })
    expect(file.owner).toBe(user.id)
    // Both signed files are the project's, in its folder, kept as signed contracts; one signature record holds both.
    const { docs: signedFiles } = await payload.find({ collection: 'files', where: { and: [{ project: { equals: project.id } }, { kind: { equals: 'signed-contract' } }] }, depth: 0, overrideAccess: true })
    expect(signedFiles.map((signedFile) => signedFile.filename).sort()).toEqual([signedQuote?.fileName, signedPresentation?.fileName].sort())
    expect(signedFiles.every((signedFile) => signedFile.owner === user.id && signedFile.folder === (done.folder as { id: number }).id)).toBe(true)
    const { docs: signatures } = await payload.find({ collection: 'signatures', where: { project: { equals: project.id } }, depth: 0, overrideAccess: true })
    expect(signatures).toHaveLength(1)
    expect(signatures[0]).toMatchObject({ status: 'signed', originalSha256: sha256(original), presentationSha256: sha256(presentation), signedSha256: signedQuote?.signedSha256, signedPresentationSha256: signedPresentation?.signedSha256 })

    for (const [document, originalBytes, other, otherBytes] of [
      [signedQuote, original, `honoraires-${project.id}.pdf`, presentation],
      [signedPresentation, presentation, `devis-${project.id}.pdf`, original],
    ] as const) {
      const signed = await signedBytes(document?.fileName ?? '')
      expect(sha256(signed)).toBe(document?.signedSha256)
      expect((await PDFDocument.load(signed)).getPageCount()).toBe(2)
      const [contractPage, auditPage] = await pdfPageTexts(signed)
      expect(contractPage).toContain('Signé électroniquement par Claire Martin')
      expect(auditPage).toContain('Certificat de signature électronique')
      // The company's block from the « Identité de l’entreprise » global (issue #36).
      expect(auditPage).toContain('Maisonnée SAS 18 rue de Paradis, 75010 Paris Société par actions simplifiée au capital de 50 000 € SIRET 912 345 675 00017 · RCS Paris 912 345 675 TVA intracommunautaire FR65912345675')
      expect(auditPage).toContain(`Empreinte SHA-256 du document original ${sha256(originalBytes)}`)
      expect(auditPage).toContain(`Signé dans la même cérémonie ${other} – SHA-256 du document original : ${sha256(otherBytes)}`)
      expect(auditPage).toContain(`MAISONNEE-SIG-${signatures[0]?.id}`)
      expect(auditPage).toContain('23 novembre 2026 à 15:05:09 (heure de Paris)')
      expect(auditPage).toContain('203.0.113.7')
      expect(auditPage).toContain('Chrome/140 – ??')
    }
    expect((await signing.signingSession(payload, { token, user })).signed?.documents.map((document) => document.fileName)).toEqual([signedQuote?.fileName, signedPresentation?.fileName])

    const { docs: history } = await payload.find({ collection: 'project-history', where: { and: [{ project: { equals: project.id } }, { to: { equals: '11' } }] }, depth: 0, overrideAccess: true })
    expect(history[0]).toMatchObject({ from: '10', move: 'workflow', actor: 'customer' })
  })

  it('seals each signed document with a PAdES signature that pdfsig verifies over the whole file, and reports broken once a signed byte changes', async () => {
    const { user, email, project, original, presentation } = await projectToSign()
    const token = tokenOf((await signing.openSigning(payload, { projectId: project.id, user })).uri)
    const code = await codeFor({ token, user, email })
    const result = await signing.signContract(payload, { token, user, body: form(code), ip: '198.51.100.1', userAgent: 'Test' })
    expect(result.documents).toHaveLength(2)
    for (const [document, originalBytes] of [[result.documents[0], original], [result.documents[1], presentation]] as const) {
      const sealed = await signedBytes(document?.fileName ?? '')
      expect(sha256(sealed)).toBe(document?.signedSha256)
      const report = pdfsig(sealed)
      expect(report).toContain('Signature Type: ETSI.CAdES.detached')
      expect(report).toContain('Signature Validation: Signature is Valid.')
      // Nothing was written after the signature: it covers the file to its last byte.
      expect(report).toContain('Total document signed')
      // The development certificate, made once in DATA_DIR and trusted by no one (hence no trust asserted here).
      expect(report).toMatch(/Signer Certificate Common Name: Maisonnée – certificat de signature de développement/)
      expect(report).toMatch(/Signing Hash Algorithm: SHA-256/)
      // The audit page and the original's hash are still there, under the signature.
      expect((await pdfPageTexts(sealed))[1]).toContain(`Empreinte SHA-256 du document original ${sha256(originalBytes)}`)
    }
    expect(existsSync(path.join(ctx.dataDir, '.signing-certificate.p12'))).toBe(true)
    const signed = await signedBytes(result.documents[0]?.fileName ?? '')

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
    // One signed quote and one signed fee presentation, not two of each.
    expect(files).toHaveLength(2)

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
    await expect(signing.openSigning(payload, { projectId: project.id, user: other })).rejects.toMatchObject({ status: 404 })

    const code = await codeFor({ token, user, email })
    const wrong = code === '000000' ? '111111' : '000000'
    for (let attempt = 0; attempt < 5; attempt++) {
      await expect(signing.signContract(payload, { token, user, body: form(wrong), ip: '198.51.100.1', userAgent: 'Test' })).rejects.toThrow('Ce code n’est pas le bon')
    }
    await expect(signing.signContract(payload, { token, user, body: form(code), ip: '198.51.100.1', userAgent: 'Test' })).rejects.toThrow('Trop de codes erronés')

    const early = await createProject(payload, user.id, { status: 9 })
    await expect(signing.openSigning(payload, { projectId: early.id, user })).rejects.toMatchObject({ status: 422 })
  })

  it('counts every wrong code even when they arrive all at once (attacker pass, issue 37)', async () => {
    const { user, email, project } = await projectToSign()
    const token = tokenOf((await signing.openSigning(payload, { projectId: project.id, user })).uri)
    const code = await codeFor({ token, user, email })
    const wrongCodes = Array.from({ length: 20 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'))
    const tries = await Promise.allSettled(wrongCodes.map((wrong) => signing.signContract(payload, { token, user, body: form(wrong), ip: '198.51.100.1', userAgent: 'Test' })))
    const checked = tries.filter((result) => result.status === 'rejected' && String(result.reason).includes('Ce code n’est pas le bon')).length
    expect(checked).toBeLessThanOrEqual(5)
    await expect(signing.signContract(payload, { token, user, body: form(code), ip: '198.51.100.1', userAgent: 'Test' })).rejects.toThrow('Trop de codes erronés')
  })

  it('opens no signature while the fee presentation is missing, and says what is missing', async () => {
    const { user, project } = await projectToSign({ withPresentation: false })
    await expect(signing.openSigning(payload, { projectId: project.id, user })).rejects.toMatchObject({ status: 422, message: 'La présentation des honoraires n’est pas encore disponible.' })
  })

  it('refuses to sign once staff attached another fee presentation after the link was opened', async () => {
    const { user, email, project } = await projectToSign()
    const token = tokenOf((await signing.openSigning(payload, { projectId: project.id, user })).uri)
    const replacement = await projectPdf(project, user.id, { kind: 'presentation', name: `honoraires-bis-${project.id}.pdf`, text: 'Honoraires revus' })
    await payload.update({ collection: 'projects', id: project.id, data: { presentationFile: replacement.id }, overrideAccess: true, context: { actor: 'staff' } })
    const code = await codeFor({ token, user, email })
    await expect(signing.signContract(payload, { token, user, body: form(code), ip: '198.51.100.1', userAgent: 'Test' })).rejects.toThrow('Le contrat a changé depuis l’ouverture de la signature')
    expect((await payload.findByID({ collection: 'projects', id: project.id, depth: 0, overrideAccess: true })).status).toBe(10)
  })

  it('makes the status guard’s 10 -> 11 need both signed documents, each with the SHA-256 recorded when it was signed', async () => {
    const { user, email, project } = await projectToSign()
    const token = tokenOf((await signing.openSigning(payload, { projectId: project.id, user })).uri)
    const result = await signing.signContract(payload, { token, user, body: form(await codeFor({ token, user, email })), ip: '198.51.100.1', userAgent: 'Test' })
    const staff = asUser((await createUser(payload, 'staff')).user)
    const staffMove = (status: number) =>
      payload.update({ collection: 'projects', id: project.id, data: { status, statusChangeReason: 'Vérification de la signature.' }, depth: 0, user: staff, overrideAccess: false })
    // Both signed files intact: the fact holds, staff may take the project back to 10 and forward again.
    await staffMove(10)
    expect((await staffMove(11)).status).toBe(11)
    await staffMove(10)
    // The signed fee presentation changed on disk: the signed quote alone no longer proves the contract signed.
    const presentationPath = path.join(uploadDir(), result.documents[1]?.fileName ?? '')
    await writeFile(presentationPath, Buffer.concat([await readFile(presentationPath), Buffer.from('\n% modifié\n')]))
    expect(await refusalMessage(staffMove(11))).toContain('le devis et la présentation des honoraires ne sont pas signés en ligne, ou l’un des documents signés ne correspond plus à son empreinte')
    expect((await payload.findByID({ collection: 'projects', id: project.id, depth: 0, overrideAccess: true })).status).toBe(10)
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
