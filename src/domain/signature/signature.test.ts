import { describe, expect, it } from 'vitest'
import {
  SHA256_HEX,
  SIGNATURE_CODE_MAX_ATTEMPTS,
  SIGNATURE_CODE_MAX_SENDS,
  SIGNATURE_CODE_SENDS_WINDOW_MS,
  SIGNATURE_MESSAGES,
  checkCodeResend,
  checkSignatureCode,
  formatAuditTime,
  maskEmail,
  signContractSchema,
  signatureAuditLines,
} from './signature.ts'

const now = new Date('2026-11-23T10:00:00Z')
const later = (ms: number) => new Date(now.getTime() + ms)

describe('the one-time code', () => {
  const sent = { sent: true, expiresAt: later(10 * 60_000), attempts: 0 }
  it.each([
    ['never sent', { sent: false, expiresAt: null, attempts: 0 }, true, 'missing'],
    ['expired, even when it matches', { ...sent, expiresAt: later(-1) }, true, 'expired'],
    ['locked after too many wrong codes, even when it matches', { ...sent, attempts: SIGNATURE_CODE_MAX_ATTEMPTS }, true, 'locked'],
    ['wrong', sent, false, 'wrong'],
  ] as const)('refuses a code %s', (_name, state, matches, reason) => {
    const check = checkSignatureCode(state, { matches, now })
    expect(check.ok).toBe(false)
    if (!check.ok) expect(check.reason).toBe(reason)
  })

  it('accepts the right code within its time and attempts', () => {
    expect(checkSignatureCode({ ...sent, attempts: SIGNATURE_CODE_MAX_ATTEMPTS - 1 }, { matches: true, now })).toEqual({ ok: true })
  })

  it('spaces the codes sent and caps their number within the hour', () => {
    expect(checkCodeResend({ lastSentAt: null, sends: 0, now })).toEqual({ ok: true, sends: 1 })
    expect(checkCodeResend({ lastSentAt: later(-5_000), sends: 1, now })).toEqual({ ok: false, message: SIGNATURE_MESSAGES.resendTooSoon })
    expect(checkCodeResend({ lastSentAt: later(-31_000), sends: 1, now })).toEqual({ ok: true, sends: 2 })
    expect(checkCodeResend({ lastSentAt: later(-3_599_000), sends: SIGNATURE_CODE_MAX_SENDS, now })).toEqual({ ok: false, message: SIGNATURE_MESSAGES.tooManySends })
  })

  it('lets the cap lapse an hour after the last code: the count starts again', () => {
    expect(checkCodeResend({ lastSentAt: later(-SIGNATURE_CODE_SENDS_WINDOW_MS), sends: SIGNATURE_CODE_MAX_SENDS, now })).toEqual({ ok: true, sends: 1 })
  })
})

describe('what the signing page sends', () => {
  const png = `data:image/png;base64,${Buffer.from('fake png bytes').toString('base64')}`
  const valid = { code: '123456', signerName: 'Claire Martin', method: 'drawn', signature: png, accept: true }

  it('accepts a complete signature', () => {
    expect(signContractSchema.safeParse(valid).success).toBe(true)
  })

  it.each([
    ['a code of 5 digits', { code: '12345' }, SIGNATURE_MESSAGES.codeFormat],
    ['a code with letters', { code: '12a456' }, SIGNATURE_MESSAGES.codeFormat],
    ['no name', { signerName: ' ' }, SIGNATURE_MESSAGES.nameRequired],
    ['no signature', { signature: '' }, SIGNATURE_MESSAGES.signatureRequired],
    ['an SVG signature', { signature: 'data:image/svg+xml;base64,PHN2Zz4=' }, SIGNATURE_MESSAGES.signatureInvalid],
    ['a signature over 400 KB', { signature: `data:image/png;base64,${'A'.repeat(600_000)}` }, SIGNATURE_MESSAGES.signatureInvalid],
    ['the contract not accepted', { accept: false }, SIGNATURE_MESSAGES.acceptRequired],
  ])('refuses %s with its French message', (_name, change, message) => {
    const result = signContractSchema.safeParse({ ...valid, ...change })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message)
  })
})

describe('the audit page', () => {
  const audit = {
    signatureId: 'sig-42',
    documentName: 'devis-projet-42.pdf',
    originalSha256: 'a'.repeat(64),
    signerName: 'Claire Martin',
    signerEmail: 'claire.martin@exemple.fr',
    method: 'typed' as const,
    codeSentAt: new Date('2026-07-01T08:00:00Z'),
    signedAt: new Date('2026-07-01T08:03:30Z'),
    ip: '203.0.113.7',
    userAgent: 'Mozilla/5.0 Chrome',
  }

  it('names the phone and the SMS for a signer who has no email', () => {
    const lines = signatureAuditLines({ ...audit, signerEmail: '+33612345678', codeChannel: 'sms' })
    expect(lines[3]).toEqual({ label: 'Téléphone du signataire', value: '+33612345678' })
    expect(lines[4]?.value).toMatch(/^Code à usage unique envoyé par SMS le /)
  })

  it('states the document, its hash, the signer, the times in Paris and UTC, the IP and the browser', () => {
    const lines = signatureAuditLines(audit)
    expect(lines.map((line) => line.label)).toEqual([
      'Document signé',
      'Empreinte SHA-256 du document original',
      'Signataire',
      'Adresse email du signataire',
      'Vérification de l’identité',
      'Signature',
      'Contrat accepté et signé le',
      'Adresse IP',
      'Navigateur',
      'Référence de la signature',
    ])
    expect(lines[1]?.value).toBe('a'.repeat(64))
    expect(lines[6]?.value).toBe('1 juillet 2026 à 10:03:30 (heure de Paris) – 2026-07-01T08:03:30.000Z')
    expect(lines[5]?.value).toBe('Écrite au clavier sur la page de signature')
    expect(lines.every((line) => !/[\u202f\u00a0]/.test(line.value))).toBe(true)
  })

  it('names the other document signed in the same ceremony, with its original’s SHA-256, after the reference', () => {
    const lines = signatureAuditLines({ ...audit, signedTogether: [{ documentName: 'honoraires-42.pdf', originalSha256: 'b'.repeat(64) }] })
    expect(lines.at(-2)?.label).toBe('Référence de la signature')
    expect(lines.at(-1)).toEqual({ label: 'Signé dans la même cérémonie', value: `honoraires-42.pdf – SHA-256 du document original : ${'b'.repeat(64)}` })
  })

  it('writes winter times in Paris an hour ahead of UTC', () => {
    expect(formatAuditTime(new Date('2026-01-15T12:00:00Z'))).toMatch(/^15 janvier 2026 à 13:00:00/)
  })

  it('recognises a SHA-256 digest', () => {
    expect(SHA256_HEX.test('0123456789abcdef'.repeat(4))).toBe(true)
    expect(SHA256_HEX.test('0123456789ABCDEF'.repeat(4))).toBe(false)
  })

  it('masks the address a code is sent to', () => {
    expect(maskEmail('claire.martin@exemple.fr')).toBe('c••••••••••••@exemple.fr')
    expect(maskEmail('a@b.fr')).toBe('a•@b.fr')
  })
})
