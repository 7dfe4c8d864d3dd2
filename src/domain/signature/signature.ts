import { z } from 'zod'
import { PARIS_TIME_ZONE } from '../booking/index.ts'
import { ONE_TIME_CODE_MESSAGES } from '../one-time-code/index.ts'

/**
 * The built-in electronic signature (issue #7): the customer proves who they are with a one-time code sent
 * by email, draws or types a signature and accepts; the signed PDF carries an audit page. Pure rules: the
 * code's life, the input the signing page sends, and what the audit page says.
 */
export const SIGNATURE_CODE_LENGTH = 6
/** How long a code stays valid. */
export const SIGNATURE_CODE_TTL_MS = 10 * 60 * 1000
/** Wrong codes allowed before the code is void and a new one must be asked for. */
export const SIGNATURE_CODE_MAX_ATTEMPTS = 5
/** Time between two codes sent for one signature, against mail floods. */
export const SIGNATURE_CODE_RESEND_MS = 30 * 1000
/** Codes sent for one signature within a window at most. */
export const SIGNATURE_CODE_MAX_SENDS = 5
/**
 * The window of that limit: the count lapses an hour after the last code sent, so a customer who asked for
 * too many codes waits an hour, never forever (staff may also reset it from the back office).
 */
export const SIGNATURE_CODE_SENDS_WINDOW_MS = 60 * 60 * 1000
/** Largest signature image accepted (a PNG drawn on the page is a few tens of kilobytes). */
export const SIGNATURE_IMAGE_MAX_BYTES = 400 * 1024

export const SIGNATURE_MESSAGES = {
  codeFormat: `Le code reçu par email compte ${SIGNATURE_CODE_LENGTH} chiffres.`,
  codeMissing: 'Demandez d’abord votre code de signature : il vous sera envoyé par email.',
  // The same answers as the questionnaire's email code: one wording for every emailed code.
  codeWrong: ONE_TIME_CODE_MESSAGES.wrong,
  codeExpired: ONE_TIME_CODE_MESSAGES.expired,
  codeLocked: ONE_TIME_CODE_MESSAGES.locked,
  resendTooSoon: 'Un code vient de vous être envoyé. Patientez quelques secondes avant d’en demander un autre.',
  tooManySends: 'Trop de codes ont été demandés pour cette signature. Réessayez dans une heure ou contactez-nous.',
  nameRequired: 'Indiquez vos prénom et nom tels qu’ils doivent figurer sur le contrat.',
  signatureRequired: 'Dessinez ou écrivez votre signature.',
  signatureInvalid: 'La signature doit être une image PNG de moins de 400 Ko.',
  acceptRequired: 'Cochez la case pour accepter le contrat.',
} as const

export type CodeState = {
  /** Whether a code was ever sent for this signature. */
  sent: boolean
  expiresAt: Date | null
  attempts: number
}

export type CodeCheck = { ok: true } | { ok: false; reason: 'missing' | 'expired' | 'locked' | 'wrong'; message: string }

/**
 * Whether a typed code may sign, given the stored code's state and whether it matches (the caller
 * compares hashes in constant time). An expired or locked code fails even when it matches.
 */
export function checkSignatureCode(state: CodeState, { matches, now }: { matches: boolean; now: Date }): CodeCheck {
  if (!state.sent || !state.expiresAt) return { ok: false, reason: 'missing', message: SIGNATURE_MESSAGES.codeMissing }
  if (state.attempts >= SIGNATURE_CODE_MAX_ATTEMPTS) return { ok: false, reason: 'locked', message: SIGNATURE_MESSAGES.codeLocked }
  if (now.getTime() > state.expiresAt.getTime()) return { ok: false, reason: 'expired', message: SIGNATURE_MESSAGES.codeExpired }
  if (!matches) return { ok: false, reason: 'wrong', message: SIGNATURE_MESSAGES.codeWrong }
  return { ok: true }
}

/**
 * Whether a new code may be sent now, given the last one and how many were sent in the current window; the
 * count to store once it is sent (1 when the window has lapsed), or the French reason when not.
 */
export function checkCodeResend({ lastSentAt, sends, now }: { lastSentAt: Date | null; sends: number; now: Date }): { ok: true; sends: number } | { ok: false; message: string } {
  const sinceLast = lastSentAt ? now.getTime() - lastSentAt.getTime() : Number.POSITIVE_INFINITY
  const sendsInWindow = sinceLast < SIGNATURE_CODE_SENDS_WINDOW_MS ? sends : 0
  if (sendsInWindow >= SIGNATURE_CODE_MAX_SENDS) return { ok: false, message: SIGNATURE_MESSAGES.tooManySends }
  if (sinceLast < SIGNATURE_CODE_RESEND_MS) return { ok: false, message: SIGNATURE_MESSAGES.resendTooSoon }
  return { ok: true, sends: sendsInWindow + 1 }
}

const PNG_DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/

/** The signature image: a PNG data URL, within the size limit. */
export const signatureImageSchema = z
  .string({ error: SIGNATURE_MESSAGES.signatureRequired })
  .min(1, SIGNATURE_MESSAGES.signatureRequired)
  .refine((value) => {
    const match = PNG_DATA_URL.exec(value)
    return Boolean(match?.[1]) && Math.floor(((match?.[1] ?? '').length * 3) / 4) <= SIGNATURE_IMAGE_MAX_BYTES
  }, SIGNATURE_MESSAGES.signatureInvalid)

/** What the signing page sends to sign: shared by the form and the server. */
export const signContractSchema = z.object({
  code: z.string().trim().regex(new RegExp(`^\\d{${SIGNATURE_CODE_LENGTH}}$`), SIGNATURE_MESSAGES.codeFormat),
  signerName: z.string().trim().min(2, SIGNATURE_MESSAGES.nameRequired).max(120, SIGNATURE_MESSAGES.nameRequired),
  method: z.enum(['drawn', 'typed']),
  signature: signatureImageSchema,
  accept: z.literal(true, { error: SIGNATURE_MESSAGES.acceptRequired }),
})

export type SignContractInput = z.infer<typeof signContractSchema>

/** An email address as shown while a code is on its way: « c•••••@exemple.fr ». */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@')
  return `${local.slice(0, 1)}${'•'.repeat(Math.max(local.length - 1, 1))}@${domain}`
}

export type SignatureAudit = {
  signatureId: string
  documentName: string
  originalSha256: string
  signerName: string
  /** The signer's email, or their phone (E.164) for an account without an email: see codeChannel. */
  signerEmail: string
  /** How the one-time code reached the signer: by email, or by SMS to a customer who signed up with a phone. */
  codeChannel?: 'email' | 'sms'
  method: 'drawn' | 'typed'
  codeSentAt: Date
  signedAt: Date
  ip: string
  userAgent: string
  /** The other documents signed in the same ceremony (one code, one signature), each with its original's SHA-256. */
  signedTogether?: ReadonlyArray<{ documentName: string; originalSha256: string }>
}

const auditTime = new Intl.DateTimeFormat('fr-FR', { timeZone: PARIS_TIME_ZONE, dateStyle: 'long', timeStyle: 'medium' })

/** An instant as the audit page writes it: Paris time, and UTC for an unambiguous record. */
export function formatAuditTime(instant: Date): string {
  return `${auditTime.format(instant).replace(/[\u202f\u00a0]/g, ' ')} (heure de Paris) – ${instant.toISOString()}`
}

/** The audit page's lines, in order: label and value, in French. */
export function signatureAuditLines(audit: SignatureAudit): Array<{ label: string; value: string }> {
  return [
    { label: 'Document signé', value: audit.documentName },
    { label: 'Empreinte SHA-256 du document original', value: audit.originalSha256 },
    { label: 'Signataire', value: audit.signerName },
    { label: audit.codeChannel === 'sms' ? 'Téléphone du signataire' : 'Adresse email du signataire', value: audit.signerEmail },
    {
      label: 'Vérification de l’identité',
      value: `Code à usage unique envoyé par ${audit.codeChannel === 'sms' ? 'SMS' : 'email'} le ${formatAuditTime(audit.codeSentAt)}`,
    },
    { label: 'Signature', value: audit.method === 'drawn' ? 'Dessinée à la main sur la page de signature' : 'Écrite au clavier sur la page de signature' },
    { label: 'Contrat accepté et signé le', value: formatAuditTime(audit.signedAt) },
    { label: 'Adresse IP', value: audit.ip },
    { label: 'Navigateur', value: audit.userAgent },
    { label: 'Référence de la signature', value: audit.signatureId },
    ...(audit.signedTogether ?? []).map((other) => ({ label: 'Signé dans la même cérémonie', value: `${other.documentName} – SHA-256 du document original : ${other.originalSha256}` })),
  ]
}

/**
 * The documents one signing ceremony seals (issue #36, the CGV): the quote, or the contract staff attached in
 * its place, and the fee presentation (honoraires), in that order.
 */
export type SignedDocumentRole = 'quote' | 'contract' | 'presentation'

/** The names of the documents a code signs, as a French phrase: « devis.pdf » et « honoraires.pdf ». */
export function quotedDocumentNames(names: readonly string[]): string {
  const quoted = names.map((name) => `«\u00a0${name}\u00a0»`)
  return quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} et ${quoted.at(-1)}` : (quoted[0] ?? '')
}

/** Each document's title on the signing page and in the emails. */
export const SIGNED_DOCUMENT_TITLES: Record<SignedDocumentRole, string> = {
  quote: 'Devis',
  contract: 'Contrat',
  presentation: 'Présentation des honoraires',
}

/** A SHA-256 digest as the audit page and the records write it: 64 lower-case hexadecimal digits. */
export const SHA256_HEX = /^[0-9a-f]{64}$/
